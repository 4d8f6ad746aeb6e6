import type { Sql } from '../db/create-sql';
import type { Logger } from '../logging/create-logger';
import { enqueueWebhookAttempt, webhookJobIdOf, type WebhookQueue } from './webhook-queue';

/** A due delivery whose attempt has not started this long after its time is looked at again. */
export const lostWebhookAfterMs = 30_000;

/**
 * The sweep of the webhook outbox: a pending delivery past its time, not under an attempt, whose
 * job is gone (Redis restarted empty, the notice missed while no worker listened, a retry's job
 * not queued) or ended, is queued again. The claim makes a second job harmless. Answers how many.
 */
export async function requeueLostWebhookDeliveries(options: {
  sql: Sql;
  webhookQueue: WebhookQueue;
  logger: Logger;
  now?: Date;
  limit?: number;
}): Promise<number> {
  const { sql, webhookQueue, logger } = options;
  const now = options.now ?? new Date();
  const rows = await sql<{ id: string; attempts: number }[]>`
    SELECT id, attempts FROM webhook_deliveries
    WHERE status = 'pending' AND next_attempt_at < ${new Date(now.getTime() - lostWebhookAfterMs)}
      AND (claimed_until IS NULL OR claimed_until < ${now})
    ORDER BY next_attempt_at
    LIMIT ${options.limit ?? 500}`;
  let requeued = 0;
  for (const { id, attempts } of rows) {
    const job = await webhookQueue.getJob(webhookJobIdOf(id, attempts));
    const state = job ? await job.getState() : 'missing';
    if (['waiting', 'delayed', 'active', 'prioritized', 'waiting-children'].includes(state)) continue;
    if (job) await job.remove();
    await enqueueWebhookAttempt(webhookQueue, { deliveryId: id, attempt: attempts });
    requeued += 1;
  }
  if (requeued > 0) logger.warn({ requeued }, 'webhook deliveries whose job was lost queued again');
  return requeued;
}
