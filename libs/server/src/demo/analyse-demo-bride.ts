import { analysisSteps } from '../plans/analysis-schemas';
import { finishAnalysis } from '../analysis/finish-analysis';
import { createLocalProvider } from '../analysis/local/local-provider';
import { runAnalysisStep } from '../analysis/run-analysis-step';
import type { Sql } from '../db/create-sql';
import type { Logger } from '../logging/create-logger';
import type { ObjectStorage } from '../storage/object-storage';

/** A seeded bride's plan, made in the seeding process by the built-in analyst, step by step as the worker would. */
export async function analyseDemoBride(options: {
  sql: Sql;
  storage: ObjectStorage;
  brideId: string;
  logger: Logger;
}): Promise<void> {
  const { sql, storage, brideId, logger } = options;
  const provider = createLocalProvider();
  for (const step of analysisSteps) {
    await runAnalysisStep({
      sql,
      brideId,
      step,
      provider,
      fallback: provider,
      lastAttempt: true,
      readPhoto: (key) => storage.get(key),
      logger,
    });
  }
  await finishAnalysis(sql, brideId);
}
