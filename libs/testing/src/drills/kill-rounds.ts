/**
 * The kill -9 drill at scale: ONE platform kept up across every round, brides arriving the whole
 * time, and in each round one worker killed with SIGKILL in the middle of analyses and replaced.
 * After the last round it settles (bounded) and counts over every bride of every round.
 */
import type { Cleanup } from '../cleanup';
import { delay } from '../wait';
import { startDrillPlatform } from './drill-platform';
import { missedGoals } from './drill-report';
import { drillGoals } from './fault-drills';
import { type Kill, killWorkerMidAnalyses, recoveryAfterKill } from './kill-worker-drill';
import { killRoundsResult, type RoundRecord } from './rounds-report';
import { type DrillLoad, runDrill, summarizeFailures } from './run-drill';
import type { DrillResult } from './drill-report';

export interface KillRoundsProfile {
  workers: number;
  /** Added to the processes' environment ({}: the production defaults). */
  env: Record<string, string>;
  /** From one kill to the next (at least the time a replacement takes to start). */
  everyMs: number;
  /** `beforeMs` precedes the first kill, `afterMs` follows the last; `settleMs` bounds the final wait. */
  load: DrillLoad;
  goalMs: number;
}

/**
 * Production settings; sized so 100 rounds take under 15 minutes on 2 cores: a kill every 7 s
 * (a replacement worker starts in about 3 s), brides at 3 a second, one in three with a photo.
 */
export const killRoundsProfile: KillRoundsProfile = {
  workers: 2,
  env: {},
  everyMs: 7_000,
  load: { ratePerSecond: 3, photoEvery: 3, beforeMs: 4_000, afterMs: 4_000, settleMs: 180_000 },
  goalMs: drillGoals.workersResumeMs,
};

export interface KillRoundsOptions {
  rounds: number;
  signal?: AbortSignal;
  log?: (line: string) => void;
  /** Progress is logged every this many rounds. */
  progressEvery?: number;
  /** Called with the platform's logs when the drill throws. */
  onFailure?: (logTail: string) => void;
  /** Where every process's log is written when the drill throws or misses a goal. */
  logDir?: string;
}

export interface KillRoundsRun {
  result: DrillResult;
  rounds: RoundRecord[];
}

/** Starts the platform (undone by `cleanup`) and runs `options.rounds` kill rounds on it. */
export async function runKillRounds(
  cleanup: Cleanup,
  profile: KillRoundsProfile,
  options: KillRoundsOptions,
): Promise<KillRoundsRun> {
  const { signal, log = () => undefined, progressEvery = 10 } = options;
  log(`starting PostgreSQL, Redis, the API and ${profile.workers} workers`);
  const platform = await startDrillPlatform(cleanup, { workers: profile.workers, env: profile.env });
  const started = Date.now();
  const progress = async (round: number, kills: readonly Kill[]) => {
    const [row] = await platform.sql<{ total: number; ready: number }[]>`
      SELECT count(*)::int AS total, count(*) FILTER (WHERE status = 'ready')::int AS ready FROM brides`;
    const elapsed = (Date.now() - started) / 1000;
    const remaining = (elapsed / round) * (options.rounds - round);
    const inFlight = kills.reduce((sum, kill) => sum + kill.inFlight.length, 0);
    log(
      `round ${round}/${options.rounds}: ${elapsed.toFixed(0)} s in, about ${remaining.toFixed(0)} s of rounds left; ` +
        `${row?.total ?? 0} brides in the database (the demo brides too), ${row?.ready ?? 0} ready; ${inFlight} steps in flight at the kills so far`,
    );
  };

  try {
    const run = await runDrill(platform, { label: 'Rounds', load: profile.load, signal }, async () => {
      const kills: Kill[] = [];
      for (let round = 1; round <= options.rounds && !signal?.aborted; round += 1) {
        const kill = await killWorkerMidAnalyses(platform, signal);
        kills.push(kill);
        if (round % progressEvery === 0 || round === options.rounds) await progress(round, kills);
        if (round < options.rounds) await delay(Math.max(0, kill.at + profile.everyMs - Date.now()), signal);
      }
      log('last round done: brides arrive a little longer, then the wait for every bride to be ready');
      return kills;
    });
    const recoveries = await Promise.all(run.fault.map((kill) => recoveryAfterKill(platform, kill)));
    const rounds = run.fault.map((kill, index): RoundRecord => ({
      round: index + 1,
      worker: kill.worker,
      at: kill.at,
      stepsInFlight: kill.inFlight.length,
      replacementStartMs: kill.replacementStartMs,
      recoveryMs: recoveries[index],
    }));
    const refusals = run.submissions.flatMap((submission) => (submission.error ? [submission.error] : []));
    const result = killRoundsResult({
      rounds,
      workers: profile.workers,
      everyMs: profile.everyMs,
      counts: run.counts,
      restarted: run.restarted,
      refusals: refusals.length > 0 ? summarizeFailures(refusals) : undefined,
      goalMs: profile.goalMs,
    });
    if (options.logDir && missedGoals(result).length > 0) {
      await platform.writeLogs(options.logDir);
      log(`a goal was missed: the processes' logs are in ${options.logDir}`);
    }
    return { result, rounds };
  } catch (error) {
    if (signal?.aborted) throw error;
    options.onFailure?.(platform.logTail());
    if (options.logDir) await platform.writeLogs(options.logDir).catch(() => undefined);
    throw error;
  }
}
