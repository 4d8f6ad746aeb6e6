/**
 * Do workers scale? Text-only surveys are submitted while the analysis queues are paused, then
 * one or two worker processes start on the same queues, the queues resume, and the drain is
 * timed: brides/s from the resume to the last bride ready. Runs go 1, 2, 2, 1 workers, so a
 * drift in the machine's load weighs on both counts alike.
 *
 * Twice: with the built-in analyst, whose CPU bounds the workers on this machine's cores, and with
 * AI_PROVIDER=openai against a stub model (fake-model-server.ts, a process of its own) that answers
 * every request after a fixed delay, so the model's latency bounds them, as in production.
 */
import os from 'node:os';
import { analysisSteps } from '@bridal/server/plans/analysis-schemas';
import { queueNames } from '@bridal/server/queue/queue-names';
import { createRedis } from '@bridal/server/queue/redis-connection';
import { demoBoutiqueId } from '@bridal/shared/accounts/account-types';
import type { Cleanup } from '@bridal/testing/cleanup';
import { postSurvey, surveyForm } from '@bridal/testing/survey-form';
import { testRedisUrl } from '@bridal/testing/test-redis';
import { Queue } from 'bullmq';
import { type BenchPlatform, giveDemoInventory } from './bench-platform';
import { type BenchProcess, forkBenchProcess } from './bench-process';
import { addCpuSpent, type CpuSpent, cpuSnapshot, cpuSpent, describeCpu, redisServerPid } from './cpu-usage';
import type { ModelRequestCounts } from './fake-model-server';
import { waitUntil } from '@bridal/testing/wait';
import { formatMs, runBounded } from './load';

export const scalingTargets = { speedup: 1.8 };
const workerCounts = [1, 2, 2, 1] as const;
/** The CPU-bound measure: the built-in analyst, WORKER_CONCURRENCY as deployed by default. */
const localBrides = 200;
const localConcurrency = 5;
/**
 * The latency-bound measure. The stub answers after 1 s, about as fast as a hosted model writes a
 * structured answer (real ones take 1-5 s). With 5 steps in flight and 150 or 300 ms per answer, our
 * own work per step (the database, Redis, the queue, the SDK, waiting for a CPU: 45-150 ms on these
 * two shared, busy cores) was up to half of each step and grew with the second worker, so the
 * ratio (1.69×, 1.74×) measured our CPU again. 10 steps in flight per worker keep a run short; 60
 * brides make 300 steps, whole rounds of 10 and of 20: about 30 s with 1 worker, 15 s with 2.
 */
const modelDelayMs = 1_000;
const modelBrides = 60;
const modelConcurrency = 10;
/** Far above the ~1,200 steps a minute two workers reach here: the limiter never holds them back. */
const modelRequestsPerMinute = 100_000;
const modelTimeoutMs = 10_000;

interface Drain {
  workers: number;
  brides: number;
  ms: number;
  startMs: number;
  allReady: boolean;
  cpu: CpuSpent;
  /** Done analysis steps of this run's brides, by the provider that answered (openai, local, local-fallback). */
  providers: Record<string, number>;
  /** Steps of this run's brides that took more than one attempt. */
  retried: number;
  /** What the stub model answered during the run (latency-bound runs only). */
  requests?: ModelRequestCounts;
}

interface DrainSetup {
  brides: number;
  /** surveyForm index of the first bride of run 0; each run adds 1,000. */
  firstIndex: number;
  workerEnv: Record<string, string>;
  /** Extra processes whose CPU is counted. */
  processes: Record<string, number[]>;
  label: string;
  /** Answers what the stub model saw since it was last asked. */
  takeRequests?: () => Promise<ModelRequestCounts>;
}

const perSecond = (count: number, ms: number) => (ms > 0 ? (count / ms) * 1000 : 0);
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
const addCounts = (records: readonly Record<string, number>[]) => {
  const total: Record<string, number> = {};
  for (const record of records)
    for (const [key, count] of Object.entries(record)) total[key] = (total[key] ?? 0) + count;
  return total;
};
const describeCounts = (record: Record<string, number>) =>
  Object.entries(record)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, count]) => `${key} ${count}`)
    .join(', ') || 'none';

/** Brides/s with 1 and with 2 workers over their runs, and the ratio. */
function rates(drains: readonly Drain[]) {
  const rateWith = (workers: number) => {
    const of = drains.filter((drain) => drain.workers === workers);
    const rate = perSecond(sum(of.map((drain) => drain.brides)), sum(of.map((drain) => drain.ms)));
    return { rate, runs: of.map((drain) => perSecond(drain.brides, drain.ms)), of };
  };
  const one = rateWith(1);
  const two = rateWith(2);
  return {
    one,
    two,
    speedup: one.rate > 0 ? two.rate / one.rate : 0,
    allReady: drains.length === workerCounts.length && drains.every((drain) => drain.allReady),
    cpuOf: (workers: number) => addCpuSpent(rateWith(workers).of.map((drain) => drain.cpu)),
    bridesOf: (workers: number) => sum(rateWith(workers).of.map((drain) => drain.brides)),
  };
}

export interface ScalingBenchReport {
  setup: string;
  rows: string[][];
  notes: string[];
}

export async function runScalingBench(
  platform: BenchPlatform,
  cleanup: Cleanup,
  signal: AbortSignal,
): Promise<ScalingBenchReport> {
  const { sql } = platform.database;
  const notes: string[] = [];
  const [inventory] = await sql`SELECT 1 FROM inventories WHERE boutique_id = ${demoBoutiqueId} AND is_current`;
  if (!inventory) await giveDemoInventory(sql, 60);

  const connection = createRedis(testRedisUrl, 'producer');
  const queues = [queueNames.analysisStep, queueNames.analysisFinish].map(
    (name) => new Queue(name, { connection, prefix: platform.redisPrefix }),
  );
  const redisPid = await redisServerPid();
  const readyAmong = async (ids: string[]) => {
    const [row] = await sql<{ count: number }[]>`
      SELECT count(*)::int AS count FROM brides WHERE id = ANY(${ids}::uuid[]) AND status = 'ready'`;
    return row?.count ?? 0;
  };

  const drainWith = async (setup: DrainSetup, workers: number, run: number): Promise<Drain> => {
    signal.throwIfAborted();
    await platform.stopWorker();
    await Promise.all(queues.map((queue) => queue.pause()));
    const ids: string[] = [];
    const queued = await runBounded({
      total: setup.brides,
      concurrency: 4,
      timeLimitMs: 60_000,
      signal,
      task: async (i) =>
        ids.push(
          await postSurvey(platform.baseUrl, surveyForm(setup.firstIndex + run * 1_000 + i), {
            timeoutMs: 10_000,
            signal,
          }),
        ),
    });
    if (queued.failed > 0)
      notes.push(`Scaling ${setup.label} run ${run + 1}: ${queued.failed} submits failed: ${queued.failureSamples[0]}`);
    const spawnStarted = performance.now();
    await platform.startWorkers(workers, setup.workerEnv);
    const startMs = performance.now() - spawnStarted;
    // Whatever the stub answered before the resume (nothing, normally) is not this run's.
    await setup.takeRequests?.();
    const subjects = {
      sql,
      processes: {
        workers: platform.workerPids(),
        api: [platform.api.process.pid!],
        redis: redisPid ? [redisPid] : [],
        'bench process': [process.pid],
        ...setup.processes,
      },
      backends: { 'postgres (workers)': 'bridal-worker', 'postgres (api)': 'bridal-api' },
    };
    const before = await cpuSnapshot(subjects);
    const resumed = performance.now();
    await Promise.all(queues.map((queue) => queue.resume()));
    const allReady = await waitUntil(async () => (await readyAmong(ids)) >= ids.length, {
      everyMs: 50,
      timeoutMs: 120_000,
      signal,
    });
    const ms = performance.now() - resumed;
    const cpu = cpuSpent(before, await cpuSnapshot(subjects));
    const brides = await readyAmong(ids);
    const steps = await sql<{ provider: string | null; count: number; retried: number }[]>`
      SELECT provider, count(*)::int AS count, count(*) FILTER (WHERE attempts > 1)::int AS retried
      FROM analysis_steps WHERE bride_id = ANY(${ids}::uuid[]) AND status = 'done' GROUP BY provider`;
    const providers = Object.fromEntries(steps.map((row) => [row.provider ?? 'unknown', row.count]));
    const requests = await setup.takeRequests?.();
    console.log(
      `Scaling (${setup.label}): ${workers} worker(s): ${brides} brides in ${formatMs(ms)}; steps by ${describeCounts(providers)}`,
    );
    return {
      workers,
      brides,
      ms,
      startMs,
      allReady,
      cpu,
      providers,
      retried: sum(steps.map((row) => row.retried)),
      requests,
    };
  };
  const drainAll = async (setup: DrainSetup) => {
    const drains: Drain[] = [];
    for (const [run, workers] of workerCounts.entries()) drains.push(await drainWith(setup, workers, run));
    return drains;
  };

  const rows: string[][] = [];
  let model: BenchProcess<unknown, ModelRequestCounts> | undefined;
  try {
    console.log(
      `Scaling: ${localBrides} text-only brides queued (queues paused) per run, drained by ${workerCounts.join(', ')} ` +
        'workers with the built-in analyst...',
    );
    const local = await drainAll({
      brides: localBrides,
      firstIndex: 40_000,
      workerEnv: { AI_PROVIDER: 'local', WORKER_CONCURRENCY: String(localConcurrency) },
      processes: {},
      label: 'built-in analyst',
    });
    rows.push(...reportLocal(local, notes));

    console.log(
      `Scaling: ${modelBrides} text-only brides per run, drained by ${workerCounts.join(', ')} workers with a stub ` +
        `model answering after ${modelDelayMs} ms...`,
    );
    try {
      model = await forkBenchProcess<unknown, ModelRequestCounts>(cleanup, 'fake-model-server.ts', {
        MODEL_DELAY_MS: String(modelDelayMs),
      });
      const stub = model;
      const drains = await drainAll({
        brides: modelBrides,
        firstIndex: 50_000,
        workerEnv: {
          AI_PROVIDER: 'openai',
          OPENAI_BASE_URL: String(stub.ready),
          OPENAI_API_KEY: 'sk-bench-not-a-real-key',
          OPENAI_MODEL: 'bench-model',
          OPENAI_TIMEOUT_MS: String(modelTimeoutMs),
          OPENAI_MAX_REQUESTS_PER_MINUTE: String(modelRequestsPerMinute),
          WORKER_CONCURRENCY: String(modelConcurrency),
        },
        processes: { 'model stub': [stub.process.pid!] },
        label: `model latency ${modelDelayMs} ms`,
        takeRequests: () => stub.run({}, 10_000),
      });
      rows.push(...reportModel(drains, notes));
    } catch (error) {
      if (signal.aborted) throw error;
      const message = error instanceof Error ? error.message : String(error);
      rows.push([
        `S4–S6. Workers scale with the model's latency as the bound (model latency ${modelDelayMs} ms)`,
        `not measured: ${message.replace(/\|/g, '/')}`,
        `≥ ${scalingTargets.speedup}×`,
        '❌',
      ]);
    }
  } finally {
    await platform.stopWorker();
    await model?.stop();
    await Promise.all(queues.map((queue) => queue.resume().catch(() => undefined)));
    await Promise.all(queues.map((queue) => queue.close().catch(() => undefined)));
    connection.disconnect();
  }

  return {
    setup:
      'Scaling section: worker processes started and stopped by the bench; the API runs throughout. For S4–S6 ' +
      `the workers use AI_PROVIDER=openai against a stub OpenAI-compatible server answering after ${modelDelayMs} ms.`,
    rows,
    notes,
  };
}

/** S1–S3: the built-in analyst, bound by the CPU of this machine's cores. */
function reportLocal(drains: readonly Drain[], notes: string[]): string[][] {
  const { one, two, speedup, allReady, cpuOf, bridesOf } = rates(drains);
  if (!allReady) notes.push('Scaling: some run did not drain within 120 s; its rate counts the brides ready by then.');
  notes.push(
    `Scaling: each run queued ${localBrides} text-only brides through the API with the analysis queues paused, ` +
      `then started the workers (1 or 2 processes, WORKER_CONCURRENCY ${localConcurrency} each, built-in analyst; ` +
      `start-up not counted: ${drains.map((drain) => formatMs(drain.startMs)).join(', ')}), resumed the queues and ` +
      `timed until every one was ready (database polled every 50 ms). Runs in the order ${workerCounts.join(', ')} ` +
      `workers; brides/s per run: 1 worker ${one.runs.map((rate) => rate.toFixed(1)).join(', ')}; 2 workers ` +
      `${two.runs.map((rate) => rate.toFixed(1)).join(', ')}.`,
  );
  notes.push(
    'Scaling: the API, PostgreSQL and Redis run on the same cores as the workers (and whatever else runs on the ' +
      `machine). CPU while draining, 1 worker: ${describeCpu(cpuOf(1), { count: bridesOf(1), unit: 'bride' })}; ` +
      `2 workers: ${describeCpu(cpuOf(2), { count: bridesOf(2), unit: 'bride' })}.`,
  );
  // What the cores allow, from the CPU each bride cost: one worker runs its JavaScript on one core;
  // two have both, but PostgreSQL and Redis need their share of the same two.
  const all = addCpuSpent(drains.map((drain) => drain.cpu));
  const bridesAll = sum(drains.map((drain) => drain.brides));
  const workerMs = (all.byName.workers ?? 0) / Math.max(1, bridesAll);
  const totalMs =
    workerMs +
    sum(['postgres (workers)', 'redis', 'api', 'postgres (api)'].map((name) => all.byName[name] ?? 0)) /
      Math.max(1, bridesAll);
  if (workerMs > 0) {
    const cores = os.cpus().length;
    const ceiling = (workers: number) => Math.min((workers * 1000) / workerMs, (cores * 1000) / totalMs);
    notes.push(
      `Scaling ceiling on ${cores} cores, roughly, with nothing else running, from that cost (${workerMs.toFixed(1)} ms of ` +
        `worker CPU and ${totalMs.toFixed(1)} ms in all per bride): 1 worker ≤ ${ceiling(1).toFixed(0)} brides/s, ` +
        `2 workers ≤ ${ceiling(2).toFixed(0)} brides/s, so about ${(ceiling(2) / ceiling(1)).toFixed(2)}× at best ` +
        `here${
          ceiling(2) / ceiling(1) < scalingTargets.speedup
            ? `; ${scalingTargets.speedup}× needs cores for PostgreSQL and Redis beyond the two workers' own`
            : ''
        }.`,
    );
  }
  return [
    [
      `S1. Brides/s, 1 worker process (${localBrides} queued text-only brides, 2 runs; built-in analyst, CPU-bound)`,
      `${one.rate.toFixed(1)} brides/s`,
      '–',
      '',
    ],
    [
      `S2. Brides/s, 2 worker processes on the same queues (${localBrides} queued, 2 runs; built-in analyst, CPU-bound)`,
      `${two.rate.toFixed(1)} brides/s`,
      '–',
      '',
    ],
    [
      'S3. Workers scale: 2 workers / 1 worker (built-in analyst, CPU-bound on these cores)',
      `${speedup.toFixed(2)}×`,
      `≥ ${scalingTargets.speedup}×`,
      speedup >= scalingTargets.speedup && allReady ? '✅' : '❌',
    ],
  ];
}

/** S4–S6: the stub model's latency, not our CPU, bounds the workers. */
function reportModel(drains: readonly Drain[], notes: string[]): string[][] {
  const { one, two, speedup, allReady, cpuOf, bridesOf } = rates(drains);
  const steps = addCounts(drains.map((drain) => drain.providers));
  const bridesAll = sum(drains.map((drain) => drain.brides));
  const expectedSteps = bridesAll * analysisSteps.length;
  const byModel = steps.openai ?? 0;
  const notByModel = sum(Object.values(steps)) - byModel;
  const retried = sum(drains.map((drain) => drain.retried));
  const requests = addCounts(drains.map((drain) => drain.requests?.bySchema ?? {}));
  const unknownRequests = sum(drains.map((drain) => drain.requests?.unknown ?? 0));
  const modelPath = byModel === expectedSteps && notByModel === 0;
  // Each worker keeps WORKER_CONCURRENCY steps in flight, each one model request of modelDelayMs.
  const ceiling = (workers: number) => (workers * modelConcurrency * 1000) / (analysisSteps.length * modelDelayMs);

  if (!allReady)
    notes.push('Scaling (model): some run did not drain within 120 s; its rate counts the brides ready by then.');
  notes.push(
    `Scaling with the model's latency as the bound (S4–S6): the same runs (${modelBrides} text-only brides each, ` +
      `queues paused, then 1, 2, 2, 1 workers; start-up not counted: ${drains.map((drain) => formatMs(drain.startMs)).join(', ')}) ` +
      `with the workers set to AI_PROVIDER=openai, WORKER_CONCURRENCY ${modelConcurrency} each, ` +
      `OPENAI_MAX_REQUESTS_PER_MINUTE ${modelRequestsPerMinute} (the BullMQ limiter, shared by the workers, far above ` +
      `the ~${Math.round(ceiling(2) * analysisSteps.length * 60)} steps/min two workers can reach, so each worker's ` +
      `concurrency is the bound), OPENAI_TIMEOUT_MS ${modelTimeoutMs}, against a stub OpenAI-compatible server in a ` +
      `process of its own (scripts/bench/fake-model-server.ts: the tests' fake server) answering every request after ` +
      `${modelDelayMs} ms with a schema-valid answer picking dresses it was offered. At ${modelConcurrency} steps in ` +
      `flight per worker and ${modelDelayMs} ms per step, 1 worker can do at most ${ceiling(1).toFixed(1)} brides/s and ` +
      `2 workers ${ceiling(2).toFixed(1)}. Brides/s per run: 1 worker ${one.runs.map((rate) => rate.toFixed(1)).join(', ')}; ` +
      `2 workers ${two.runs.map((rate) => rate.toFixed(1)).join(', ')}.`,
  );
  notes.push(
    `Scaling (model): of the ${expectedSteps} analysis steps of the ${bridesAll} ready brides, ${byModel} were answered ` +
      `by the model (analysis_steps.provider = openai) and ${notByModel} by anything else` +
      `${notByModel > 0 ? ` (**${describeCounts(steps)}**)` : ' (none fell back to the built-in analyst)'}; ` +
      `${retried} steps took more than one attempt. The stub answered ${sum(Object.values(requests))} requests ` +
      `(${describeCounts(requests)}${unknownRequests > 0 ? `; **${unknownRequests} for an unknown schema**` : ''}).`,
  );
  // Time each step held one of the worker's slots: the model's delay plus our own work and waits.
  const stepMs = (workers: number, rate: number) =>
    rate > 0 ? (workers * modelConcurrency * 1000) / (rate * analysisSteps.length) : 0;
  notes.push(
    `Scaling (model): each step held a worker slot ${stepMs(1, one.rate).toFixed(0)} ms on average with 1 worker and ` +
      `${stepMs(2, two.rate).toFixed(0)} ms with 2 (the model's ${modelDelayMs} ms plus our own: the database, Redis, ` +
      `the queue, the SDK, and waiting for a CPU).`,
  );
  notes.push(
    `Scaling (model): CPU while draining, 1 worker: ${describeCpu(cpuOf(1), { count: bridesOf(1), unit: 'bride' })}; ` +
      `2 workers: ${describeCpu(cpuOf(2), { count: bridesOf(2), unit: 'bride' })}.`,
  );
  const fellBack = modelPath ? '' : ` · **${notByModel} steps not by the model**`;
  return [
    [
      `S4. Brides/s, 1 worker process (${modelBrides} queued text-only brides, 2 runs; model latency ${modelDelayMs} ms)`,
      `${one.rate.toFixed(1)} brides/s${fellBack}`,
      '–',
      '',
    ],
    [
      `S5. Brides/s, 2 worker processes on the same queues (${modelBrides} queued, 2 runs; model latency ${modelDelayMs} ms)`,
      `${two.rate.toFixed(1)} brides/s${fellBack}`,
      '–',
      '',
    ],
    [
      `S6. Workers scale: 2 workers / 1 worker (model latency ${modelDelayMs} ms)`,
      `${speedup.toFixed(2)}×`,
      `≥ ${scalingTargets.speedup}×`,
      speedup >= scalingTargets.speedup && allReady && modelPath ? '✅' : '❌',
    ],
  ];
}
