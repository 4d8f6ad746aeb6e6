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
