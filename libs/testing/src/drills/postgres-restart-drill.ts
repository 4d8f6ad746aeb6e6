/**
 * Drill 3: PostgreSQL is restarted (`pg_ctl stop -m fast`, a pause, `pg_ctl start`) while brides
 * keep arriving and a probe calls the API. While it is down surveys cannot be stored and are
 * refused; once it is back, the API's and the workers' pools must reconnect by themselves, so
 * errors stop within seconds without restarting any process.
 */
import { delay } from '../wait';
import { startApiProbe } from './api-probe';
import { firstStepDoneAfter } from './drill-evidence';
import type { DrillPlatform } from './drill-platform';
import { type DrillResult, seconds } from './drill-report';
import { type DrillLoad, runDrill, summarizeFailures } from './run-drill';

export interface PostgresRestartDrillOptions {
  /** How long PostgreSQL stays stopped. */
  downMs: number;
  load: DrillLoad;
  /** Every API call sent this long after PostgreSQL returned must succeed. */
  errorsGoalMs: number;
  /** The first analysis must finish within this after PostgreSQL returns. */
  workersGoalMs: number;
  /** The probe's period. */
  probeEveryMs?: number;
  signal?: AbortSignal;
}

export async function runPostgresRestartDrill(
  platform: DrillPlatform,
  options: PostgresRestartDrillOptions,
): Promise<DrillResult> {
  const { signal } = options;
  const probe = startApiProbe({ baseUrl: platform.baseUrl, path: '/api/ready', everyMs: options.probeEveryMs ?? 150 });
  let samples: Awaited<ReturnType<typeof probe.stop>> = [];
  const run = await (async () => {
    try {
      return await runDrill(platform, { label: 'Postgres', load: options.load, signal }, async () => {
        const downAt = Date.now();
        await platform.postgres.stop('fast');
        await delay(options.downMs, signal);
        await platform.postgres.start();
        return { downAt, backAt: Date.now() };
      });
    } finally {
      samples = await probe.stop();
    }
  })();
  const { downAt, backAt } = run.fault;

  // A call counts from when it was sent: one sent while PostgreSQL was down may fail after it returned.
  const failuresAfter = [
    ...samples.filter((sample) => !sample.ok).map((sample) => ({ at: sample.at, detail: `probe: ${sample.detail}` })),
    ...run.submissions
      .filter((submission) => submission.error)
      .map((submission) => ({ at: submission.sentAt, detail: `survey: ${submission.error}` })),
  ].filter((failure) => failure.at >= backAt);
  const lastFailure = Math.max(backAt, ...failuresAfter.map((failure) => failure.at));
  const callsAfter = samples.filter((sample) => sample.at >= backAt).length;
  const resumedAt = await firstStepDoneAfter(platform.sql, run.brideIds, backAt);
  const failuresDown = samples.filter((sample) => !sample.ok && sample.at >= downAt && sample.at < backAt).length;
  const refusals = run.submissions.flatMap((submission) => (submission.error ? [submission.error] : []));
  const whileDown = run.submissions.filter((submission) => submission.sentAt >= downAt && submission.sentAt < backAt);
  return {
    name: 'PostgreSQL restarted',
    fault: `pg_ctl stop -m fast, ${seconds(backAt - downAt)} down, pg_ctl start`,
    counts: run.counts,
    refusalsAllowed: true,
    recovery: [
      { label: 'API errors stopped after PostgreSQL returned', ms: lastFailure - backAt, goalMs: options.errorsGoalMs },
      {
        label: 'first analysis step finished after PostgreSQL returned',
        ms: resumedAt === undefined ? undefined : resumedAt - backAt,
        goalMs: options.workersGoalMs,
      },
    ],
    duringFault: { sent: whileDown.length, accepted: whileDown.filter((submission) => submission.brideId).length },
    restarted: run.restarted,
    notes: [
      `probe GET /api/ready every ${options.probeEveryMs ?? 150} ms: ${failuresDown} failed while PostgreSQL was down, ${failuresAfter.filter((failure) => failure.detail.startsWith('probe')).length} of ${callsAfter} failed after it returned`,
      ...(failuresAfter.length > 0
        ? [`failures after its return: ${summarizeFailures(failuresAfter.map((failure) => failure.detail))}`]
        : []),
      ...(refusals.length > 0 ? [`surveys refused: ${summarizeFailures(refusals)}`] : []),
    ],
  };
}
