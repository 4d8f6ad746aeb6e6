import type { Logger } from '@bridal/server/logging/create-logger';
import { type Job, Queue, type RepeatOptions, UnrecoverableError, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import type { z } from 'zod';

/** What a run did, for its log line and its job's result: counts, or the ids it acted on. */
export type JobReport = Record<string, number | readonly string[]>;

/** The worker's settings a schedule is read from: each group of scheduled jobs is given its own. */
export interface ScheduleSettings {
  /** HOUSEKEEPING_INTERVAL_SECONDS, in milliseconds. */
  housekeepingMs?: number;
  /** COACHING_DIGEST_INTERVAL_SECONDS, in milliseconds. */
  coachingDigestMs?: number;
}

/**
 * A job the worker runs on a schedule, defined once: its name (its scheduler's and its jobs'), the
 * queue it has to itself (one slow job never holds up another), how often, the payload its jobs
 * carry and what a run does.
 */
export interface ScheduledJobDefinition<Context, Payload> {
  name: string;
  queue: string;
  schedule(settings: ScheduleSettings): Omit<RepeatOptions, 'key'>;
  payload: z.ZodType<Payload>;
  /** What each scheduled job carries. */
  data: Payload;
  process(payload: Payload, context: Context, job: Job): Promise<JobReport>;
}

const didSomething = (report: JobReport) =>
  Object.values(report).some((value) => (typeof value === 'number' ? value > 0 : value.length > 0));

export interface ScheduledJobs {
  workers: Worker[];
  close(): Promise<void>;
}

/**
 * Schedules each job (one schedule however many workers start it: BullMQ's job schedulers live in
 * Redis) and runs it on its own queue, one at a time per worker. A run that did something is
 * logged under `logMessage` with the job's name and its report.
 */
export async function startScheduledJobs<Context, Payload>(options: {
  connection: Redis;
  prefix: string;
  settings: ScheduleSettings;
  jobs: readonly ScheduledJobDefinition<Context, Payload>[];
  context: Context;
  logger: Logger;
  logMessage: string;
}): Promise<ScheduledJobs> {
  const { connection, prefix, settings, context, logger, logMessage } = options;
  const started = options.jobs.map((definition) => {
    const queue = new Queue(definition.queue, { connection, prefix });
    const schedule = () =>
      queue.upsertJobScheduler(definition.name, definition.schedule(settings), {
        name: definition.name,
        data: definition.data,
        opts: { removeOnComplete: 50, removeOnFail: 50 },
      });
    const worker = new Worker(
      definition.queue,
      async (job: Job) => {
        const parsed = definition.payload.safeParse(job.data);
        if (!parsed.success) throw new UnrecoverableError(`invalid ${definition.name} job: ${parsed.error.message}`);
        const report = await definition.process(parsed.data, context, job);
        if (didSomething(report)) logger.info({ job: definition.name, ...report }, logMessage);
        return report;
      },
      { connection, prefix, concurrency: 1 },
    );
    worker.on('error', (error) => logger.error({ err: error, job: definition.name }, `${logMessage} worker error`));
    return { queue, schedule, worker };
  });
  const scheduleAll = () => Promise.all(started.map(({ schedule }) => schedule()));
  await scheduleAll();
  // The schedules live in Redis: a Redis that comes back empty (restarted without persistence,
  // failed over) has lost them, and with them every run that would re-queue what it lost.
  const reschedule = () => {
    void scheduleAll().catch((error: unknown) => logger.warn({ err: error }, `${logMessage} not rescheduled`));
  };
  connection.on('ready', reschedule);
  return {
    workers: started.map(({ worker }) => worker),
    async close() {
      connection.off('ready', reschedule);
      await Promise.all(started.map(({ worker }) => worker.close()));
      await Promise.all(started.map(({ queue }) => queue.close()));
    },
  };
}
