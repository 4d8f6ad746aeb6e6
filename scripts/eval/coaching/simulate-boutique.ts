/**
 * Simulated boutiques for the coaching evaluation: months of appointments with outcomes and score
 * cards for 8 to 12 consultants, each with one planted weakness (a behaviour she skips, a reason for
 * no sale that dominates her losses, a goal she is far from) or none, plus noise: every consultant
 * differs a little from the team in every rate, cards go unfilled, reasons come in pairs. What a
 * boutique looks like (its size, history, volumes, base rates, noise and how strong the weakness is)
 * is drawn from wide ranges, so the coach is not judged on one setting.
 */
import { type NoSaleReason, noSaleReasons } from '@bridal/shared/appointments/appointment';
import type { ConsultantGoal } from '@bridal/shared/coaching/goal';
import type { Measure } from '@bridal/shared/coaching/measures';
import {
  defaultScoreCardBehaviours,
  type ScoreCardAnswer,
  type ScoreCardBehaviour,
} from '@bridal/shared/coaching/score-card';
import { pick, type Random, randomOf } from '@bridal/server/demo/demo-visits';

/** A range to draw a boutique's setting from: [low, high]. */
type Range = readonly [number, number];

/** The ranges a boutique is drawn from; the evaluation runs several settings of them. */
export interface SimulationSettings {
  consultants: Range;
  /** Weeks of history before the digest's Monday. */
  weeks: Range;
  /** Completed appointments a consultant runs in a week, on average. */
  appointmentsPerWeek: Range;
  /** The team's closing ratio (appointments). */
  closing: Range;
  /** How often the team answers yes to a behaviour. */
  behaviourYes: Range;
  /** How far (in probability) each consultant sits from the team on every rate. */
  spread: Range;
  /** The share of appointments with a score card. */
  cardsFilled: Range;
  /** The share of outcomes recorded within 24 h. */
  onTime: Range;
  /** How much doing a behaviour raises the odds of a sale (log odds). */
  behaviourEffect: Range;
  /** The chance a consultant has a planted weakness. */
  weaknessShare: number;
  /** How strong a planted weakness is: her behaviour's yes-rate falls to this fraction of the team's. */
  skippedFraction: Range;
  /** A dominant reason's share of her losses. */
  dominantShare: Range;
  /** How far above what she can do a far goal is set: points for a ratio (an average sale: times). */
  farGoalPoints: Range;
  farGoalTimes: Range;
}

export const defaultSimulationSettings: SimulationSettings = {
  consultants: [8, 12],
  weeks: [10, 30],
  appointmentsPerWeek: [3, 7],
  closing: [0.25, 0.55],
  behaviourYes: [0.55, 0.95],
  spread: [0.02, 0.08],
  cardsFilled: [0.6, 1],
  onTime: [0.8, 0.98],
  behaviourEffect: [0, 0.8],
  weaknessShare: 0.6,
  skippedFraction: [0.15, 0.5],
  dominantShare: [0.45, 0.75],
  farGoalPoints: [0.18, 0.35],
  farGoalTimes: [1.4, 1.9],
};

export type WeaknessKind = 'behaviour' | 'reason' | 'goal';
export const weaknessKinds: readonly WeaknessKind[] = ['behaviour', 'reason', 'goal'];

/** What was planted in a consultant: the answer key of the evaluation. */
export type PlantedWeakness =
  | { kind: 'none' }
  | { kind: 'behaviour'; behaviourKey: string }
  | { kind: 'reason'; reason: NoSaleReason }
  | { kind: 'goal'; goalId: string };

/** One completed appointment: when (days before the digest's Monday, 1 = the Sunday before) and how it went. */
export interface SimulatedAppointment {
  daysBefore: number;
  brideId: string;
  sold: boolean;
  saleAmountCents: number | null;
  onPullList: boolean;
  onTime: boolean;
  reasons: NoSaleReason[];
  /** The score card, or null when none was filled. */
  answers: Record<string, ScoreCardAnswer> | null;
}

export interface SimulatedConsultant {
  id: string;
  name: string;
  planted: PlantedWeakness;
  appointments: SimulatedAppointment[];
  goals: ConsultantGoal[];
}

export interface SimulatedBoutique {
  name: string;
  /** The digest's Monday. */
  weekStart: string;
  weeks: number;
  behaviours: ScoreCardBehaviour[];
  consultants: SimulatedConsultant[];
}

const customBehaviours: ScoreCardBehaviour[] = [
  { key: 'offeredVeil', label: 'Offered a veil' },
  { key: 'toldHoldPolicy', label: 'Told her how long we hold a dress' },
  { key: 'photographedFavourites', label: 'Photographed her favourites' },
  { key: 'measuredHer', label: 'Measured her' },
];

const dayMs = 86_400_000;

/** The calendar day `days` after a YYYY-MM-DD day (no clock, so no time zone: a boutique's days are counted as days). */
export const calendarDay = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);

/** How many calendar days `day` is before `later`. */
export const daysBetween = (day: string, later: string) => Math.round((Date.parse(later) - Date.parse(day)) / dayMs);

const between = (random: Random, [low, high]: Range) => low + random() * (high - low);
const whole = (random: Random, range: Range) => Math.round(between(random, range));
const clamp = (value: number, low = 0.01, high = 0.99) => Math.min(high, Math.max(low, value));
const logit = (p: number) => Math.log(p / (1 - p));
const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

/** A standard normal draw (Box-Muller). */
const normal = (random: Random) => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());

/** Poisson draw by inversion (small means only). */
function poisson(random: Random, mean: number): number {
  const limit = Math.exp(-mean);
  let count = 0;
  let product = random();
  while (product > limit) {
    count += 1;
    product *= random();
  }
  return count;
}

/** Random weights that sum to 1 (a flat Dirichlet). */
function weights(random: Random, count: number): number[] {
  const draws = Array.from({ length: count }, () => -Math.log(1 - random()));
  const total = draws.reduce((sum, value) => sum + value, 0);
  return draws.map((value) => value / total);
}

function drawIndex(random: Random, shares: readonly number[]): number {
  let roll = random();
  for (let index = 0; index < shares.length; index += 1) {
    roll -= shares[index]!;
    if (roll < 0) return index;
  }
  return shares.length - 1;
}

/** Her reasons' shares with one reason set to `share` of her losses, the others scaled to fill the rest. */
function withDominant(shares: readonly number[], index: number, share: number): number[] {
  const rest = 1 - shares[index]!;
  return shares.map((value, i) =>
    i === index ? share : rest > 0 ? (value / rest) * (1 - share) : (1 - share) / (shares.length - 1),
  );
}

interface Profile {
  appointmentsPerWeek: number;
  closing: number;
  behaviourYes: number[];
  reasonShares: number[];
  onTime: number;
  cardsFilled: number;
  averageSaleCents: number;
  pullList: number;
}

/**
 * A boutique drawn from `settings` with seed `seed`: its team's rates, each consultant's own
 * (the team's plus her spread), her planted weakness if any, her goals and her appointments.
 */
export function simulateBoutique(
  seed: string,
  settings: SimulationSettings = defaultSimulationSettings,
): SimulatedBoutique {
  const random = randomOf(seed);
  const weeks = whole(random, settings.weeks);
  const behaviours =
    random() < 0.7
      ? [...defaultScoreCardBehaviours]
      : [...defaultScoreCardBehaviours.slice(0, 3), ...customBehaviours.slice(0, 1 + Math.floor(random() * 4))];
  const team: Profile = {
    appointmentsPerWeek: between(random, settings.appointmentsPerWeek),
    closing: between(random, settings.closing),
    behaviourYes: behaviours.map(() => between(random, settings.behaviourYes)),
    reasonShares: weights(random, noSaleReasons.length),
    onTime: between(random, settings.onTime),
    cardsFilled: between(random, settings.cardsFilled),
    averageSaleCents: Math.round(between(random, [120_000, 350_000])),
    pullList: between(random, [0.4, 0.85]),
  };
  const effects = behaviours.map(() => between(random, settings.behaviourEffect));
  const spread = between(random, settings.spread);
  const notRelevant = between(random, [0, 0.12]);
  const saleSpread = between(random, [0.25, 0.5]);
  const secondReason = between(random, [0, 0.3]);
  const weekStart = '2026-11-02';
  const dayBefore = (days: number) => calendarDay(weekStart, -days);

  const consultants = Array.from({ length: whole(random, settings.consultants) }, (_, index): SimulatedConsultant => {
    const id = `${seed}-c${index}`;
    const jitter = (value: number) => clamp(value + spread * normal(random));
    const own: Profile = {
      appointmentsPerWeek: team.appointmentsPerWeek * between(random, [0.6, 1.4]),
      closing: jitter(team.closing),
      behaviourYes: team.behaviourYes.map(jitter),
      reasonShares: weights(random, noSaleReasons.length).map(
        (share, i) => 0.85 * team.reasonShares[i]! + 0.15 * share,
      ),
      onTime: jitter(team.onTime),
      cardsFilled: clamp(team.cardsFilled * between(random, [0.8, 1.1]), 0.2, 1),
      averageSaleCents: team.averageSaleCents * (1 + spread * normal(random)),
      pullList: jitter(team.pullList),
    };

    const goals: ConsultantGoal[] = [];
    const goalOf = (measure: Measure, target: number, behaviourKey: string | null = null): ConsultantGoal => {
      const goal: ConsultantGoal = {
        id: `${id}-g${goals.length}`,
        consultantId: id,
        measure,
        behaviourKey,
        target: measure === 'average_sale' ? Math.round(target) : Math.round(target * 100) / 100,
        startsOn: dayBefore(7 * whole(random, [4, Math.max(4, weeks)])),
        dueOn: calendarDay(weekStart, 7 * whole(random, [0, 10])),
      };
      goals.push(goal);
      return goal;
    };
    /** What she can do on a measure, from her own rates. */
    const ability = (measure: Measure, behaviourIndex: number): number => {
      switch (measure) {
        case 'average_sale':
          return own.averageSaleCents;
        case 'outcomes_on_time':
          return own.onTime;
        case 'pull_list_rate':
          return own.pullList;
        case 'behaviour':
          return own.behaviourYes[behaviourIndex]!;
        default: {
          // Her closing with what her own habits add or take away.
          const habits = own.behaviourYes.reduce((sum, yes, i) => sum + effects[i]! * (yes - team.behaviourYes[i]!), 0);
          return sigmoid(logit(own.closing) + habits);
        }
      }
    };
    const goalMeasures: Measure[] = [
      'appointment_ratio',
      'contact_ratio',
      'average_sale',
      'outcomes_on_time',
      'pull_list_rate',
      'behaviour',
    ];

    let planted: PlantedWeakness = { kind: 'none' };
    if (random() < settings.weaknessShare) {
      const kind = pick(random, weaknessKinds);
      if (kind === 'behaviour') {
        const index = Math.floor(random() * behaviours.length);
        own.behaviourYes[index] = clamp(team.behaviourYes[index]! * between(random, settings.skippedFraction));
        planted = { kind, behaviourKey: behaviours[index]!.key };
      } else if (kind === 'reason') {
        // A reason the rest of the team seldom gives more than a third of the time, so it can dominate.
        const candidates = noSaleReasons.map((_, i) => i).filter((i) => team.reasonShares[i]! < 0.3);
        const index = pick(random, candidates.length > 0 ? candidates : noSaleReasons.map((_, i) => i));
        own.reasonShares = withDominant(own.reasonShares, index, between(random, settings.dominantShare));
        planted = { kind, reason: noSaleReasons[index]! };
      } else {
        // A goal set well beyond what she can do, on a measure with room above it.
        const points = between(random, settings.farGoalPoints);
        const behaviourIndex = Math.floor(random() * behaviours.length);
        const roomy = goalMeasures.filter((m) => m === 'average_sale' || ability(m, behaviourIndex) + points <= 0.97);
        const measure = pick(random, roomy);
        const can = ability(measure, behaviourIndex);
        const target = measure === 'average_sale' ? can * between(random, settings.farGoalTimes) : can + points;
        const goal = goalOf(measure, target, measure === 'behaviour' ? behaviours[behaviourIndex]!.key : null);
        planted = { kind, goalId: goal.id };
      }
    }
    // Goals within her reach (a little above or below what she does): most consultants have some.
    for (let count = Math.floor(random() * 3); count > 0; count -= 1) {
      const measure = pick(random, goalMeasures);
      const behaviourIndex = Math.floor(random() * behaviours.length);
      const can = ability(measure, behaviourIndex);
      const target =
        measure === 'average_sale'
          ? can * between(random, [0.85, 1.08])
          : clamp(can + between(random, [-0.08, 0.04]), 0.05, 0.98);
      goalOf(measure, target, measure === 'behaviour' ? behaviours[behaviourIndex]!.key : null);
    }

    const appointments: SimulatedAppointment[] = [];
    const teamLogit = logit(own.closing);
    for (let week = 0; week < weeks; week += 1) {
      for (let count = poisson(random, own.appointmentsPerWeek); count > 0; count -= 1) {
        const done = own.behaviourYes.map((yes) => random() < yes);
        // Doing a behaviour the team usually does raises her odds; skipping it lowers them.
        const odds =
          teamLogit + done.reduce((sum, did, i) => sum + effects[i]! * ((did ? 1 : 0) - team.behaviourYes[i]!), 0);
        const sold = random() < sigmoid(odds);
        const reasons: NoSaleReason[] = [];
        if (!sold) {
          reasons.push(noSaleReasons[drawIndex(random, own.reasonShares)]!);
          if (random() < secondReason) {
            const second = noSaleReasons[drawIndex(random, own.reasonShares)]!;
            if (!reasons.includes(second)) reasons.push(second);
          }
        }
        const answers =
          random() < own.cardsFilled
            ? Object.fromEntries(
                behaviours.map((behaviour, i): [string, ScoreCardAnswer] => [
                  behaviour.key,
                  random() < notRelevant ? 'not_relevant' : done[i] ? 'yes' : 'no',
                ]),
              )
            : null;
        appointments.push({
          daysBefore: 7 * week + 1 + Math.floor(random() * 7),
          brideId: `${id}-b${week}-${count}`,
          sold,
          saleAmountCents:
            sold && random() < 0.95
              ? Math.max(30_000, Math.round(own.averageSaleCents * (1 + saleSpread * normal(random))))
              : null,
          onPullList: sold && random() < own.pullList,
          onTime: random() < own.onTime,
          reasons,
          answers,
        });
      }
    }
    return { id, name: `Consultant ${index + 1}`, planted, appointments, goals };
  });
  return { name: `Boutique ${seed}`, weekStart, weeks, behaviours, consultants };
}
