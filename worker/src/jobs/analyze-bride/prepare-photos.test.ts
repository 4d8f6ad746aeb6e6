import { describe, expect, it } from '@jest/globals';
import { analysisSteps } from '@bridal/server/plans/analysis-schemas';
import { createLocalProvider } from '@bridal/server/analysis/local/local-provider';
import { createLogger } from '@bridal/server/logging/create-logger';
import {
  addAnalysisSteps,
  analysisJobId,
  analysisStepJobId,
  enqueueAnalysis,
  preparePhotosJobId,
  preparePhotosJobName,
} from '@bridal/server/analysis/analysis-jobs';
import { queueNames } from '@bridal/server/queue/queue-names';
import { acceptSurveyPhotos, submitSurvey } from '@bridal/server/survey/submit-survey';
import { surveyAnswersSchema } from '@bridal/shared/survey/survey-schema';
import { jpegWithGps } from '@bridal/testing/make-images';
import { FlowProducer, Queue } from 'bullmq';
import { startAnalysisWorkers, useWorkerTestServices } from '../../test-support/worker-test-services';

const logger = createLogger({ level: 'silent', name: 'prepare-photos-test' });
const photoLimits = { maxBytes: 10 * 1024 * 1024, maxPixels: 50_000_000 };

const services = useWorkerTestServices('prepare-photos');
const { connection } = services;

async function newBride(name: string, photos: number) {
  const answers = await surveyAnswersSchema.validate({ name, weddingDate: '2027-07-10', weddingVibes: ['beach'] });
  const uploads = Array.from({ length: photos }, (_, index) => ({
    fileName: `photo-${index}.jpg`,
    read: () => jpegWithGps(),
  }));
  const { brideId } = await submitSurvey({
    sql: services.db.sql,
    storage: services.storage(),
    boutiqueId: 99,
    answers,
    photos: await acceptSurveyPhotos(uploads, photoLimits),
  });
  return brideId;
}

describe('the photos stage of an analysis', () => {
  it('runs once, as its own job, before any of her steps, which it then queues', async () => {
    const brideId = await newBride('Ada', 2);
    const flows = new FlowProducer({ connection: connection(), prefix: services.prefix });
    const stepQueue = new Queue(queueNames.analysisStep, { connection: connection(), prefix: services.prefix });
    const finishQueue = new Queue(queueNames.analysisFinish, { connection: connection(), prefix: services.prefix });
    try {
      await enqueueAnalysis(flows, services.prefix, brideId);
      // Queued, nothing run yet: her finish job waits for the photos job alone.
      expect(await finishQueue.getJobState(analysisJobId(brideId))).toBe('waiting-children');
      const photosJob = await stepQueue.getJob(preparePhotosJobId(brideId));
      expect(photosJob?.name).toBe(preparePhotosJobName);
      for (const step of analysisSteps)
        expect(await stepQueue.getJob(analysisStepJobId(brideId, step))).toBeUndefined();

      const provider = createLocalProvider();
      const workers = startAnalysisWorkers(services, { provider, logger });
      try {
        const deadline = Date.now() + 20_000;
        while ((await finishQueue.getJobState(analysisJobId(brideId))) !== 'completed') {
          if (Date.now() > deadline) throw new Error('her analysis did not finish');
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      } finally {
        await Promise.all(workers.map((worker) => worker.close()));
      }

      const photos = (await stepQueue.getJob(preparePhotosJobId(brideId)))!;
      expect(photos.attemptsMade).toBe(1);
      expect(photos.returnvalue).toEqual({ photos: 2 });
      for (const step of analysisSteps) {
        const job = (await stepQueue.getJob(analysisStepJobId(brideId, step)))!;
        // Made by the photos job while it ran, so taken up only after her photos were ready.
        expect(job.timestamp).toBeGreaterThanOrEqual(photos.processedOn!);
      }
      const rows = await services.db.sql`SELECT status FROM bride_photos WHERE bride_id = ${brideId}`;
      expect(rows.map((row) => row.status)).toEqual(['ready', 'ready']);
    } finally {
      await Promise.all([flows.close(), stepQueue.close(), finishQueue.close()]);
    }
  });

  it('adds her steps once however often the photos job runs, and skips the stage for a bride without photos', async () => {
    const withPhotos = await newBride('Bea', 1);
    const without = await newBride('Cleo', 0);
    const flows = new FlowProducer({ connection: connection(), prefix: services.prefix });
    const stepQueue = new Queue(queueNames.analysisStep, { connection: connection(), prefix: services.prefix });
    const finishQueue = new Queue(queueNames.analysisFinish, { connection: connection(), prefix: services.prefix });
    try {
      await enqueueAnalysis(flows, services.prefix, withPhotos);
      // The photos job's last act, as a retried or handed-on photos job repeats it.
      await addAnalysisSteps(stepQueue, services.prefix, withPhotos);
      await addAnalysisSteps(stepQueue, services.prefix, withPhotos);
      const parent = (await finishQueue.getJob(analysisJobId(withPhotos)))!;
      const pending = await parent.getDependenciesCount({ unprocessed: true });
      expect(pending.unprocessed).toBe(1 + analysisSteps.length);

      await enqueueAnalysis(flows, services.prefix, without, { preparePhotos: false });
      expect(await stepQueue.getJob(preparePhotosJobId(without))).toBeUndefined();
      for (const step of analysisSteps) {
        expect(await stepQueue.getJobState(analysisStepJobId(without, step))).toBe('waiting');
      }
    } finally {
      await Promise.all([flows.close(), stepQueue.close(), finishQueue.close()]);
    }
  });
});
