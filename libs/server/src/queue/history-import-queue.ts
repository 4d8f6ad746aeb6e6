import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { queueNames } from './queue-names';

/** The job carries ids only: the staged rows are in PostgreSQL. */
export const historyImportJobSchema = z.strictObject({ importId: z.uuid(), boutiqueId: z.number().int().positive() });
export type HistoryImportJob = z.infer<typeof historyImportJobSchema>;

const queues = new WeakMap<Redis, Queue<HistoryImportJob>>();

/** The queue on the process's producer connection, opened once per connection. */
function historyImportQueueOf(connection: Redis, prefix: string): Queue<HistoryImportJob> {
  let queue = queues.get(connection);
  if (!queue)
    queues.set(connection, (queue = new Queue<HistoryImportJob>(queueNames.historyImport, { connection, prefix })));
  return queue;
}

/** The import's job, if Redis still holds it. */
export async function historyImportJobState(connection: Redis, prefix: string, importId: string): Promise<string> {
  const job = await historyImportQueueOf(connection, prefix).getJob(importId);
  return job ? await job.getState() : 'missing';
}

/** Takes a finished or failed job out of the way, so the import can be queued again under its id. */
export async function removeHistoryImportJob(connection: Redis, prefix: string, importId: string): Promise<void> {
  await (await historyImportQueueOf(connection, prefix).getJob(importId))?.remove();
}

/**
 * Queues an import under its own id, so a second click queues nothing. A job that dies (a worker
 * crash) is retried by BullMQ and continues from the position the import recorded.
 */
export async function enqueueHistoryImport(connection: Redis, prefix: string, job: HistoryImportJob): Promise<void> {
  const payload = historyImportJobSchema.parse(job);
  await historyImportQueueOf(connection, prefix).add('import', payload, {
    jobId: payload.importId,
    attempts: 5,
    backoff: { type: 'exponential', delay: 2000 },
    removeOnComplete: true,
    removeOnFail: 100,
  });
}
