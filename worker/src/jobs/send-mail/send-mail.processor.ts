import type { Sql } from '@bridal/server/db/create-sql';
import type { Logger } from '@bridal/server/logging/create-logger';
import type { SmsRuntime } from '@bridal/server/appointments/texts/deliver-appointment-text';
import { deliverMailJob } from './deliver-mail-job';
import type { MailTransport } from '@bridal/server/mail/mail-transport';
import { mailJobSchema } from '@bridal/server/queue/mail-job';
import { queueNames } from '@bridal/server/queue/queue-names';
import { type Job, UnrecoverableError, Worker } from 'bullmq';
import type { Redis } from 'ioredis';

export interface SendMailDeps {
  sql: Sql;
  transport: MailTransport;
  publicUrl: string;
  logger: Logger;
  sms?: SmsRuntime;
}

/** Validates the payload (a bad one can never succeed), then builds and sends the e-mail. */
export function createSendMailProcessor(deps: SendMailDeps) {
  return async (job: Job) => {
    const parsed = mailJobSchema.safeParse(job.data);
    if (!parsed.success) throw new UnrecoverableError(`invalid mail job: ${parsed.error.message}`);
    const logger = deps.logger.child({ jobId: job.id, kind: parsed.data.kind });
    const sent = await deliverMailJob({ ...deps, job: parsed.data });
    logger.info({ sent }, sent ? 'mail sent' : 'mail skipped: its subject no longer exists');
    return { sent };
  };
}

export function startSendMailWorker(options: {
  connection: Redis;
  prefix: string;
  concurrency: number;
  deps: SendMailDeps;
}): Worker {
  const worker = new Worker(queueNames.mail, createSendMailProcessor(options.deps), {
    connection: options.connection,
    prefix: options.prefix,
    concurrency: options.concurrency,
  });
  worker.on('failed', (job, error) =>
    options.deps.logger.warn({ jobId: job?.id, attempts: job?.attemptsMade, err: error }, 'mail job failed'),
  );
  worker.on('error', (error) => options.deps.logger.error({ err: error }, 'mail worker error'));
  return worker;
}
