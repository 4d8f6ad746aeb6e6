/**
 * The schedule's days, as the boutique's calendar dates ('YYYY-MM-DD'). The API is asked for a
 * range a day wider on each side (no zone arithmetic in the browser), and the answer is sorted
 * into the boutique's days with zonedDateKey.
 */
export type ScheduleView = 'day' | 'week';

const dayMs = 86_400_000;

const toUtc = (date: string) =>
  Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The date `days` after (or before) a date. */
export const addDays = (date: string, days: number) => fromUtc(toUtc(date) + days * dayMs);

/** The Monday of a date's week. */
export function mondayOf(date: string): string {
  const weekday = (new Date(toUtc(date)).getUTCDay() + 6) % 7;
  return addDays(date, -weekday);
}

/** The dates a view shows around an anchor date: the day, or its Monday-to-Sunday week. */
export function datesOfView(view: ScheduleView, anchor: string): string[] {
  if (view === 'day') return [anchor];
  const monday = mondayOf(anchor);
  return Array.from({ length: 7 }, (_, index) => addDays(monday, index));
}

/** Where the view's next or previous page starts. */
export const stepView = (view: ScheduleView, anchor: string, direction: 1 | -1) =>
  addDays(anchor, direction * (view === 'day' ? 1 : 7));

/** The instants to ask the API for: a day wider each side than the dates (any zone fits in it). */
export function rangeOfDates(dates: string[]): { from: string; to: string } {
  const first = dates[0]!;
  const last = dates[dates.length - 1]!;
  return { from: new Date(toUtc(first) - dayMs).toISOString(), to: new Date(toUtc(last) + 2 * dayMs).toISOString() };
}

/** 'Mon 3 Mar' for a date, without any zone (it is a calendar date already). */
export function formatDate(date: string): string {
  return new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(toUtc(date)),
  );
}
