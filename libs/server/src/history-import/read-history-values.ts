import type { DateOrder } from '@bridal/shared/history-import/history-import';
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { parsePrice } from '../inventory/parse-cell-values';

/** A calendar day as written, before any zone: month and day 1-based. */
export interface LocalDate {
  year: number;
  month: number;
  day: number;
}

export interface LocalTime {
  hour: number;
  minute: number;
}

/** A date cell as read: a numeric date keeps both readings until the file's order is known. */
export type DateReading =
  | { kind: 'exact'; date: LocalDate; time: LocalTime | null; offsetMinutes: number | null }
  | { kind: 'numeric'; first: number; second: number; year: number; time: LocalTime | null };

const months = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const monthOf = (word: string) => {
  const index = months.indexOf(word.slice(0, 3).toLowerCase());
  return index < 0 ? null : index + 1;
};

const timePattern = String.raw`(\d{1,2})(?:[:.h](\d{2}))?(?::(\d{2}))?(?:\.\d+)?\s*([ap])?\.?\s*(?:m\.?)?`;
const timeOnly = new RegExp(`^${timePattern}$`, 'i');

/** "10:30", "14:05", "2pm", "2:30 PM", "10.30 a.m.": 12- and 24-hour clocks. */
export function readTime(text: string): LocalTime | null {
  const match = timeOnly.exec(text.trim());
  if (!match) return null;
  const [, hourText, minuteText, , meridiem] = match;
  let hour = Number(hourText);
  const minute = minuteText === undefined ? 0 : Number(minuteText);
  // A bare number is a count or an amount, not a time.
  if (minuteText === undefined && meridiem === undefined) return null;
  if (minute > 59) return null;
  if (meridiem !== undefined) {
    if (hour < 1 || hour > 12) return null;
    const pm = meridiem.toLowerCase() === 'p';
    hour = (hour % 12) + (pm ? 12 : 0);
  } else if (hour > 23) {
    return null;
  }
  return { hour, minute };
}

const validDate = ({ year, month, day }: LocalDate) =>
  year >= 1900 &&
  year <= 2200 &&
  month >= 1 &&
  month <= 12 &&
  day >= 1 &&
  day <= new Date(Date.UTC(year, month, 0)).getUTCDate();

const fullYear = (text: string) => (text.length === 2 ? 2000 + Number(text) : Number(text));

const isoPattern = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ,]\s*(.+))?$/i;
const isoTimeWithOffset = /^(\d{1,2}):(\d{2})(?::\d{2}(?:\.\d+)?)?\s*(Z|[+-]\d{2}:?\d{2})$/i;
const numericPattern = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})(?:(?:\s+|,\s*|T|\s+at\s+)(.+))?$/i;
const monthFirstPattern =
  /^(?:[a-z]+,?\s+)?([a-z]{3,9})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})(?:(?:\s+|,\s*|\s+at\s+|\s*@\s*)(.+))?$/i;
const dayFirstPattern =
  /^(?:[a-z]+,?\s+)?(\d{1,2})(?:st|nd|rd|th)?\s+([a-z]{3,9})\.?,?\s+(\d{4})(?:(?:\s+|,\s*|\s+at\s+|\s*@\s*)(.+))?$/i;

function offsetOf(text: string | undefined): number | null {
  if (text === undefined) return null;
  if (text.toUpperCase() === 'Z') return 0;
  const sign = text.startsWith('-') ? -1 : 1;
  const digits = text.slice(1).replace(':', '');
  return sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2)));
}

/** A trailing time, or null when there is none; undefined when there is text that is no time. */
function trailingTime(text: string | undefined): LocalTime | null | undefined {
  if (text === undefined || text.trim() === '') return null;
  // Calendly and Acuity add the zone's name or a range end: "10:00am - 11:00am", "10:00 (EST)".
  const first = text.split(/\s+(?:-|–|to)\s+|\s*\(/)[0] ?? '';
  return readTime(first) ?? undefined;
}

/**
 * A date, or a date and time, as booking systems write them: ISO ("2025-03-14 10:00",
 * "2025-03-14T15:00:00Z"), numeric ("03/14/2025 2:30 PM", "14.03.2025 14:30") and with the
 * month's name ("March 14, 2025 10:00am", "Friday, 14 March 2025"). Null when it is none.
 */
export function readDateCell(text: string): DateReading | null {
  const cell = text.trim().replace(/\s+/g, ' ');
  if (cell === '') return null;
  let match = isoPattern.exec(cell);
  if (match) {
    const [, year, month, day, rest] = match;
    const date = { year: Number(year), month: Number(month), day: Number(day) };
    if (!validDate(date)) return null;
    const withOffset = rest === undefined ? null : isoTimeWithOffset.exec(rest.trim());
    if (withOffset) {
      const time = { hour: Number(withOffset[1]), minute: Number(withOffset[2]) };
      if (time.hour > 23 || time.minute > 59) return null;
      return { kind: 'exact', date, time, offsetMinutes: offsetOf(withOffset[3]) };
    }
    const time = trailingTime(rest);
    if (time === undefined) return null;
    return { kind: 'exact', date, time, offsetMinutes: null };
  }
  match = numericPattern.exec(cell);
  if (match) {
    const [, first, second, year, rest] = match;
    const time = trailingTime(rest);
    if (time === undefined) return null;
    const reading = { first: Number(first), second: Number(second), year: fullYear(year!) };
    const either = [
      { year: reading.year, month: reading.first, day: reading.second },
      { year: reading.year, month: reading.second, day: reading.first },
    ];
    if (!either.some(validDate)) return null;
    return { kind: 'numeric', ...reading, time };
  }
  const monthFirst = monthFirstPattern.exec(cell);
  const named = monthFirst ?? dayFirstPattern.exec(cell);
  if (named) {
    const [monthText, dayText] = monthFirst ? [named[1]!, named[2]!] : [named[2]!, named[1]!];
    const month = monthOf(monthText);
    const time = trailingTime(named[4]);
    if (month === null || time === undefined) return null;
    const date = { year: Number(named[3]), month, day: Number(dayText) };
    return validDate(date) ? { kind: 'exact', date, time, offsetMinutes: null } : null;
  }
  return null;
}

/** The day a reading names once the file's order is known; null when that order makes it no date. */
export function dateOf(reading: DateReading, order: DateOrder): LocalDate | null {
  if (reading.kind === 'exact') return reading.date;
  const date =
    order === 'mdy'
      ? { year: reading.year, month: reading.first, day: reading.second }
      : { year: reading.year, month: reading.second, day: reading.first };
  return validDate(date) ? date : null;
}

/**
 * What the numeric dates of a file say about their order: any first part above 12 makes it day
 * first, any second part above 12 month first; neither leaves it to the owner.
 */
export function decideDateOrder(readings: Iterable<DateReading>): DateOrder | 'both' | null {
  let dayFirst = false;
  let monthFirst = false;
  for (const reading of readings) {
    if (reading.kind !== 'numeric') continue;
    if (reading.first > 12) dayFirst = true;
    if (reading.second > 12) monthFirst = true;
  }
  if (dayFirst && monthFirst) return 'both';
  return dayFirst ? 'dmy' : monthFirst ? 'mdy' : null;
}

const emailPattern = /^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[a-z]{2,}$/i;

/** An e-mail as compared: lower-cased, or null when the cell is not one. */
export function readEmail(text: string): string | null {
  const cell = text.trim().replace(/^mailto:/i, '');
  return emailPattern.test(cell) ? cell.toLowerCase() : null;
}

/** A phone in E.164 ("+14155550123"), read in the boutique's country unless it says its own. */
export function readPhone(text: string, country: CountryCode): string | null {
  const cell = text.trim();
  if (cell.replace(/\D/g, '').length < 7 || /[a-z]{3,}/i.test(cell.replace(/ext\.?|x/gi, ''))) return null;
  const phone = parsePhoneNumberFromString(cell, country);
  return phone?.isValid() ? phone.number : null;
}

/** A sale amount in cents; null when the cell holds no amount. */
export function readAmountCents(text: string): number | null {
  const price = parsePrice(text);
  return price === null ? null : Math.round(price * 100);
}

export type HistoryStatus = 'completed' | 'no_show' | 'cancelled' | 'booked' | 'sold' | 'walked_out';

const statusWords: [RegExp, HistoryStatus][] = [
  [/^(?:no[\s-]?show(?:ed)?|did not (?:show|attend|come)|missed|absent|dns)$/, 'no_show'],
  [/^(?:cancell?ed(?: by .*)?|cancell?ation|rescheduled|deleted|declined|late cancel(?:lation)?)$/, 'cancelled'],
  [/^(?:sold|purchased|bought|said yes|closed(?: won)?|ordered|sale|yes to the dress)$/, 'sold'],
  [/^(?:walk[\s-]?out|walked[\s-]?out|no sale|not sold|lost|closed lost|unsold|thinking|not yet)$/, 'walked_out'],
  [/^(?:completed?|attended|arrived|checked[\s-]?(?:in|out)|showed|done|finished|visited|seen)$/, 'completed'],
  [/^(?:booked|confirmed|scheduled|accepted|pending|upcoming|active|requested)$/, 'booked'],
];

/** What happened to an appointment, in the words booking systems use. */
export function readStatus(text: string): HistoryStatus | null {
  const cell = text
    .trim()
    .toLowerCase()
    .replace(/[.!]+$/, '');
  if (cell === '') return null;
  for (const [pattern, status] of statusWords) if (pattern.test(cell)) return status;
  return null;
}

const yesWords = new Set(['yes', 'y', 'true', 'x', '1', 'sold', 'purchased', 'bought', '✓', '✔']);
const noWords = new Set(['no', 'n', 'false', '0', '', 'not sold', 'none']);

/** A yes/no cell; null when it is neither (so a column of them is recognised by its values). */
export function readYesNo(text: string): boolean | null {
  const cell = text.trim().toLowerCase();
  if (yesWords.has(cell)) return true;
  if (noWords.has(cell)) return false;
  return null;
}

/** A name as compared: lower-case letters and single spaces, accents kept. */
export function nameKey(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}' -]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
