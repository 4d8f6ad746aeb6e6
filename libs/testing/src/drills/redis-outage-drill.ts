/**
 * Drill 2: Redis is killed while brides keep arriving, stays down for a while, and comes back
 * empty (no persistence: every queued job is gone). The API must keep storing surveys; the
 * workers must reconnect by themselves, and housekeeping must queue again every bride whose
 * analysis the lost Redis held or never got.
 */
import { delay } from '../wait';
import { firstStepDoneAfter, lastReadyAt } from './drill-evidence';
import type { DrillPlatform } from './drill-platform';
import { type DrillResult, seconds } from './drill-report';
import { type DrillLoad, runDrill, summarizeFailures } from './run-drill';

export interface RedisOutageDrillOptions {
  outageMs: number;
  load: DrillLoad;
  /** The first analysis must finish within this after Redis returns. */
  goalMs: number;
  signal?: AbortSignal;
}

export async function runRedisOutageDrill(
  platform: DrillPlatform,
  options: RedisOutageDrillOptions,
): Promise<DrillResult> {
  const { signal } = options;
  const run = await runDrill(platform, { label: 'Redis', load: options.load, signal }, async () => {
    const downAt = Date.now();
    await platform.redis.kill();
    await delay(options.outageMs, signal);
    await platform.redis.start();
    return { downAt, backAt: Date.now() };
  });
  const { downAt, backAt } = run.fault;

  const resumedAt = await firstStepDoneAfter(platform.sql, run.brideIds, backAt);
  const drainedAt = await lastReadyAt(platform.sql, run.brideIds);
  const whileDown = run.submissions.filter((submission) => submission.sentAt >= downAt && submission.sentAt < backAt);
  const acceptedWhileDown = whileDown.filter((submission) => submission.brideId).length;
  const refusals = run.submissions.flatMap((submission) => (submission.error ? [submission.error] : []));
  return {
    name: 'Redis down',
    fault: `redis-server killed (SIGKILL) for ${seconds(backAt - downAt)}, back empty on the same port`,
    counts: run.counts,
    refusalsAllowed: false,
    recovery: [
      {
        label: 'first analysis step finished after Redis returned',
        ms: resumedAt === undefined ? undefined : resumedAt - backAt,
        goalMs: options.goalMs,
      },
      { label: 'every bride ready (queue drained) after Redis returned', ms: drainedAt && drainedAt - backAt },
    ],
    duringFault: { sent: whileDown.length, accepted: acceptedWhileDown },
    restarted: run.restarted,
    notes: [
      `${whileDown.length} surveys sent while Redis was down: ${acceptedWhileDown} answered with a bride id`,
      ...(refusals.length > 0 ? [`refused: ${summarizeFailures(refusals)}`] : []),
    ],
  };
}
