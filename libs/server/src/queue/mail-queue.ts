import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { type MailJob, mailJobOptions, mailJobSchema } from './mail-job';
import { queueNames } from './queue-names';

export type MailQueue = Queue<MailJob>;

export function createMailQueue(connection: Redis, prefix: string): MailQueue {
  return new Queue<MailJob>(queueNames.mail, { connection, prefix });
}

export async function enqueueMail(queue: MailQueue, job: MailJob): Promise<void> {
  const payload = mailJobSchema.parse(job);
  await queue.add(payload.kind, payload, mailJobOptions);
}

/**
 * Queues the job of one outbox row (a follow-up, an appointment e-mail) under its own id, delayed
 * until it is due: adding it again while it waits changes nothing. Removed once done, so the row
 * can be queued again (a sweep, a draft sent back).
 */
export async function enqueueMailOnce(
  queue: MailQueue,
  job: MailJob,
  { jobId, delayMs = 0 }: { jobId: string; delayMs?: number },
): Promise<void> {
  const payload = mailJobSchema.parse(job);
  await queue.add(payload.kind, payload, {
    ...mailJobOptions,
    jobId,
    delay: Math.max(0, delayMs),
    removeOnComplete: true,
  });
}
