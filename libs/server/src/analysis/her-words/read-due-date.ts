const months = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const monthOf = (word: string): number | null => {
  if (word.length < 3) return null;
  const index = months.findIndex((name) => name.startsWith(word) || (word === 'sept' && name === 'september'));
  return index >= 0 ? index : null;
};
export const isMonth = (word: string): boolean => monthOf(word) !== null;
const dayOf = (word: string): number | null => {
  const match = /^(\d{1,2})(?:st|nd|rd|th)?$/.exec(word);
  const day = match ? Number(match[1]) : NaN;
  return day >= 1 && day <= 31 ? day : null;
};
const yearOf = (word: string): number | null => (/^20\d\d$/.test(word) ? Number(word) : null);
// Words between 'due' and the date: "due date is around the end of March".
const leading = new Set([
  'in',
  'on',
  'date',
  'is',
  'at',
  'around',
  'by',
  'mid',
  'early',
  'late',
  'end',
  'of',
  'the',
  'beginning',
  'start',
  'middle',
  'about',
  'approximately',
  'sometime',
  'roughly',
]);

export interface DueDate {
  date: Date;
  /** She gave the month only: the day is the middle of it. */
  monthOnly: boolean;
}

/**
 * The date she is due, from the words after 'due' ("in March", "on the 3rd of March 2026",
 * "2026-03-10", "3/10"). A month without a year is the next one from today: she is expecting now.
 */
export function readDueDate(after: readonly string[], today: Date): DueDate | null {
  let index = 0;
  while (index < after.length && leading.has(after[index] ?? '')) index += 1;
  const words = after.slice(index, index + 4);
  const [first = '', second = '', third = '', fourth = ''] = words;
  let month: number | null = null;
  let day: number | null = null;
  let year: number | null = null;
  if (yearOf(first) !== null && /^\d{1,2}$/.test(second) && dayOf(third) !== null) {
    [year, month, day] = [yearOf(first), Number(second) - 1, dayOf(third)];
  } else if (monthOf(first) !== null) {
    month = monthOf(first);
    day = dayOf(second);
    year = yearOf(day === null ? second : third);
  } else if (dayOf(first) !== null && (monthOf(second) !== null || (second === 'of' && monthOf(third) !== null))) {
    day = dayOf(first);
    month = monthOf(second) ?? monthOf(third);
    year = yearOf(second === 'of' ? fourth : third);
  } else if (/^\d{1,2}$/.test(first) && Number(first) <= 12 && dayOf(second) !== null) {
    [month, day, year] = [Number(first) - 1, dayOf(second), yearOf(third)];
  }
  if (month === null || month < 0 || month > 11) return null;
  const resolvedYear = year ?? (month >= today.getUTCMonth() ? today.getUTCFullYear() : today.getUTCFullYear() + 1);
  return { date: new Date(Date.UTC(resolvedYear, month, day ?? 15)), monthOnly: day === null };
}

export const monthName = (date: Date): string => {
  const name = months[date.getUTCMonth()] ?? '';
  return `${name.charAt(0).toUpperCase()}${name.slice(1)}`;
};
