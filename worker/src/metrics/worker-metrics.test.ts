import { describe, expect, it } from '@jest/globals';
import type { AnalysisProvider } from '@bridal/server/analysis/analysis-provider';
import { analysisSteps } from '@bridal/server/plans/analysis-schemas';
import { createLocalProvider } from '@bridal/server/analysis/local/local-provider';
import { ProviderUnavailableError } from '@bridal/server/analysis/openai/provider-errors';
import { createLogger } from '@bridal/server/logging/create-logger';
import { instrumentAnalysisProviders } from '@bridal/server/metrics/instrument-analysis-providers';
import { createWorkerMetrics, type WorkerMetrics } from '@bridal/server/metrics/worker-metrics';
import { enqueueAnalysis } from '@bridal/server/analysis/analysis-jobs';
import { queueNames } from '@bridal/server/queue/queue-names';
import { submitSurvey } from '@bridal/server/survey/submit-survey';
import { surveyAnswersSchema } from '@bridal/shared/survey/survey-schema';
import { FlowProducer } from 'bullmq';
import { observeJobDurations } from './observe-job-durations';
import { serveWorkerMetrics } from './serve-worker-metrics';
import { startAnalysisWorkers, useWorkerTestServices } from '../test-support/worker-test-services';

const logger = createLogger({ level: 'silent', name: 'worker-metrics-test' });
const credential = { username: 'ops', password: 'tulle-and-satin-operators' };

const services = useWorkerTestServices('worker-metrics');
const { connection } = services;

async function newBride(name: string) {
  const answers = await surveyAnswersSchema.validate({
    name,
    weddingDate: '2027-08-14',
    weddingVenue: 'Castle Hill Inn',
    weddingLocation: 'Newport, RI',
    weddingVibes: ['classic'],
    budget: '2000-3000',
    shoppingParty: ['sister'],
    currentFeeling: ['excited'],
  });
  const { brideId } = await submitSurvey({
    sql: services.db.sql,
    storage: services.storage(),
    boutiqueId: 99,
    answers,
    photos: [],
  });
  return brideId;
}

/** The step and finish workers of the platform, their job durations and AI calls counted into `metrics`. */
function startWorkers(metrics: WorkerMetrics, model: AnalysisProvider) {
  const { provider, fallback } = instrumentAnalysisProviders(
    { provider: model, fallback: createLocalProvider() },
    metrics.ai,
  );
  const workers = startAnalysisWorkers(services, { provider, fallback, logger });
  for (const worker of workers) observeJobDurations(worker, metrics.jobDuration);
  return workers;
}

/** How many attempts of a step the histogram holds, by outcome. */
async function durationCount(metrics: WorkerMetrics, queue: string, step: string, outcome: string) {
  const { values } = await metrics.jobDuration.get();
  const count = values.find(
    (value) =>
      value.metricName === 'bridal_job_duration_seconds_count' &&
      value.labels.queue === queue &&
      value.labels.step === step &&
      value.labels.outcome === outcome,
  );
  return count?.value ?? 0;
}

/**
 * Waits (without asserting any time) until the flow's finish job and every step's last attempt
 * have been recorded: a step's event may land just after the finish job it released.
 */
async function waitForFinish(metrics: WorkerMetrics, stepOutcome: string) {
  const recorded = async () => {
    if ((await durationCount(metrics, queueNames.analysisFinish, 'finish', 'done')) === 0) return false;
    for (const step of analysisSteps) {
      if ((await durationCount(metrics, queueNames.analysisStep, step, stepOutcome)) === 0) return false;
    }
    return true;
  };
  const deadline = Date.now() + 30_000;
  while (!(await recorded())) {
    if (Date.now() > deadline) throw new Error('the analysis did not finish');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('worker metrics', () => {
  it('records how long each job took, by queue, step and outcome, and the AI calls it made', async () => {
    const metrics = createWorkerMetrics({ processMetrics: false });
    const flows = new FlowProducer({ connection: connection(), prefix: services.prefix });
    const workers = startWorkers(metrics, createLocalProvider());
    try {
      await enqueueAnalysis(flows, services.prefix, await newBride('Iris'));
      await waitForFinish(metrics, 'done');
      for (const step of analysisSteps) {
        expect({ step, done: await durationCount(metrics, queueNames.analysisStep, step, 'done') }).toEqual({
          step,
          done: 1,
        });
      }
      const text = await metrics.registry.metrics();
      expect(text).toContain('# TYPE bridal_job_duration_seconds histogram');
      expect(text).toContain(
        'bridal_job_duration_seconds_count{queue="analysis-finish",step="finish",outcome="done"} 1',
      );
      expect(text).toContain('bridal_ai_calls_total{provider="local",kind="venue",outcome="ok"} 1');
      expect(text).not.toContain('process_resident_memory_bytes');
    } finally {
      await Promise.all(workers.map((worker) => worker.close()));
      await flows.close();
    }
  });

  it('records a failed attempt, the fallback that answered, and why the model failed', async () => {
    const metrics = createWorkerMetrics({ processMetrics: false });
    const down: AnalysisProvider = {
      name: 'openai',
      run: async () => {
        throw new ProviderUnavailableError('the model server answered 503', { status: 503 });
      },
    };
    const flows = new FlowProducer({ connection: connection(), prefix: services.prefix });
    const workers = startWorkers(metrics, down);
    try {
      const brideId = await newBride('June');
      // Two attempts per step: the first fails, the last falls back to the built-in analyst.
      await flows.add({
        name: 'finish',
        queueName: queueNames.analysisFinish,
        prefix: services.prefix,
        data: { brideId },
        opts: { jobId: brideId },
        children: analysisSteps.map((step) => ({
          name: step,
          queueName: queueNames.analysisStep,
          prefix: services.prefix,
          data: { brideId, step },
          opts: { jobId: `${brideId}-${step}`, attempts: 2, backoff: { type: 'fixed', delay: 10 } },
        })),
      });
      await waitForFinish(metrics, 'fallback');
      expect(await durationCount(metrics, queueNames.analysisStep, 'style', 'failed')).toBe(1);
      expect(await durationCount(metrics, queueNames.analysisStep, 'style', 'fallback')).toBe(1);
      const text = await metrics.registry.metrics();
      expect(text).toContain('bridal_ai_calls_total{provider="openai",kind="style",outcome="failed"} 2');
      expect(text).toContain('bridal_ai_failures_total{provider="openai",kind="style",reason="unavailable"} 2');
      expect(text).toContain('bridal_ai_calls_total{provider="local",kind="style",outcome="ok"} 1');
    } finally {
      await Promise.all(workers.map((worker) => worker.close()));
      await flows.close();
    }
  });

  it('serves /metrics to the operator only, and not at all without a credential', async () => {
    const metrics = createWorkerMetrics();
    metrics.jobDuration.observe({ queue: queueNames.mail, step: 'password-reset', outcome: 'done' }, 0.2);
    const server = await serveWorkerMetrics({
      port: 0,
      host: '127.0.0.1',
      registry: metrics.registry,
      credential,
      logger,
    });
    const unconfigured = await serveWorkerMetrics({
      port: 0,
      host: '127.0.0.1',
      registry: metrics.registry,
      credential: undefined,
      logger,
    });
    const basic = (user: string, password: string) => ({
      authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`,
    });
    try {
      const url = `http://127.0.0.1:${server.port}/metrics`;
      for (const headers of [{}, basic('ops', 'wrong-password-here'), basic('admin', credential.password)]) {
        const refused = await fetch(url, { headers });
        expect(refused.status).toBe(401);
        expect(refused.headers.get('www-authenticate')).toMatch(/^Basic realm="[^"]+"/);
        expect(await refused.text()).not.toContain('bridal_');
      }
      const scraped = await fetch(url, { headers: basic(credential.username, credential.password) });
      expect(scraped.status).toBe(200);
      expect(scraped.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      const text = await scraped.text();
      expect(text).toContain('bridal_job_duration_seconds_count{queue="mail",step="password-reset",outcome="done"} 1');
      expect(text).toContain('process_resident_memory_bytes');
      const elsewhere = await fetch(`http://127.0.0.1:${server.port}/`, {
        headers: basic(credential.username, credential.password),
      });
      expect(elsewhere.status).toBe(404);
      const absent = await fetch(`http://127.0.0.1:${unconfigured.port}/metrics`, {
        headers: basic(credential.username, credential.password),
      });
      expect(absent.status).toBe(404);
    } finally {
      await server.close();
      await unconfigured.close();
    }
  });
});
