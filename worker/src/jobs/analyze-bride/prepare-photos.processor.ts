import { isDatabaseUnavailable } from '@bridal/server/db/is-database-unavailable';
import type { Logger } from '@bridal/server/logging/create-logger';
import { prepareBridePhotos } from '@bridal/server/photos/prepare-bride-photos';
import { addAnalysisSteps, preparePhotosJobSchema } from '@bridal/server/analysis/analysis-jobs';
import type { Sql } from '@bridal/server/db/create-sql';
import type { ObjectStorage } from '@bridal/server/storage/object-storage';
import { type Job, type Queue, UnrecoverableError } from 'bullmq';
import { waitForDatabase } from './wait-for-database';

export interface PreparePhotosDeps {
  sql: Sql;
  storage: ObjectStorage;
  photoLimits: { maxBytes: number; maxPixels: number };
  logger: Logger;
}

/**
 * The first stage of her analysis (see the flow's shape in analysis-jobs.ts): her photos
 * re-encoded once, then her five steps queued under her finish job.
 */
export function createPreparePhotosProcessor(deps: PreparePhotosDeps, stepQueue: Queue, prefix: string) {
  return async (job: Job, token?: string) => {
    const parsed = preparePhotosJobSchema.safeParse(job.data);
    if (!parsed.success) throw new UnrecoverableError(`invalid photos job: ${parsed.error.message}`);
    const { brideId } = parsed.data;
    const lastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
    const logger = deps.logger.child({ jobId: job.id, brideId });
    let photos = 0;
    try {
      photos = await prepareBridePhotos({ ...deps, brideId, limits: deps.photoLimits, logger });
    } catch (error) {
      if (isDatabaseUnavailable(error) && token) {
        logger.warn({ err: error }, 'database unreachable: her photos wait for it');
        return waitForDatabase(job, token);
      }
      // On the last attempt the analysis goes on without the photos rather than never finishing.
      if (!lastAttempt) throw error;
      logger.warn({ err: error }, 'photos could not be prepared: analysing without them');
    }
    await addAnalysisSteps(stepQueue, prefix, brideId);
    return { photos };
  };
}
