import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { platformQueueNames } from '../queue/queue-names';

/**
 * One Queue per queue of the platform, on a connection the caller owns, for the operators' board
 * and the queue-depth gauges. Whoever opens them closes them (Queue.close leaves the connection open).
 */
export function openPlatformQueues(connection: Redis, prefix: string): Queue[] {
  return platformQueueNames.map((name) => new Queue(name, { connection, prefix }));
}
