import type { WebhookSettings } from '@bridal/server/config/server-env';
import type { Sql } from '@bridal/server/db/create-sql';
import type { Logger } from '@bridal/server/logging/create-logger';
import { enqueueMailOnce, type MailQueue } from '@bridal/server/queue/mail-queue';
import { queueNames } from '@bridal/server/queue/queue-names';
import {
  createWebhookQueue,
  enqueueWebhookAttempt,
  webhookJobSchema,
  type WebhookQueue,
} from '@bridal/server/queue/webhook-queue';
import { deliverWebhook } from '@bridal/server/webhooks/deliver-webhook';
import { webhookChannel } from '@bridal/server/webhooks/record-webhook-event';
import { requeueLostWebhookDeliveries } from '@bridal/server/queue/requeue-lost-webhook-deliveries';
import { type Job, UnrecoverableError, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { type ScheduledJobDefinition, type ScheduledJobs, startScheduledJobs } from '../scheduled-job';

export interface SendWebhookDeps {
  sql: Sql;
  settings: WebhookSettings;
  mailQueue: MailQueue;
  logger: Logger;
}

/** One attempt of a delivery; a failure is recorded and its retry queued, never thrown (only a database error is). */
export function createSendWebhookProcessor(deps: SendWebhookDeps & { webhookQueue: WebhookQueue }) {
  return async (job: Job) => {
    const parsed = webhookJobSchema.safeParse(job.data);
    if (!parsed.success) throw new UnrecoverableError(`invalid webhook job: ${parsed.error.message}`);
    const { deliveryId } = parsed.data;
    const result = await deliverWebhook({ sql: deps.sql, settings: deps.settings, deliveryId });
    const logger = deps.logger.child({ jobId: job.id, deliveryId });
    if (result.outcome === 'retry') {
      await enqueueWebhookAttempt(deps.webhookQueue, { deliveryId, attempt: result.attempt, delayMs: result.delayMs });
      logger.info({ attempt: result.attempt, delayMs: result.delayMs }, 'webhook attempt failed; retry queued');
    } else if (result.outcome === 'failed') {
      logger.warn({ disabledEndpointId: result.disabledEndpointId }, 'webhook delivery failed every attempt');
      if (result.disabledEndpointId) {
        const endpointId = result.disabledEndpointId;
        await enqueueMailOnce(
          deps.mailQueue,
          { kind: 'webhook-disabled', endpointId },
          { jobId: `webhook-disabled-${endpointId}` },
        );
      }
    }
    return result;
  };
}

const noPayload = z.strictObject({});

const sweepJob: ScheduledJobDefinition<SendWebhookDeps & { webhookQueue: WebhookQueue }, z.infer<typeof noPayload>> = {
  name: 'requeue-lost-webhook-deliveries',
  queue: queueNames.webhookSweep,
  schedule: ({ housekeepingMs }) => ({ every: housekeepingMs! }),
  payload: noPayload,
  data: {},
  process: async (_payload, context) => ({ requeuedWebhookDeliveries: await requeueLostWebhookDeliveries(context) }),
};

/**
 * Outgoing webhooks (DESIGN.md section 13): every worker listens for the deliveries a commit wrote
 * (Postgres NOTIFY, sent on commit only) and queues their first attempt, under an id that makes
 * any number of listeners queue it once; the sweep, every housekeeping interval, queues again what
 * was missed (no worker listening, Redis emptied).
 */
export async function startWebhookDeliveries(options: {
  connection: Redis;
  prefix: string;
  concurrency: number;
  everyMs: number;
  deps: SendWebhookDeps;
}): Promise<ScheduledJobs> {
  const { connection, prefix, deps } = options;
  const webhookQueue = createWebhookQueue(connection, prefix);
  const context = { ...deps, webhookQueue };
  const worker = new Worker(queueNames.webhookDelivery, createSendWebhookProcessor(context), {
    connection,
    prefix,
    concurrency: options.concurrency,
  });
  worker.on('failed', (job, error) =>
    deps.logger.warn({ jobId: job?.id, attempts: job?.attemptsMade, err: error }, 'webhook job failed'),
  );
  worker.on('error', (error) => deps.logger.error({ err: error }, 'webhook worker error'));
  const listener = await deps.sql.listen(webhookChannel, (payload) => {
    for (const deliveryId of payload.split(',').filter(Boolean)) {
      enqueueWebhookAttempt(webhookQueue, { deliveryId, attempt: 0 }).catch((error: unknown) =>
        deps.logger.warn({ err: error, deliveryId }, 'webhook delivery not queued; the sweep will'),
      );
    }
  });
  const sweep = await startScheduledJobs({
    connection,
    prefix,
    settings: { housekeepingMs: options.everyMs },
    jobs: [sweepJob],
    context,
    logger: deps.logger,
    logMessage: 'webhook sweep',
  });
  return {
    workers: [worker, ...sweep.workers],
    async close() {
      await listener.unlisten();
      await sweep.close();
      await worker.close();
      await webhookQueue.close();
    },
  };
}
