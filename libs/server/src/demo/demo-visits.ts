import { createHash } from 'node:crypto';
import type { NoSaleReason, OutcomeResult } from '@bridal/shared/appointments/appointment';
import { budgetRanges, type Budget } from '@bridal/shared/survey/survey-options';
import { DateTime } from 'luxon';
import type { BoutiqueSchedule } from '../appointments/schedule/boutique-schedule';

/**
 * What the demo's eight weeks of appointments are made of, decided by a seeded random generator
 * so every seed of the same day makes the same visits: how many a day, when, with whom, and how
 * each one ends. The seed (seed-demo-appointments.ts) plays them through the real functions.
 */

export type Random = () => number;

/** A small, fast generator (mulberry32) seeded by a string's FNV-1a hash. */
export function randomOf(seed: string): Random {
  let state = 0x811c9dc5;
  for (let i = 0; i < seed.length; i += 1) state = Math.imul(state ^ seed.charCodeAt(i), 0x01000193) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * A thing's own dice, from 0 to 1, from its key alone: every run answers the same. A hash rather
 * than randomOf, whose first draw leans high for seeds this alike.
 */
export const diceOf = (key: string): number =>
  createHash('sha256').update(key).digest().readUInt32BE(0) / 4_294_967_296;

export const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

/** One of the keys, by weight. */
function weighted<K extends string | number>(random: Random, weights: readonly (readonly [K, number])[]): K {
  const total = weights.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random() * total;
  for (const [key, weight] of weights) {
    roll -= weight;
    if (roll < 0) return key;
  }
  return weights[weights.length - 1]![0];
}

/** How a visit ends: no-show, or an outcome; roughly 55 % of completed visits say yes. */
export type VisitFate = 'no_show' | OutcomeResult;

export interface PlannedVisit {
  startsAt: Date;
  /** Index into demoConsultants: Sofia, Hannah, Grace. */
  consultant: number;
  fate: VisitFate;
  /** She booked from the survey's thanks page (else staff booked her by phone). */
  bookedByBride: boolean;
}

const first = [
  'Abigail',
  'Amelia',
  'Aria',
  'Camila',
  'Charlotte',
  'Chloe',
  'Claire',
  'Eleanor',
  'Elena',
  'Ella',
  'Evelyn',
  'Gianna',
  'Harper',
  'Hazel',
  'Iris',
  'Layla',
  'Leah',
  'Lily',
  'Lucy',
  'Madison',
  'Maya',
  'Nora',
  'Naomi',
  'Paisley',
  'Penelope',
  'Riley',
  'Ruby',
  'Scarlett',
  'Stella',
  'Victoria',
  'Violet',
  'Zoe',
];
const last = [
  'Alvarez',
  'Brennan',
  'Carter',
  'Delgado',
  'Ellis',
  'Foster',
  'Garcia',
  'Hayes',
  'Ibrahim',
  'Jensen',
  'Keller',
  'Lopez',
  'Morgan',
  'Nguyen',
  'Okafor',
  'Patel',
  'Quinn',
  'Rossi',
  'Sullivan',
  'Turner',
  'Walsh',
  'Young',
];
const venues = [
  ['The Barn at Harvest Hill', 'Woodstock, VT'],
  ['Harbor View Hotel', 'Portland, ME'],
  ['St. Mary’s Chapel', 'Providence, RI'],
  ['The Glasshouse', 'Boston, MA'],
  ['Blue Hill Vineyard', 'Hudson, NY'],
  ['Lakeside Pavilion', 'Lake George, NY'],
] as const;

/** A past bride's survey, as she would have sent it (no photos). */
export function pastBrideAnswers(random: Random, visitDay: DateTime): Record<string, string | string[]> {
  const [venue, location] = pick(random, venues);
  const budget = weighted<Budget>(random, [
    ['1000-2000', 3],
    ['2000-3000', 4],
    ['3000-5000', 3],
    ['5000-plus', 1],
    ['custom', 1],
  ]);
  return {
    name: `${pick(random, first)} ${pick(random, last)}`,
    weddingDate: visitDay.plus({ days: 120 + Math.floor(random() * 300) }).toISODate()!,
    weddingVenue: venue,
    weddingLocation: location,
    weddingVibes: [pick(random, ['classic', 'modern', 'bohemian', 'garden-party', 'beach', 'glamorous'])],
    shoppingParty: [pick(random, ['mom', 'sister', 'friend', 'alone'])],
    currentFeeling: [pick(random, ['excited', 'nervous', 'hopeful', 'open-minded'])],
    shoppingIntention: pick(random, ['ready-to-buy', 'serious-shopping', 'serious-shopping', 'browsing']),
    budget,
    customBudget: budget === 'custom' ? `$${(18 + Math.floor(random() * 25)) * 100}` : '',
  };
}

/** The dollars a bride had in mind: her range, or her typed amount ±15 %. */
export function budgetFrame(answers: { budget?: string; customBudget?: string }): { min: number; max: number } {
  if (answers.budget === 'custom') {
    const amount = Number((answers.customBudget ?? '').replace(/[$,]/g, '')) || 2500;
    return { min: amount * 0.85, max: amount * 1.15 };
  }
  const range = budgetRanges[answers.budget as Exclude<Budget, 'custom'>] ?? { min: 1000, max: 3000 };
  return { min: range.min ?? 900, max: range.max ?? 6500 };
}

const reasonWeights: (readonly [NoSaleReason, number])[] = [
  ['budget', 4],
  ['keep_shopping', 5],
  ['decision_maker_absent', 3],
  ['not_the_one', 4],
  ['timing', 2],
  ['fit_or_size', 2],
  ['other', 1],
];

export const otherReasons = ['Wants to bring her grandmother next time', 'Waiting for the venue to confirm the date'];

/** One or two reasons for not buying (never the same twice). */
export function reasonsFor(random: Random): NoSaleReason[] {
  const one = weighted(random, reasonWeights);
  if (random() < 0.7) return [one];
  const two = weighted(
    random,
    reasonWeights.filter(([reason]) => reason !== one),
  );
  return [one, two];
}

/** Every start a day's opening ranges allow, on the half hour, for visits of this length. */
export function startsOfDay(schedule: BoutiqueSchedule, day: DateTime): DateTime[] {
  const date = day.toISODate()!;
  if (schedule.closedDates.includes(date)) return [];
  const starts: DateTime[] = [];
  for (const range of schedule.openingHours[day.weekday - 1] ?? []) {
    const from = DateTime.fromISO(`${date}T${range.from}`, { zone: schedule.timeZone });
    const to =
      range.to === '24:00'
        ? day.startOf('day').plus({ days: 1 })
        : DateTime.fromISO(`${date}T${range.to}`, { zone: schedule.timeZone });
    for (
      let start = from;
      start.plus({ minutes: schedule.appointmentMinutes }) <= to;
      start = start.plus({ minutes: 30 })
    ) {
      starts.push(start);
    }
  }
  return starts;
}

/** How a completed (or missed) visit ends. */
export const fateOf = (random: Random): VisitFate =>
  weighted<VisitFate>(random, [
    ['no_show', 8],
    ['said_yes', 51],
    ['not_yet', 26],
    ['no_sale', 15],
  ]);

/** A past day's visits: none to two, at distinct times, each with its consultant and its end. */
export function planDay(schedule: BoutiqueSchedule, day: DateTime): PlannedVisit[] {
  const random = randomOf(`demo-visits:${day.toISODate()}`);
  const starts = startsOfDay(schedule, day);
  if (starts.length === 0) return [];
  // At most two a day: the demo's two fitting rooms hold them even when the seed books them side by side.
  const count = weighted(random, [
    [0, 2],
    [1, 5],
    [2, 3],
  ]);
  const chosen = new Set<number>();
  while (chosen.size < Math.min(count, starts.length)) chosen.add(Math.floor(random() * starts.length));
  return [...chosen]
    .sort((a, b) => a - b)
    .map((index) => ({
      startsAt: starts[index]!.toJSDate(),
      consultant: weighted(random, [
        [0, 4],
        [1, 4],
        [2, 3],
      ]),
      fate: fateOf(random),
      bookedByBride: random() < 0.4,
    }));
}
