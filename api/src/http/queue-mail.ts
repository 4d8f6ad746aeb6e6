import { AppError } from '@bridal/server/errors/app-error';
import { enqueueMail } from '@bridal/server/queue/mail-queue';
import type { MailJob } from '@bridal/server/queue/mail-job';
import { mailUnavailableMessage } from '@bridal/shared/accounts/mail-unavailable-message';
import type { Context } from 'hono';
import type { AppEnv } from '../app-env';

/** Throws 503 when Redis is away, before a change that must be followed by an e-mail is made. */
export function requireMailQueue(c: Context<AppEnv>): void {
  if (c.var.deps.redis.status !== 'ready') throw new AppError('SERVICE_UNAVAILABLE', mailUnavailableMessage);
}

/** Queues an e-mail (the job holds ids only); 503 when the queue cannot take it. */
export async function queueMail(c: Context<AppEnv>, job: MailJob): Promise<void> {
  requireMailQueue(c);
  try {
    await enqueueMail(c.var.deps.mailQueue, job);
  } catch (error) {
    c.var.logger.warn({ err: error, kind: job.kind }, 'e-mail not queued');
    throw new AppError('SERVICE_UNAVAILABLE', mailUnavailableMessage, { cause: error });
  }
}
