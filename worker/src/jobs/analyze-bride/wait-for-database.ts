import { DelayedError, type Job } from 'bullmq';

/** How long a job waits for PostgreSQL before it tries again. */
export const databaseRetryDelayMs = 2_000;

/**
 * While PostgreSQL is away (a restart, a failover) an analysis job waits for it without spending
 * an attempt: a long outage must not use up her retries and fail her analysis. Moves the job to
 * the delayed set and throws BullMQ's DelayedError, which tells the worker the job is not done.
 */
export async function waitForDatabase(job: Job, token: string): Promise<never> {
  await job.moveToDelayed(Date.now() + databaseRetryDelayMs, token);
  throw new DelayedError();
}
