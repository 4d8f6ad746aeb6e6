import type { Logger } from '@bridal/server/logging/create-logger';
import { queueNames } from '@bridal/server/queue/queue-names';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { type ScheduledJobs, startScheduledJobs } from '../scheduled-job';
import { type HousekeepingDeps, housekeepingJobs } from './housekeeping.jobs';

export type { HousekeepingDeps } from './housekeeping.jobs';

/** Where a single sweep ran every chore in turn, before each chore had a queue of its own. */
const retiredQueue = 'housekeeping';
const retiredScheduler = 'sweep';

/**
 * The one sweep of earlier releases is retired: its schedule (and the next job it made) removed,
 * and its queue with it once no worker of an earlier release is still running a sweep.
 */
async function retireSweep(connection: Redis, prefix: string, logger: Logger): Promise<void> {
  const queue = new Queue(retiredQueue, { connection, prefix });
  try {
    await queue.removeJobScheduler(retiredScheduler);
    await queue.obliterate();
  } catch (error) {
    logger.warn({ err: error }, 'the former housekeeping queue is not removed yet');
  } finally {
    await queue.close();
  }
}

/**
 * The housekeeping chores (housekeeping.jobs.ts), each on its own schedule and its own queue:
 * restart lost or stuck analyses, drop expired sessions and demo visitors' hour-old brides and
 * advice, draft the follow-ups that fell due, and queue again the e-mails (follow-ups, appointment
 * e-mails and reminders) the database still owes whose job Redis lost.
 */
export async function startHousekeeping(options: {
  connection: Redis;
  prefix: string;
  everyMs: number;
  deps: HousekeepingDeps;
}): Promise<ScheduledJobs> {
  const { connection, prefix, deps } = options;
  await retireSweep(connection, prefix, deps.logger);
  const finishQueue = new Queue(queueNames.analysisFinish, { connection, prefix });
  const stepQueue = new Queue(queueNames.analysisStep, { connection, prefix });
  const jobs = await startScheduledJobs({
    connection,
    prefix,
    settings: { housekeepingMs: options.everyMs },
    jobs: housekeepingJobs,
    context: { ...deps, redis: connection, prefix, finishQueue, stepQueue },
    logger: deps.logger,
    logMessage: 'housekeeping',
  });
  return {
    workers: jobs.workers,
    async close() {
      await jobs.close();
      await Promise.all([finishQueue.close(), stepQueue.close()]);
    },
  };
}
