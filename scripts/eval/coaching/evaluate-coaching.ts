/**
 * Runs simulated boutiques through the digest's own facts function (consultantDigestFacts, as the
 * product computes every consultant's digest) and scores its ONE focus against what was planted:
 * a hit names the planted weakness (the behaviour, the reason, the goal); for a consultant with
 * none, any focus other than "keep doing what works" is a false alarm.
 */
import { consultantDigestFacts } from '@bridal/server/coaching/digest/consultant-digest-facts';
import { digestWeekOf } from '@bridal/server/coaching/digest/digest-week';
import type { DigestFocus, DigestPeriod } from '@bridal/shared/coaching/digest';
import { goalProgress } from '@bridal/shared/coaching/goal';
import {
  type CoachingCounts,
  countAnswer,
  emptyBehaviourCounts,
  emptyCoachingCounts,
} from '@bridal/shared/coaching/measures';
import {
  calendarDay,
  daysBetween,
  defaultSimulationSettings,
  type PlantedWeakness,
  type SimulatedAppointment,
  type SimulatedBoutique,
  type SimulationSettings,
  simulateBoutique,
  type WeaknessKind,
  weaknessKinds,
} from './simulate-boutique';

/** The counts of a period, as readCoachingCounts adds them up from the database. */
export function countAppointments(appointments: readonly SimulatedAppointment[]): CoachingCounts {
  const counts = emptyCoachingCounts();
  const seen = new Set<string>();
  const bought = new Set<string>();
  for (const appointment of appointments) {
    seen.add(appointment.brideId);
    counts.completed += 1;
    counts.outcomes += 1;
    if (appointment.onTime) counts.outcomesOnTime += 1;
    if (appointment.sold) {
      bought.add(appointment.brideId);
      counts.sales += 1;
      if (appointment.saleAmountCents !== null) {
        counts.salesTotalCents += appointment.saleAmountCents;
        counts.pricedSales += 1;
      }
      if (appointment.onPullList) counts.salesOnPullList += 1;
    } else {
      counts.noSales += 1;
      for (const reason of appointment.reasons) counts.reasons[reason] += 1;
    }
    if (appointment.answers) {
      counts.scoreCards += 1;
      for (const [key, answer] of Object.entries(appointment.answers)) {
        countAnswer((counts.behaviours[key] ??= emptyBehaviourCounts()), answer, appointment.sold);
      }
    }
  }
  counts.bridesSeen = seen.size;
  counts.bridesBought = bought.size;
  return counts;
}

/** The appointments of a period of boutique-local days. */
function within(appointments: readonly SimulatedAppointment[], weekStart: string, period: DigestPeriod) {
  const [first, last] = [daysBetween(period.from, weekStart), daysBetween(period.to, weekStart)];
  return appointments.filter((appointment) => appointment.daysBefore <= first && appointment.daysBefore >= last);
}

export type Verdict = 'hit' | 'miss' | 'quiet' | 'false_alarm';

/** Whether the focus names what was planted. */
export function judgeFocus(planted: PlantedWeakness, focus: DigestFocus): Verdict {
  if (planted.kind === 'none') return focus.kind === 'keep_going' ? 'quiet' : 'false_alarm';
  const finding = focus.finding;
  const named =
    (planted.kind === 'behaviour' &&
      focus.kind === 'behaviour_skipped' &&
      finding?.behaviour?.key === planted.behaviourKey) ||
    (planted.kind === 'reason' && focus.kind === 'no_sale_reason' && finding?.reason === planted.reason) ||
    (planted.kind === 'goal' && focus.kind === 'goal_behind' && finding?.goal?.goalId === planted.goalId);
  return named ? 'hit' : 'miss';
}

export interface JudgedConsultant {
  boutique: string;
  consultant: string;
  planted: PlantedWeakness;
  focus: DigestFocus;
  verdict: Verdict;
  /** Her completed appointments over the digest's 12 weeks. */
  window: number;
}

/** Every consultant of a boutique, her digest's focus and its verdict. */
export function judgeBoutique(boutique: SimulatedBoutique): JudgedConsultant[] {
  const week = digestWeekOf(boutique.weekStart);
  const { periods } = week;
  const today = calendarDay(boutique.weekStart, -1);
  const periodCounts = (period: DigestPeriod) => ({
    team: countAppointments(boutique.consultants.flatMap((c) => within(c.appointments, boutique.weekStart, period))),
  });
  const teamWindow = periodCounts(periods.window).team;
  const windows = boutique.consultants.map((consultant) =>
    countAppointments(within(consultant.appointments, boutique.weekStart, periods.window)),
  );
  return boutique.consultants.map((consultant, index) => {
    const hersIn = (period: DigestPeriod) =>
      countAppointments(within(consultant.appointments, boutique.weekStart, period));
    const window = windows[index]!;
    const goals = consultant.goals.map((goal) => {
      const period = { from: goal.startsOn, to: goal.dueOn < today ? goal.dueOn : today };
      return goalProgress(goal, hersIn(period), period, today);
    });
    const facts = consultantDigestFacts({
      consultant: { id: consultant.id, name: consultant.name },
      boutiqueName: boutique.name,
      week,
      behaviours: boutique.behaviours,
      hers: { lastWeek: hersIn(periods.lastWeek), weekBefore: hersIn(periods.weekBefore), window },
      team: { window: teamWindow, peers: windows.filter((_, other) => other !== index) },
      goals,
    });
    return {
      boutique: boutique.name,
      consultant: consultant.name,
      planted: consultant.planted,
      focus: facts.focus,
      verdict: judgeFocus(consultant.planted, facts.focus),
      window: window.completed,
    };
  });
}

export interface Tally {
  count: number;
  hits: number;
}

export interface CoachingEvaluation {
  setting: string;
  boutiques: number;
  consultants: JudgedConsultant[];
  /** Per planted kind: how many, and how many the focus named. */
  byKind: Record<WeaknessKind, Tally>;
  weak: Tally;
  /** Consultants without a planted weakness, and those the focus named one for anyway. */
  clean: { count: number; falseAlarms: number };
}

/** The named settings the evaluation runs: the default ranges and harder or easier corners of them. */
export const evaluationSettings: Record<string, SimulationSettings> = {
  'wide ranges': defaultSimulationSettings,
  'a typical boutique (4-8 a week, 4-7 months)': {
    ...defaultSimulationSettings,
    appointmentsPerWeek: [4, 8],
    weeks: [16, 30],
    spread: [0.02, 0.06],
  },
  'small and quiet (2-4 a week, 2-4 months)': {
    ...defaultSimulationSettings,
    appointmentsPerWeek: [2, 4],
    weeks: [8, 16],
  },
  'busy and noisy (6-10 a week, wide spread, fewer cards)': {
    ...defaultSimulationSettings,
    appointmentsPerWeek: [6, 10],
    spread: [0.04, 0.1],
    cardsFilled: [0.4, 0.8],
  },
  'high closing, strong behaviours': {
    ...defaultSimulationSettings,
    closing: [0.5, 0.7],
    behaviourEffect: [0.6, 1.4],
    behaviourYes: [0.7, 0.98],
  },
};

/** `boutiques` boutiques of a setting, seeded `seed-0`, `seed-1`... */
export function evaluateCoaching(options: {
  setting: string;
  settings: SimulationSettings;
  boutiques: number;
  seed: string;
}): CoachingEvaluation {
  const consultants = Array.from({ length: options.boutiques }, (_, index) =>
    judgeBoutique(simulateBoutique(`${options.seed}-${index}`, options.settings)),
  ).flat();
  const byKind = Object.fromEntries(weaknessKinds.map((kind) => [kind, { count: 0, hits: 0 }])) as Record<
    WeaknessKind,
    Tally
  >;
  const weak: Tally = { count: 0, hits: 0 };
  const clean = { count: 0, falseAlarms: 0 };
  for (const judged of consultants) {
    if (judged.planted.kind === 'none') {
      clean.count += 1;
      if (judged.verdict === 'false_alarm') clean.falseAlarms += 1;
      continue;
    }
    const tally = byKind[judged.planted.kind];
    tally.count += 1;
    weak.count += 1;
    if (judged.verdict === 'hit') {
      tally.hits += 1;
      weak.hits += 1;
    }
  }
  return { setting: options.setting, boutiques: options.boutiques, consultants, byKind, weak, clean };
}
