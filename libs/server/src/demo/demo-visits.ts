import { createHash } from 'node:crypto';
import type { NoSaleReason, OutcomeResult } from '@bridal/shared/appointments/appointment';
import { budgetRanges, type Budget } from '@bridal/shared/survey/survey-options';
import { DateTime } from 'luxon';
import type { BoutiqueSchedule } from '../appointments/schedule/boutique-schedule';
import type { ScoreCardAnswer } from '@bridal/shared/coaching/score-card';
import { type DemoPattern, demoConsultants } from './demo-team';

/**
 * What the demo's thirteen weeks of appointments are made of, decided by a seeded random generator
 * so every seed of the same day makes the same visits: how many a day, when, with whom, and how
 * each one ends (by her pattern, demo-team.ts). The seed (seed-demo-appointments.ts) plays them
 * through the real functions.
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

/** How a visit ends: no-show, or an outcome, by her consultant's pattern. */
export type VisitFate = 'no_show' | OutcomeResult;

export interface PlannedVisit {
  startsAt: Date;
  /** Index into demoConsultants (demo-team.ts). */
  consultant: number;
  fate: VisitFate;
  /** Why she did not buy, and the consultant's score card, when decided with the plan. */
  reasons?: NoSaleReason[];
  card?: Record<string, ScoreCardAnswer>;
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

export const otherReasons = ['Wants to bring her grandmother next time', 'Waiting for the venue to confirm the date'];

/** One or two of her usual reasons for not buying (never the same twice). */
export function reasonsFor(random: Random, pattern: DemoPattern): NoSaleReason[] {
  const weights = Object.entries(pattern.reasons) as [NoSaleReason, number][];
  const one = weighted(random, weights);
  if (random() < 0.75) return [one];
  const others = weights.filter(([reason]) => reason !== one);
  return others.length > 0 ? [one, weighted(random, others)] : [one];
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

/** How one of her visits ends: a few brides do not come, the others end by her pattern. */
export function fateOf(random: Random, pattern: DemoPattern): VisitFate {
  if (random() < 0.07) return 'no_show';
  const { said_yes, not_yet, no_sale } = pattern.fates;
  return weighted<VisitFate>(random, [
    ['said_yes', said_yes],
    ['not_yet', not_yet],
    ['no_sale', no_sale],
  ]);
}

/** Who takes a visit, by her share of the boutique's visits. */
const consultantWeights = demoConsultants.map((member, index) => [index, member.pattern.share] as const);

/**
 * A past day's visits: none to three, none overlapping another (so visits booked side by side never
 * fill a slot another needs), each with its consultant and its end (`fateFor` her).
 */
export function planDay(
  schedule: BoutiqueSchedule,
  day: DateTime,
  fateFor: (consultant: number) => VisitFate,
): PlannedVisit[] {
  const random = randomOf(`demo-visits:${day.toISODate()}`);
  const starts = startsOfDay(schedule, day);
  if (starts.length === 0) return [];
  const count = weighted(random, [
    [0, 2],
    [1, 4],
    [2, 4],
    [3, 1],
  ]);
  const apart = schedule.appointmentMinutes * 60_000;
  const chosen: number[] = [];
  for (let tries = 0; chosen.length < count && tries < 20; tries += 1) {
    const index = Math.floor(random() * starts.length);
    const at = starts[index]!.toMillis();
    if (chosen.every((other) => Math.abs(starts[other]!.toMillis() - at) >= apart)) chosen.push(index);
  }
  return chosen
    .sort((a, b) => a - b)
    .map((index) => {
      const consultant = weighted(random, consultantWeights);
      return {
        startsAt: starts[index]!.toJSDate(),
        consultant,
        fate: fateFor(consultant),
        bookedByBride: random() < 0.4,
      };
    });
}
