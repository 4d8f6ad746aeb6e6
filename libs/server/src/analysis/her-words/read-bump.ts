import { findTerms, type Term, type TermHit } from '../../dresses/find-terms';
import type { Bump } from './her-limits';
import { isMonth, monthName, readDueDate } from './read-due-date';
import { isHers } from './whose-words';

const bumpTerms: Term[] = [
  {
    id: 'expecting',
    phrases: [
      'pregnant',
      'pregnancy',
      'maternity',
      'baby bump',
      'my bump',
      'the bump',
      'a bump',
      'bump friendly',
      'growing bump',
      'little bump',
      'small bump',
      'expecting',
      'baby on the way',
      'months along',
      'weeks along',
      'trimester',
      'with child',
      'bun in the oven',
      'due',
      'due date',
      'will be showing',
      'be showing',
    ],
  },
  // Words with a bump word inside that say nothing of her.
  {
    id: 'not-a-bump',
    phrases: ['babys breath', 'baby blue', 'due to', 'bump up', 'bump into', 'maternity leave cover'],
  },
];

// "Expecting 150 guests", "expecting to find": expecting a baby only when nothing else follows.
const babyAfterExpecting = new Set([
  'baby',
  'twins',
  'our',
  'my',
  'in',
  'so',
  'and',
  'now',
  'currently',
  'soon',
  'too',
]);
const dueFollows = new Set(['in', 'on', 'date', 'at', 'around', 'by', 'mid', 'early', 'late', 'end', 'the', 'any']);
// "Payment due in March", "the dress is due on the 3rd": due, but not her baby.
const notABaby = new Set([
  'payment',
  'balance',
  'deposit',
  'invoice',
  'bill',
  'rent',
  'fee',
  'fees',
  'dress',
  'gown',
  'order',
  'alterations',
  'delivery',
  'shipment',
  'fitting',
  'assignment',
]);
const numberWords = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];
const count = (n: number): string => numberWords[n - 1] ?? String(n);
// She will be showing on the day when she is due up to about six months after it.
const showingMonths = 6;
const monthLength = 30.44 * 24 * 3600 * 1000;

function isBumpMention(hit: TermHit): boolean {
  if (hit.id !== 'expecting' || hit.negated || !isHers(hit)) return false;
  const [next = '', then = ''] = hit.after;
  if (hit.phrase === 'expecting') {
    return (
      next === '' || babyAfterExpecting.has(next) || (next === 'a' && ['baby', 'little', 'boy', 'girl'].includes(then))
    );
  }
  if (hit.phrase === 'due' || hit.phrase === 'due date') {
    const dated = hit.phrase === 'due date' || dueFollows.has(next) || /^\d/.test(next) || isMonth(next);
    return dated && !hit.before.some((word) => notABaby.has(word));
  }
  return true;
}

function timing(dueDate: Date, monthOnly: boolean, weddingDate: Date | null): { reason: string; showing: boolean } {
  const due = monthOnly
    ? `in ${monthName(dueDate)} ${dueDate.getUTCFullYear()}`
    : `on ${dueDate.toISOString().slice(0, 10)}`;
  if (!weddingDate) return { reason: `she is due ${due}`, showing: true };
  const months = Math.round((weddingDate.getTime() - dueDate.getTime()) / monthLength);
  if (months === 0) return { reason: `she is due ${due}, the month of the wedding`, showing: true };
  const span = `${count(Math.abs(months))} month${Math.abs(months) === 1 ? '' : 's'}`;
  return months > 0
    ? { reason: `she is due ${due}, ${span} before the wedding`, showing: true }
    : { reason: `she is due ${due}, ${span} after the wedding`, showing: -months <= showingMonths };
}

/**
 * Whether she will carry a bump on the day (or have just had her baby): her words (pregnant,
 * maternity, expecting, due in ...), for her and not her sister. A due date she gives decides: due
 * before the wedding or up to about six months after it, she needs room; due later, she will
 * hardly show. A month without a year is the next one from `today`.
 */
export function readBump(texts: readonly string[], weddingDate: string | null, today: Date): Bump | null {
  const wedding = weddingDate ? new Date(`${weddingDate}T00:00:00Z`) : null;
  const mentions = texts.flatMap((text) => findTerms(text, bumpTerms)).filter(isBumpMention);
  if (mentions.length === 0) return null;
  for (const mention of mentions.filter((hit) => hit.phrase === 'due' || hit.phrase === 'due date')) {
    const due = readDueDate(mention.after, today);
    if (!due) continue;
    const { reason, showing } = timing(
      due.date,
      due.monthOnly,
      wedding && !Number.isNaN(wedding.getTime()) ? wedding : null,
    );
    return showing ? { reason } : null;
  }
  const along = mentions.find((hit) => hit.phrase === 'months along' || hit.phrase === 'weeks along');
  const [first] = mentions;
  return { reason: `she is expecting ("${(along ?? first)?.clause ?? ''}")` };
}
