/** The period picker's choices; 'custom' takes two dates. */
export const periodPresets = [
  { value: 'last-4-weeks', label: 'Last 4 weeks' },
  { value: 'last-3-months', label: 'Last 3 months' },
  { value: 'last-12-months', label: 'Last 12 months' },
  { value: 'custom', label: 'Custom dates' },
] as const;
export type PeriodPreset = (typeof periodPresets)[number]['value'];

const toDay = (date: Date) => date.toISOString().slice(0, 10);
const fromDay = (day: string) => new Date(`${day}T00:00:00Z`);

function minusDays(day: string, days: number): string {
  const date = fromDay(day);
  date.setUTCDate(date.getUTCDate() - days);
  return toDay(date);
}

/** The same day `months` earlier, or the month's last day when it has fewer days. */
function minusMonths(day: string, months: number): string {
  const date = fromDay(day);
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return toDay(target);
}

/** A preset's days up to `today` (the boutique's), both included. */
export function presetPeriod(preset: Exclude<PeriodPreset, 'custom'>, today: string): { from: string; to: string } {
  switch (preset) {
    case 'last-4-weeks':
      return { from: minusDays(today, 27), to: today };
    case 'last-3-months':
      return { from: minusDays(minusMonths(today, 3), -1), to: today };
    case 'last-12-months':
      return { from: minusDays(minusMonths(today, 12), -1), to: today };
  }
}

const dayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'Mar 3, 2025': one of the boutique's days, as written. */
export const describeDay = (day: string) => dayFormat.format(fromDay(day));

/** 'Mar 3, 2025 – Mar 30, 2025': a period of the boutique's days, as written. */
export function describePeriod(from: string, to: string): string {
  return `${describeDay(from)} – ${describeDay(to)}`;
}

/** Whether a period's figures count anything: no completed appointment and no no-show is an empty period. */
export const countsNothing = (figures: { completed: number; noShows: number }) =>
  figures.completed === 0 && figures.noShows === 0;
