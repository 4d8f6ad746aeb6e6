import { describe, expect, it } from '@jest/globals';
import { createLocalProvider } from '@bridal/server/analysis/local/local-provider';
import { readDashboardVersion } from '@bridal/server/dashboard-version/dashboard-version';
import { createLogger } from '@bridal/server/logging/create-logger';
import { enqueueAnalysis } from '@bridal/server/analysis/analysis-jobs';
import { submitSurvey } from '@bridal/server/survey/submit-survey';
import { surveyAnswersSchema } from '@bridal/shared/survey/survey-schema';
import { FlowProducer } from 'bullmq';
import { startAnalysisWorkers, useWorkerTestServices } from '../../test-support/worker-test-services';

const logger = createLogger({ level: 'silent', name: 'dashboard-version-test' });

const services = useWorkerTestServices('dashboard-version');
const { connection } = services;

describe("the analysis workers and the boutique's dashboard counter", () => {
  it('bump it after each finished step and once more when the bride is ready', async () => {
    const storage = services.storage();
    const redis = connection();
    const { brideId } = await submitSurvey({
      sql: services.db.sql,
      storage,
      boutiqueId: 99,
      answers: await surveyAnswersSchema.validate({ name: 'Ada', weddingDate: '2027-07-10', weddingVibes: ['beach'] }),
      photos: [],
    });
    const version = () => readDashboardVersion({ redis, prefix: services.prefix, boutiqueId: 99 }).then(Number);
    const before = await version();

    const provider = createLocalProvider();
    const workers = startAnalysisWorkers(services, { provider, logger });
    const flows = new FlowProducer({ connection: connection(), prefix: services.prefix });
    try {
      await enqueueAnalysis(flows, services.prefix, brideId);
      const deadline = Date.now() + 20_000;
      while ((await version()) < before + 6 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      // Five steps and the finish.
      expect((await version()) - before).toBe(6);
      const [bride] = await services.db.sql`SELECT status FROM brides WHERE id = ${brideId}`;
      expect(bride!.status).toBe('ready');
    } finally {
      await Promise.all(workers.map((worker) => worker.close()));
      await flows.close();
    }
  });
});
