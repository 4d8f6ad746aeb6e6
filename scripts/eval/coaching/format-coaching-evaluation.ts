import type { CoachingEvaluation, Tally } from './evaluate-coaching';
import { type SimulationSettings, weaknessKinds } from './simulate-boutique';

/** The goals the digest is held to (the product's brief). */
export const coachingGoals = { hitRate: 0.9, falseAlarmRate: 0.1 } as const;

const percent = (part: number, whole: number) => (whole > 0 ? `${((100 * part) / whole).toFixed(1)} %` : '—');
const tally = ({ hits, count }: Tally) => `${percent(hits, count)} (${hits} of ${count})`;
const range = ([low, high]: readonly [number, number]) => `${low}–${high}`;

/** Adds the settings' evaluations up into one. */
export function totalOf(evaluations: readonly CoachingEvaluation[]): CoachingEvaluation {
  const sum = (pick: (evaluation: CoachingEvaluation) => Tally): Tally => ({
    count: evaluations.reduce((total, evaluation) => total + pick(evaluation).count, 0),
    hits: evaluations.reduce((total, evaluation) => total + pick(evaluation).hits, 0),
  });
  return {
    setting: 'All settings',
    boutiques: evaluations.reduce((total, evaluation) => total + evaluation.boutiques, 0),
    consultants: evaluations.flatMap((evaluation) => evaluation.consultants),
    byKind: Object.fromEntries(
      weaknessKinds.map((kind) => [kind, sum((evaluation) => evaluation.byKind[kind])]),
    ) as CoachingEvaluation['byKind'],
    weak: sum((evaluation) => evaluation.weak),
    clean: {
      count: evaluations.reduce((total, evaluation) => total + evaluation.clean.count, 0),
      falseAlarms: evaluations.reduce((total, evaluation) => total + evaluation.clean.falseAlarms, 0),
    },
  };
}

/** Whether an evaluation meets both goals. */
export const meetsGoals = (evaluation: CoachingEvaluation) =>
  evaluation.weak.hits >= coachingGoals.hitRate * evaluation.weak.count &&
  evaluation.clean.falseAlarms <= coachingGoals.falseAlarmRate * evaluation.clean.count;

const medianOf = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** The evaluation as Markdown: one row per setting and one for all, what each setting drew from, and what the misses said. */
export function formatCoachingEvaluation(
  evaluations: readonly CoachingEvaluation[],
  settings: Record<string, SimulationSettings>,
  seed: string,
): string {
  const all = totalOf(evaluations);
  const row = (evaluation: CoachingEvaluation) =>
    `| ${evaluation.setting} | ${evaluation.boutiques} | ${evaluation.consultants.length} | ` +
    `${medianOf(evaluation.consultants.map((judged) => judged.window))} | ` +
    `**${tally(evaluation.weak)}** | ${weaknessKinds.map((kind) => tally(evaluation.byKind[kind])).join(' | ')} | ` +
    `**${percent(evaluation.clean.falseAlarms, evaluation.clean.count)} (${evaluation.clean.falseAlarms} of ${evaluation.clean.count})** | ` +
    `${meetsGoals(evaluation) ? '✅' : '❌'} |`;
  const outcomes = new Map<string, number>();
  for (const judged of all.consultants) {
    if (judged.verdict === 'hit' || judged.verdict === 'quiet') continue;
    const key = `${judged.planted.kind} → ${judged.focus.kind}`;
    outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
  }
  return [
    `# Coaching digest evaluation (seed "${seed}")`,
    '',
    'Simulated boutiques of 8 to 12 consultants with months of outcomes and score cards; each consultant has one planted ' +
      'weakness (a behaviour she skips, a reason for no sale that dominates her losses, a goal she is far from) or none, ' +
      'plus noise (every consultant differs from the team on every rate, cards go unfilled, reasons come in pairs). Each ' +
      "consultant's counts go through the product's own facts function (consultantDigestFacts), and its ONE focus is " +
      'judged: a hit names the planted weakness (that behaviour, that reason, that goal); for a consultant without one, ' +
      `any focus but "keep doing what works" is a false alarm. Goals: hits ≥ ${coachingGoals.hitRate * 100} %, ` +
      `false alarms ≤ ${coachingGoals.falseAlarmRate * 100} %.`,
    '',
    '| Setting | Boutiques | Consultants | Median appointments in 12 weeks | Focus names the weakness | Behaviour | Reason | Goal | False alarms (no weakness) | Goals met |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...evaluations.map(row),
    row(all),
    '',
    '## What each setting draws a boutique from',
    '',
    '| Setting | Weeks | Appointments a week | Closing | Behaviour yes-rate | Spread between consultants | Cards filled | Skipped behaviour at (of the team’s rate) | Dominant reason’s share | Far goal above her (points / times) |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...Object.entries(settings).map(
      ([name, setting]) =>
        `| ${name} | ${range(setting.weeks)} | ${range(setting.appointmentsPerWeek)} | ${range(setting.closing)} | ` +
        `${range(setting.behaviourYes)} | ${range(setting.spread)} | ${range(setting.cardsFilled)} | ${range(setting.skippedFraction)} | ` +
        `${range(setting.dominantShare)} | ${range(setting.farGoalPoints)} / ${range(setting.farGoalTimes)} |`,
    ),
    '',
    '## Misses and false alarms, by what was planted and what the focus said',
    '',
    '| Planted → focus | Consultants |',
    '|---|---|',
    ...[...outcomes].sort((a, b) => b[1] - a[1]).map(([key, count]) => `| ${key} | ${count} |`),
    '',
    'A miss whose focus is "keep_going" is a weakness the counts could not support: the digest never names one it cannot. ' +
      'Settings with few appointments a week fall short of the hit goal for that reason.',
    '',
  ].join('\n');
}
