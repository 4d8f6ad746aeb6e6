/**
 * Drill 1: while brides keep arriving, a worker is killed with SIGKILL in the middle of its
 * analyses, again and again, and a fresh one is started each time. The steps it held must be
 * taken up by the others (their locks expire) and finish, each written once.
 */
import { delay } from '../wait';
import { lastStepDoneAt } from './drill-evidence';
import type { ActiveStep, DrillPlatform } from './drill-platform';
import { type DrillResult, seconds } from './drill-report';
import { type DrillLoad, runDrill, summarizeFailures } from './run-drill';

export interface KillWorkerDrillOptions {
  kills: number;
  /** Time from one kill to the next (at least the time a new worker takes to start). */
  everyMs: number;
  load: DrillLoad;
  /** The analyses a killed worker held must be finished by others within this. */
  goalMs: number;
  signal?: AbortSignal;
}

export interface Kill {
  worker: string;
  at: number;
  /** The steps being worked on (by any worker) at the kill. */
  inFlight: ActiveStep[];
  /** How long its replacement took to start (until it logged that it was ready). */
  replacementStartMs: number;
}

/**
 * Kills one live worker with SIGKILL in the middle of analyses (it waits, bounded, until steps are
 * being worked on) and starts its replacement, as an orchestrator would.
 */
export async function killWorkerMidAnalyses(platform: DrillPlatform, signal?: AbortSignal): Promise<Kill> {
  const victim = platform.workers.find((worker) => !worker.killed);
  if (!victim) throw new Error('no worker left to kill');
  let inFlight = await platform.activeSteps();
  for (let tries = 0; inFlight.length < 2 && tries < 50 && !signal?.aborted; tries += 1) {
    await delay(100, signal);
    inFlight = await platform.activeSteps();
  }
  const at = Date.now();
  await platform.killWorker(victim);
  // The replacement starts while the others carry on.
  const replacing = Date.now();
  await platform.startWorker();
  return { worker: victim.name, at, inFlight, replacementStartMs: Date.now() - replacing };
}

/**
 * How long after the kill the steps in flight at it were all finished (by the others); 0 when none
 * were in flight, undefined when some never finished.
 */
export async function recoveryAfterKill(platform: DrillPlatform, kill: Kill): Promise<number | undefined> {
  if (kill.inFlight.length === 0) return 0;
  const done = await lastStepDoneAt(platform.sql, kill.inFlight);
  return done === undefined ? undefined : Math.max(0, done - kill.at);
}

export async function runKillWorkerDrill(
  platform: DrillPlatform,
  options: KillWorkerDrillOptions,
): Promise<DrillResult> {
  const { signal } = options;
  const workerCount = platform.workers.filter((worker) => !worker.killed).length;
  const run = await runDrill(platform, { label: 'Kill', load: options.load, signal }, async () => {
    const kills: Kill[] = [];
    for (let index = 0; index < options.kills && !signal?.aborted; index += 1) {
      const kill = await killWorkerMidAnalyses(platform, signal);
      kills.push(kill);
      if (index < options.kills - 1) await delay(Math.max(0, kill.at + options.everyMs - Date.now()), signal);
    }
    return kills;
  });

  const recoveries = await Promise.all(run.fault.map((kill) => recoveryAfterKill(platform, kill)));
  const worst = recoveries.some((ms) => ms === undefined) ? undefined : Math.max(0, ...recoveries.map((ms) => ms ?? 0));
  const start = run.submissions[0]?.sentAt ?? 0;
  const refusals = run.submissions.flatMap((submission) => (submission.error ? [submission.error] : []));
  return {
    name: 'Worker killed (kill -9)',
    fault: `SIGKILL × ${run.fault.length} of ${workerCount} workers, one every ${seconds(options.everyMs)}, each replaced`,
    counts: run.counts,
    refusalsAllowed: false,
    recovery: [{ label: 'steps held at a kill finished by others within', ms: worst, goalMs: options.goalMs }],
    restarted: run.restarted,
    notes: [
      ...run.fault.map(
        (kill, index) =>
          `kill ${index + 1} at +${seconds(kill.at - start)} (${kill.worker}): ${kill.inFlight.length} steps in flight, all finished ${seconds(recoveries[index])} later`,
      ),
      ...(refusals.length > 0 ? [`refused: ${summarizeFailures(refusals)}`] : []),
    ],
  };
}
