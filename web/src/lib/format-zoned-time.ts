/**
 * Appointment times are shown in the boutique's time zone (its setting), wherever the reader is:
 * a consultant travelling, or a bride booking from another state, sees the boutique's clock.
 */
const cache = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${timeZone}|${JSON.stringify(options)}`;
  let found = cache.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    cache.set(key, found);
  }
  return found;
}

const read = (value: string | Date) => (typeof value === 'string' ? new Date(value) : value);

/** '3:30 PM' */
export const formatZonedTime = (value: string | Date, timeZone: string) =>
  formatter(timeZone, { hour: 'numeric', minute: '2-digit' }).format(read(value));

/** 'Sat, Mar 14' */
export const formatZonedDay = (value: string | Date, timeZone: string) =>
  formatter(timeZone, { weekday: 'short', month: 'short', day: 'numeric' }).format(read(value));

/** 'Saturday, March 14, 2026 at 3:30 PM' */
export const formatZonedDayAndTime = (value: string | Date, timeZone: string) =>
  formatter(timeZone, { dateStyle: 'full', timeStyle: 'short' }).format(read(value));

/** The boutique's calendar day of an instant, as 'YYYY-MM-DD'. */
export function zonedDateKey(value: string | Date, timeZone: string): string {
  const parts = formatter(timeZone, { year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(read(value));
  const part = (type: string) => parts.find((found) => found.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The zone's short name at that instant, as the reader would say it: 'EST', 'EDT', 'GMT+1'. */
export function shortZoneName(timeZone: string, at: string | Date = new Date()): string {
  const parts = formatter(timeZone, { timeZoneName: 'short' }).formatToParts(read(at));
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/** 'Mar 3, 2026' (a submitted or uploaded day) in the boutique's zone; null for nothing readable. */
export function formatZonedDate(value: string | null | undefined, timeZone: string): string | null {
  if (!value || Number.isNaN(Date.parse(value))) return null;
  return formatter(timeZone, { month: 'short', day: 'numeric', year: 'numeric' }).format(new Date(value));
}

/** 'Mar 3, 2026, 3:04 PM' (a notification, the last update) in the boutique's zone; null for nothing readable. */
export function formatZonedDateAndTime(value: string | null | undefined, timeZone: string): string | null {
  if (!value || Number.isNaN(Date.parse(value))) return null;
  return formatter(timeZone, {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(value));
}

/**
 * The team list's last login, the boutique's day: 'Mar 3, 2026', or 'Never' for someone who has
 * not logged in yet; null while the boutique's zone is not known.
 */
export function formatLastLogin(value: string | null | undefined, timeZone: string | undefined): string | null {
  if (!value || Number.isNaN(Date.parse(value))) return 'Never';
  return timeZone ? formatZonedDate(value, timeZone) : null;
}
