import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { queueNames } from './queue-names';

/** A webhook job carries its delivery's id only: the worker reads the rest, under its claim, from the database. */
export const webhookJobSchema = z.strictObject({ deliveryId: z.uuid() });
export type WebhookJob = z.infer<typeof webhookJobSchema>;

export type WebhookQueue = Queue<WebhookJob>;

export function createWebhookQueue(connection: Redis, prefix: string): WebhookQueue {
  return new Queue<WebhookJob>(queueNames.webhookDelivery, { connection, prefix });
}

/**
 * One job per attempt of a delivery, its id naming both: however many workers hear of a delivery
 * (each one listens for new ones), its attempt is queued once. The retries are the delivery's own
 * schedule (next_attempt_at), not BullMQ's: a failed answer is recorded, not thrown.
 */
export async function enqueueWebhookAttempt(
  queue: WebhookQueue,
  { deliveryId, attempt, delayMs = 0 }: { deliveryId: string; attempt: number; delayMs?: number },
): Promise<void> {
  const job = webhookJobSchema.parse({ deliveryId });
  await queue.add('deliver', job, {
    jobId: webhookJobIdOf(deliveryId, attempt),
    delay: Math.max(0, delayMs),
    attempts: 3,
    backoff: { type: 'exponential', delay: 1_000 },
    removeOnComplete: true,
    removeOnFail: { age: 7 * 86_400 },
  });
}

export const webhookJobIdOf = (deliveryId: string, attempt: number) => `webhook-${deliveryId}-${attempt}`;
