/**
 * The kill -9 drill repeated over many rounds, summed up: one DrillResult over every bride (so
 * `missedGoals` and `formatDrillReport` judge and print it as any drill), and the recovery times
 * per round as median / p95 / worst.
 */
import type { BrideCounts } from './drill-evidence';
import { type DrillResult, formatDrillReport, missedGoals, seconds } from './drill-report';

export interface RoundRecord {
  round: number;
  worker: string;
  /** Epoch ms of the kill. */
  at: number;
  stepsInFlight: number;
  /** How long the replacement worker took to start. */
  replacementStartMs: number;
  /** Until the steps in flight at the kill were all finished; undefined: some never were. */
  recoveryMs: number | undefined;
}

export interface RecoveryStats {
  /** Rounds whose kill caught steps in flight: the only ones a recovery time means anything for. */
  timed: number;
  /** Of those, the rounds whose steps were not all finished by the end of the bounded wait. */
  never: number;
  medianMs: number | undefined;
  p95Ms: number | undefined;
  /** undefined as soon as one round never recovered. */
  worstMs: number | undefined;
}

/** Nearest-rank percentile of ascending `sorted` (p in 0..100); undefined when empty. */
export function percentile(sorted: readonly number[], p: number): number | undefined {
  if (sorted.length === 0) return undefined;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

export function recoveryStats(rounds: readonly RoundRecord[]): RecoveryStats {
  const timed = rounds.filter((round) => round.stepsInFlight > 0);
  const finished = timed.flatMap((round) => (round.recoveryMs === undefined ? [] : [round.recoveryMs]));
  const sorted = [...finished].sort((a, b) => a - b);
  const never = timed.length - finished.length;
  return {
    timed: timed.length,
    never,
    medianMs: percentile(sorted, 50),
    p95Ms: percentile(sorted, 95),
    worstMs: never > 0 ? undefined : (sorted.at(-1) ?? 0),
  };
}

/** The pace the rounds kept: kills further apart than planned mean replacements started slowly. */
export function describeCadence(rounds: readonly RoundRecord[]): string {
  if (rounds.length === 0) return 'no rounds ran';
  const starts = rounds.map((round) => round.replacementStartMs).sort((a, b) => a - b);
  const span = rounds.length > 1 ? (rounds.at(-1)!.at - rounds[0]!.at) / (rounds.length - 1) : undefined;
  const apart = span === undefined ? '' : `kills ${seconds(span)} apart on average; `;
  return `${apart}a replacement worker started in ${seconds(percentile(starts, 50))} (median), ${seconds(starts.at(-1))} (worst)`;
}

export interface KillRoundsOutcome {
  rounds: RoundRecord[];
  workers: number;
  everyMs: number;
  counts: BrideCounts;
  /** Our processes that ended without the drill killing them. */
  restarted: string[];
  /** Refusals, summarized ("3 × \"503 …\""), when there were any. */
  refusals?: string;
  goalMs: number;
}

/** How many of the slowest rounds the report lists by name. */
const slowestListed = 5;

export function killRoundsResult(outcome: KillRoundsOutcome): DrillResult {
  const { rounds } = outcome;
  const stats = recoveryStats(rounds);
  const slowest = [...rounds]
    .filter((round) => round.stepsInFlight > 0)
    .sort((a, b) => (b.recoveryMs ?? Infinity) - (a.recoveryMs ?? Infinity))
    .slice(0, slowestListed);
  const timedLabel = `over ${stats.timed} rounds with steps in flight`;
  return {
    name: 'Worker killed (kill -9), rounds',
    fault: `SIGKILL × ${rounds.length} rounds, one of ${outcome.workers} workers every ${seconds(outcome.everyMs)}, each replaced`,
    counts: outcome.counts,
    refusalsAllowed: false,
    recovery: [
      { label: `steps held at a kill finished by others, median ${timedLabel}`, ms: stats.medianMs },
      { label: 'p95', ms: stats.p95Ms },
      { label: 'worst', ms: stats.worstMs, goalMs: outcome.goalMs },
    ],
    restarted: outcome.restarted,
    notes: [
      `${rounds.length} rounds; ${stats.timed} kills caught steps in flight (${rounds.reduce((sum, round) => sum + round.stepsInFlight, 0)} steps in all)` +
        (stats.never > 0 ? `; ${stats.never} rounds' steps never all finished` : ''),
      describeCadence(rounds),
      ...slowest.map(
        (round) =>
          `slow round ${round.round} (${round.worker}): ${round.stepsInFlight} steps in flight, all finished ${seconds(round.recoveryMs)} later`,
      ),
      ...(outcome.refusals ? [`refused: ${outcome.refusals}`] : []),
    ],
  };
}

export interface RoundsReportOptions {
  startedAt: Date;
  rounds: number;
  /** The machine line, load average at start included. */
  machine: string;
  /** The processes' environment overrides ({} = the production defaults). */
  env: Record<string, string>;
  durationMs: number;
  result: DrillResult;
}

export const roundsGoals =
  'Goals: 0 lost, 0 stuck, 0 duplicated, 0 refused, no process of ours ended on its own; steps held at a kill finished by others within 20 s in the worst round.';

export function describeSettings(env: Record<string, string>): string {
  const overrides = Object.entries(env).map(([name, value]) => `${name}=${value}`);
  return overrides.length === 0 ? 'production settings (no overrides)' : `settings overridden: ${overrides.join(', ')}`;
}

export function formatRoundsReport(options: RoundsReportOptions): string {
  const { result } = options;
  const missed = missedGoals(result);
  return [
    `# Kill -9 drill × ${options.rounds} rounds, ${options.startedAt.toISOString()}`,
    '',
    `Machine: ${options.machine}. Ran with ${describeSettings(options.env)}; took ${seconds(options.durationMs)}.`,
    '',
    roundsGoals,
    '',
    formatDrillReport([result]),
    '',
    missed.length === 0 ? 'Every goal met.' : `Goals missed:\n${missed.map((miss) => `- ${miss}`).join('\n')}`,
    '',
  ].join('\n');
}
