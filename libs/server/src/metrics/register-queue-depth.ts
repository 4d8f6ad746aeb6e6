import type { JobState, Queue } from 'bullmq';
import { Gauge, type Registry } from 'prom-client';

/** Every state a job can sit in; `waiting` growing while `active` stays flat means too few workers. */
export const queueStates = [
  'waiting',
  'active',
  'delayed',
  'prioritized',
  'waiting-children',
  'failed',
  'completed',
] as const satisfies readonly JobState[];

type QueueReading =
  { queue: string; ok: true; counts: Record<string, number>; paused: boolean } | { queue: string; ok: false };

async function readQueue(queue: Queue): Promise<QueueReading> {
  try {
    const [counts, paused] = await Promise.all([queue.getJobCounts(...queueStates), queue.isPaused()]);
    return { queue: queue.name, ok: true, counts, paused };
  } catch {
    // Redis is down or slow: the scrape still answers, and says which counts are missing.
    return { queue: queue.name, ok: false };
  }
}

/**
 * Queue depth per queue and state, read from Redis at scrape time (BullMQ getJobCounts), so the
 * number is the same whichever API replica Prometheus asks.
 */
export function registerQueueDepth(registry: Registry, queues: readonly Queue[]): void {
  // The three gauges are collected side by side at each scrape: they share one read of Redis.
  let reading: Promise<QueueReading[]> | undefined;
  const read = () => (reading ??= Promise.all(queues.map(readQueue)).finally(() => (reading = undefined)));

  new Gauge({
    name: 'bridal_queue_jobs',
    help: 'Jobs in each queue by state (waiting, active, delayed, prioritized, waiting-children, failed, completed).',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      const readings = await read();
      this.reset();
      for (const reading of readings) {
        if (!reading.ok) continue;
        for (const state of queueStates) this.set({ queue: reading.queue, state }, reading.counts[state] ?? 0);
      }
    },
  });
  new Gauge({
    name: 'bridal_queue_paused',
    help: '1 when the queue is paused (from /ops/queues, say): its waiting jobs are not taken.',
    labelNames: ['queue'],
    registers: [registry],
    async collect() {
      const readings = await read();
      this.reset();
      for (const reading of readings) if (reading.ok) this.set({ queue: reading.queue }, reading.paused ? 1 : 0);
    },
  });
  new Gauge({
    name: 'bridal_queue_counts_readable',
    help: '1 when the counts of the queue could be read from Redis at this scrape, 0 when not.',
    labelNames: ['queue'],
    registers: [registry],
    async collect() {
      const readings = await read();
      for (const reading of readings) this.set({ queue: reading.queue }, reading.ok ? 1 : 0);
    },
  });
}
