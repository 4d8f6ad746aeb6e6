import { customPartyPrefix, type PartyMember } from './survey-options';

/**
 * The shopping-party rules: 'Just me' clears everyone else; anyone else clears 'Just me';
 * deselecting 'other' removes the custom entry.
 */
export function toggleShoppingParty(current: readonly string[], member: PartyMember): string[] {
  const selected = current.includes(member);
  if (selected) {
    return current.filter((entry) => entry !== member && !(member === 'other' && entry.startsWith(customPartyPrefix)));
  }
  if (member === 'alone') return ['alone'];
  return [...current.filter((entry) => entry !== 'alone'), member];
}

/** Sets (or, with blank text, removes) the custom shopping-party entry. */
export function setCustomPartyMember(current: readonly string[], text: string): string[] {
  const others = current.filter((entry) => !entry.startsWith(customPartyPrefix));
  const trimmed = text.trim();
  return trimmed ? [...others, `${customPartyPrefix}${trimmed}`] : others;
}

/**
 * A wedding location that looks like a date is cleared. A rule reading any hyphen as a date
 * would erase "Winston-Salem, NC"; a hyphen between digits, 4 leading digits or
 * mm/dd/yyyy is the same rule for every real date without hurting hyphenated place names.
 */
export function looksLikeDate(value: string): boolean {
  const trimmed = value.trim();
  return /\d\s*-\s*\d/.test(trimmed) || /^\d{4}/.test(trimmed) || /^\d{1,2}\/\d{1,2}\/\d{2,4}$/.test(trimmed);
}

/** Whole days from `today` to the wedding (negative once it has passed), or null without a date. */
export function daysUntil(weddingDate: string | null | undefined, today: Date = new Date()): number | null {
  if (!weddingDate || !/^\d{4}-\d{2}-\d{2}$/.test(weddingDate)) return null;
  const wedding = Date.UTC(
    Number(weddingDate.slice(0, 4)),
    Number(weddingDate.slice(5, 7)) - 1,
    Number(weddingDate.slice(8, 10)),
  );
  const start = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Math.round((wedding - start) / 86_400_000);
}

/** A day as YYYY-MM-DD in the device's own time zone (the bride's "today" in her browser). */
export function localDay(date: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The earliest "today" anywhere on earth (UTC-12): a server that does not know the bride's time
 * zone calls a date past only when it is past for her wherever she is.
 */
export function earliestDayOnEarth(now: Date = new Date()): string {
  return new Date(now.getTime() - 12 * 3_600_000).toISOString().slice(0, 10);
}

/** A wedding date (YYYY-MM-DD) before `today` (YYYY-MM-DD): usually a mistyped year. */
export function isPastWeddingDate(weddingDate: string | null | undefined, today: string): boolean {
  return Boolean(weddingDate && /^\d{4}-\d{2}-\d{2}$/.test(weddingDate) && weddingDate < today);
}
