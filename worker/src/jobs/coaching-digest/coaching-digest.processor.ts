import type { DigestWriters } from '@bridal/server/coaching/digest/digest-writers';
import { enqueueDigestMails, requeueLostDigestMails } from '@bridal/server/coaching/digest/enqueue-digest-mails';
import { writeCoachingWeek } from '@bridal/server/coaching/digest/write-coaching-week';
import type { Sql } from '@bridal/server/db/create-sql';
import type { Logger } from '@bridal/server/logging/create-logger';
import type { MailQueue } from '@bridal/server/queue/mail-queue';
import { queueNames } from '@bridal/server/queue/queue-names';
import { type Job, Queue, UnrecoverableError, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { type ScheduledJobDefinition, type ScheduledJobs, startScheduledJobs } from '../scheduled-job';
import { digestWeekJobSchema, scheduleCoachingDigests } from './schedule-coaching-digests';

export interface CoachingDigestDeps {
  sql: Sql;
  logger: Logger;
  /** Who words the digests: the model when configured, the built-in coach always behind it. */
  writers: DigestWriters;
  mailQueue: MailQueue;
}

interface ScheduleContext extends CoachingDigestDeps {
  weekQueue: Queue;
}

const noPayload = z.strictObject({});

/** Every COACHING_DIGEST_INTERVAL_SECONDS: queue the boutiques whose digest is due, and the e-mails Redis lost. */
const scheduleJob: ScheduledJobDefinition<ScheduleContext, z.infer<typeof noPayload>> = {
  name: 'schedule-coaching-digests',
  queue: queueNames.coachingDigestSchedule,
  schedule: ({ coachingDigestMs }) => ({ every: coachingDigestMs! }),
  payload: noPayload,
  data: {},
  async process(_payload, context) {
    const now = new Date();
    const queued = await scheduleCoachingDigests({ sql: context.sql, queue: context.weekQueue, now });
    const requeued = await requeueLostDigestMails({ ...context, now });
    return { boutiquesDue: queued.length, requeuedDigestMails: requeued };
  },
};

/** Writes a boutique's digests of a week and queues their e-mails (a second run writes and queues none). */
function createDigestWeekProcessor(deps: CoachingDigestDeps) {
  return async (job: Job) => {
    const parsed = digestWeekJobSchema.safeParse(job.data);
    if (!parsed.success) throw new UnrecoverableError(`invalid coaching digest job: ${parsed.error.message}`);
    const logger = deps.logger.child({ jobId: job.id, boutiqueId: parsed.data.boutiqueId });
    const { written, toMail } = await writeCoachingWeek({ ...deps, ...parsed.data, logger });
    await enqueueDigestMails(deps.mailQueue, toMail);
    if (written > 0) logger.info({ written, mailed: toMail.length }, 'coaching digests written');
    return { written, mailed: toMail.length };
  };
}

/** The worker of the boutiques' weekly jobs. */
export function startDigestWeekWorker(options: {
  connection: Redis;
  prefix: string;
  concurrency: number;
  deps: CoachingDigestDeps;
}): Worker {
  const { deps } = options;
  const worker = new Worker(queueNames.coachingDigest, createDigestWeekProcessor(deps), {
    connection: options.connection,
    prefix: options.prefix,
    concurrency: options.concurrency,
  });
  worker.on('failed', (job, error) =>
    deps.logger.warn({ jobId: job?.id, attempts: job?.attemptsMade, err: error }, 'coaching digest job failed'),
  );
  worker.on('error', (error) => deps.logger.error({ err: error }, 'coaching digest worker error'));
  return worker;
}

/**
 * The weekly coaching digest (DESIGN.md section 12): a scheduled job finds the boutiques whose
 * Monday 08:00 has come (in each one's zone) and queues one job per boutique and ISO week, whose
 * id makes any number of workers queue it once; this worker's jobs write the digests and queue
 * their e-mails on the mail queue.
 */
export async function startCoachingDigests(options: {
  connection: Redis;
  prefix: string;
  everyMs: number;
  concurrency: number;
  deps: CoachingDigestDeps;
}): Promise<ScheduledJobs> {
  const { connection, prefix, deps } = options;
  const weekQueue = new Queue(queueNames.coachingDigest, { connection, prefix });
  const weekWorker = startDigestWeekWorker(options);
  const scheduled = await startScheduledJobs({
    connection,
    prefix,
    settings: { coachingDigestMs: options.everyMs },
    jobs: [scheduleJob],
    context: { ...deps, weekQueue },
    logger: deps.logger,
    logMessage: 'coaching digests',
  });
  return {
    workers: [...scheduled.workers, weekWorker],
    async close() {
      await scheduled.close();
      await weekWorker.close();
      await weekQueue.close();
    },
  };
}
