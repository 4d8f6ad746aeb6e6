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
