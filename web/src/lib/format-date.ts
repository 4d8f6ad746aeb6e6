/**
 * Every date the web app shows, each named for what it shows. Missing or unreadable values give
 * null (or '' / 'Never' where the screen shows that instead).
 */

const shortDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
// A calendar day is kept as UTC midnight, and written in UTC, so it is that day wherever the reader is.
const longDay = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

function readInstant(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * A calendar day such as a wedding date ('2027-05-22' -> 'May 22, 2027'), read as that day wherever
 * the reader is: parsing it as a UTC instant would show the day before west of Greenwich.
 */
export function formatCalendarDay(value: string | null | undefined): string | null {
  if (!value) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  const date = match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : shortDay.format(date);
}

/** '2026-06-20' -> 'Saturday, June 20, 2026' (a bride's profile); '' for anything else. */
export function formatLongDate(value: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  return match ? longDay.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))) : '';
}

/** The day of an instant (submitted, uploaded) in the reader's time zone: 'Mar 3, 2026'. */
export function formatInstantDay(value: string | null | undefined): string | null {
  const date = readInstant(value);
  return date && shortDay.format(date);
}
