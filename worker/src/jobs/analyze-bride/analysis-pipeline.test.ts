import { readdirSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from '@jest/globals';
import type { AnalysisProvider } from '@bridal/server/analysis/analysis-provider';
import { analysisSteps } from '@bridal/server/plans/analysis-schemas';
import { createLocalProvider } from '@bridal/server/analysis/local/local-provider';
import { ProviderRateLimitError } from '@bridal/server/analysis/openai/provider-errors';
import { requeueStaleAnalyses } from '@bridal/server/analysis/requeue-stale-analyses';
import { createLogger } from '@bridal/server/logging/create-logger';
import { enqueueAnalysis } from '@bridal/server/analysis/analysis-jobs';
import { queueNames } from '@bridal/server/queue/queue-names';
import { acceptSurveyPhotos, submitSurvey } from '@bridal/server/survey/submit-survey';
import { surveyAnswersSchema } from '@bridal/shared/survey/survey-schema';
import { jpegWithGps } from '@bridal/testing/make-images';
import { FlowProducer, Queue } from 'bullmq';
import sharp from 'sharp';
import { instantAgo } from '@bridal/testing/boutique-day';
import { startAnalysisWorkers, useWorkerTestServices } from '../../test-support/worker-test-services';

const logger = createLogger({ level: 'silent', name: 'pipeline-test' });

const services = useWorkerTestServices('pipeline');
const { connection } = services;

beforeAll(async () => {
  await services.db.sql`
    INSERT INTO inventories (id, boutique_id, file_name, dress_count, is_current)
    VALUES ('00000000-0000-4000-8000-000000000001', 99, 'seed.csv', 3, true)`;
  await services.db.sql`
    INSERT INTO dresses (inventory_id, boutique_id, style_number, designer, name, price, silhouette, neckline, fabric, styles, sizes, is_top_seller)
    VALUES ('00000000-0000-4000-8000-000000000001', 99, 'A1', 'Luna Bay', 'Marina', 1850, 'a-line', 'v-neck', 'chiffon', '{beach}', '{6,8}', true),
           ('00000000-0000-4000-8000-000000000001', 99, 'B2', 'Maison Sol', 'Odette', 2400, 'fit-and-flare', 'sweetheart', 'lace', '{romantic}', '{8}', false),
           ('00000000-0000-4000-8000-000000000001', 99, 'C3', 'Aveline', 'Juniper', 4200, 'ball-gown', 'strapless', 'tulle', '{princess}', '{10}', false)`;
});

async function newBride(name: string) {
  const answers = await surveyAnswersSchema.validate({
    name,
    weddingDate: '2027-07-10',
    weddingVenue: 'Higgins Beach Inn',
    weddingLocation: 'Scarborough, ME',
    weddingVibes: ['beach'],
    budget: '1000-2000',
    shoppingParty: ['mom'],
    currentFeeling: ['excited'],
  });
  const { brideId } = await submitSurvey({
    sql: services.db.sql,
    storage: services.storage(),
    boutiqueId: 99,
    answers,
    photos: await acceptSurveyPhotos([{ fileName: 'veil.jpg', read: () => jpegWithGps() }], {
      maxBytes: 10 * 1024 * 1024,
      maxPixels: 50_000_000,
    }),
  });
  return brideId;
}

function startWorkers(provider: AnalysisProvider, options: { lockDuration?: number; stalledInterval?: number } = {}) {
  const [step, finish] = startAnalysisWorkers(services, { provider, fallback: createLocalProvider(), logger });
  for (const worker of [step!, finish!]) {
    if (options.lockDuration) worker.opts.lockDuration = options.lockDuration;
    if (options.stalledInterval) worker.opts.stalledInterval = options.stalledInterval;
  }
  return [step!, finish!];
}

/** Her flow with only two attempts per step, so a test sees quickly what the last attempt does. */
async function enqueueWithTwoAttempts(flows: FlowProducer, brideId: string) {
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
}

async function waitForReady(brideId: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await services.db.sql`SELECT status FROM brides WHERE id = ${brideId}`;
    if (row!.status === 'ready') return;
    if (Date.now() > deadline) throw new Error(`bride ${brideId} not ready after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the analysis pipeline', () => {
  it('takes a submitted survey to ready, with every step and one notification', async () => {
    const flows = new FlowProducer({ connection: connection(), prefix: services.prefix });
    const workers = startWorkers(createLocalProvider());
    try {
      const brideId = await newBride('Ada');
      await enqueueAnalysis(flows, services.prefix, brideId);
      await enqueueAnalysis(flows, services.prefix, brideId); // a duplicate enqueue adds nothing
      await waitForReady(brideId);
      const steps = await services.db
        .sql`SELECT step, status, provider, result FROM analysis_steps WHERE bride_id = ${brideId}`;
      expect(steps).toHaveLength(5);
      expect(steps.every((row) => row.status === 'done' && row.provider === 'local')).toBe(true);
      const inventory = steps.find((row) => row.step === 'inventory')!.result;
      expect(inventory.picks.length).toBeGreaterThan(0);
      const ids = (await services.db.sql`SELECT id FROM dresses`).map((row) => row.id);
      for (const pick of inventory.picks) expect(ids).toContain(pick.dressId);
      const notes = await services.db.sql`SELECT kind FROM notifications WHERE bride_id = ${brideId}`;
      expect(notes).toEqual([{ kind: 'bride-ready' }]);

      // Her photo was re-encoded by the worker: a JPEG and a thumbnail without EXIF, facts
      // measured, and the stripped upload removed.
      const [photo] = await services.db.sql`
        SELECT status, storage_key, thumbnail_key, content_type, facts FROM bride_photos WHERE bride_id = ${brideId}`;
      expect(photo).toMatchObject({ status: 'ready', contentType: 'image/jpeg' });
      expect(photo!.facts.orientation).toBe('portrait');
      for (const key of [photo!.storageKey, photo!.thumbnailKey]) {
        const metadata = await sharp(path.join(services.storageDir, key)).metadata();
        expect(metadata.format).toBe('jpeg');
        expect(metadata.exif).toBeUndefined();
      }
      const folder = path.join(services.storageDir, path.dirname(photo!.storageKey));
      expect(readdirSync(folder).some((file) => file.endsWith('-upload'))).toBe(false);
    } finally {
      await Promise.all(workers.map((worker) => worker.close()));
      await flows.close();
    }
  });

  it('falls back to the built-in analyst when the model keeps failing, and says so', async () => {
    const failing: AnalysisProvider = {
      name: 'openai',
      run: async () => {
        throw new Error('model unavailable');
      },
    };
    const flows = new FlowProducer({ connection: connection(), prefix: services.prefix });
    const workers = startWorkers(failing);
    try {
      const brideId = await newBride('Bea');
      await enqueueWithTwoAttempts(flows, brideId);
      await waitForReady(brideId);
      const steps = await services.db
        .sql`SELECT provider, attempts, last_error FROM analysis_steps WHERE bride_id = ${brideId}`;
      expect(steps.every((row) => row.provider === 'local-fallback')).toBe(true);
      expect(steps.every((row) => row.lastError === 'model unavailable')).toBe(true);
    } finally {
      await Promise.all(workers.map((worker) => worker.close()));
      await flows.close();
    }
  });

  it('slows the whole queue down on a rate limit without spending attempts, and records token usage', async () => {
    const local = createLocalProvider();
    let refusals = 0;
    const limited: AnalysisProvider = {
      name: 'openai',
      run: async (step, context) => {
        if (refusals < 3) {
          refusals += 1;
          throw new ProviderRateLimitError('429 Too Many Requests', { retryAfterMs: 200 });
        }
        const output = await local.run(step, context);
        return { ...output, usage: { model: 'test-model', promptTokens: 120, completionTokens: 30 } };
      },
    };
    const flows = new FlowProducer({ connection: connection(), prefix: services.prefix });
    const workers = startWorkers(limited);
    try {
      const brideId = await newBride('Gia');
      // Two attempts only: had the refusals spent them, the built-in analyst would have answered.
      await enqueueWithTwoAttempts(flows, brideId);
      await waitForReady(brideId);
      expect(refusals).toBe(3);
      const steps = await services.db.sql`SELECT provider FROM analysis_steps WHERE bride_id = ${brideId}`;
      expect(steps.map((row) => row.provider)).toEqual(Array(5).fill('openai'));
      const usage = await services.db.sql`
        SELECT boutique_id, model, sum(prompt_tokens)::int AS prompt, sum(completion_tokens)::int AS completion
        FROM ai_usage WHERE boutique_id = 99 AND model = 'test-model' GROUP BY boutique_id, model`;
      expect(usage).toEqual([{ boutiqueId: 99, model: 'test-model', prompt: 600, completion: 150 }]);
    } finally {
      await Promise.all(workers.map((worker) => worker.close()));
      await flows.close();
    }
  });

  it('finishes the work of a worker that died mid-flow, writing each step once', async () => {
    const flows = new FlowProducer({ connection: connection(), prefix: services.prefix });
    // The first worker takes jobs and never finishes them, like a process killed mid-analysis.
    const hanging: AnalysisProvider = { name: 'local', run: () => new Promise(() => undefined) };
    const dead = startWorkers(hanging, { lockDuration: 1_000, stalledInterval: 500 });
    const brideId = await newBride('Cleo');
    await enqueueAnalysis(flows, services.prefix, brideId);
    await new Promise((resolve) => setTimeout(resolve, 500));
    // Killed: it stops renewing its locks without releasing its jobs.
    await Promise.all(dead.map((worker) => worker.close(true)));

    const survivor = startWorkers(createLocalProvider(), { lockDuration: 1_000, stalledInterval: 500 });
    try {
      await waitForReady(brideId, 30_000);
      const steps = await services.db.sql`SELECT status FROM analysis_steps WHERE bride_id = ${brideId}`;
      expect(steps).toHaveLength(5);
      expect(steps.every((row) => row.status === 'done')).toBe(true);
      const notes = await services.db.sql`SELECT count(*)::int AS n FROM notifications WHERE bride_id = ${brideId}`;
      expect(notes[0]!.n).toBe(1);
    } finally {
      await Promise.all(survivor.map((worker) => worker.close()));
      await flows.close();
    }
  });

  it('analyses a bride stored while Redis was down, once housekeeping sees her', async () => {
    const brideId = await newBride('Dot'); // stored, never enqueued: enqueued_at stays empty
    const flows = new FlowProducer({ connection: connection(), prefix: services.prefix });
    const finishQueue = new Queue(queueNames.analysisFinish, { connection: connection(), prefix: services.prefix });
    const stepQueue = new Queue(queueNames.analysisStep, { connection: connection(), prefix: services.prefix });
    const workers = startWorkers(createLocalProvider());
    try {
      const requeued = await requeueStaleAnalyses({
        sql: services.db.sql,
        flows,
        finishQueue,
        stepQueue,
        prefix: services.prefix,
        staleMinutes: 5,
        graceSeconds: 0,
      });
      expect(requeued).toContain(brideId);
      await waitForReady(brideId);
      const again = await requeueStaleAnalyses({
        sql: services.db.sql,
        flows,
        finishQueue,
        stepQueue,
        prefix: services.prefix,
        staleMinutes: 5,
        graceSeconds: 0,
      });
      expect(again).not.toContain(brideId);
    } finally {
      await Promise.all(workers.map((worker) => worker.close()));
      await Promise.all([flows.close(), finishQueue.close(), stepQueue.close()]);
    }
  });

  it('queues again, once the grace has passed, a bride whose flow Redis lost, and leaves a queued one alone', async () => {
    const lost = await newBride('Eve');
    const queued = await newBride('Fay');
    const flows = new FlowProducer({ connection: connection(), prefix: services.prefix });
    const finishQueue = new Queue(queueNames.analysisFinish, { connection: connection(), prefix: services.prefix });
    const stepQueue = new Queue(queueNames.analysisStep, { connection: connection(), prefix: services.prefix });
    try {
      for (const brideId of [lost, queued]) await enqueueAnalysis(flows, services.prefix, brideId);
      // Queued a minute ago: past the grace, far from stale (5 minutes).
      await services.db
        .sql`UPDATE brides SET enqueued_at = ${instantAgo({ minutes: 1 })} WHERE id IN (${lost}, ${queued})`;
      // Redis restarted empty as far as her flow is concerned.
      await (await finishQueue.getJob(lost))!.remove({ removeChildren: true });
      expect(await finishQueue.getJobState(lost)).toBe('unknown');

      const requeued = await requeueStaleAnalyses({
        sql: services.db.sql,
        flows,
        finishQueue,
        stepQueue,
        prefix: services.prefix,
        staleMinutes: 5,
        graceSeconds: 30,
      });
      expect(requeued).toContain(lost);
      expect(requeued).not.toContain(queued);
      expect(await finishQueue.getJobState(lost)).toBe('waiting-children');
    } finally {
      await Promise.all([flows.close(), finishQueue.close(), stepQueue.close()]);
    }
  });
});
