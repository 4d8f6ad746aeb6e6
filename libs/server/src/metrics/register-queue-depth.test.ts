import { describe, expect, it } from '@jest/globals';
import type { Queue } from 'bullmq';
import { Registry } from 'prom-client';
import { registerQueueDepth } from './register-queue-depth';

function fakeQueue(name: string, read: () => Promise<Record<string, number>>, paused = false): Queue {
  return { name, getJobCounts: read, isPaused: async () => paused } as unknown as Queue;
}

describe('queue depth gauges', () => {
  it('read every queue at scrape time, and say which could not be read', async () => {
    const registry = new Registry();
    let waiting = 3;
    registerQueueDepth(registry, [
      fakeQueue('analysis-step', async () => ({ waiting, active: 2, failed: 1 })),
      fakeQueue('mail', async () => ({}), true),
      fakeQueue('housekeeping', async () => {
        throw new Error('Redis is down');
      }),
    ]);
    let text = await registry.metrics();
    expect(text).toContain('bridal_queue_jobs{queue="analysis-step",state="waiting"} 3');
    expect(text).toContain('bridal_queue_jobs{queue="analysis-step",state="active"} 2');
    expect(text).toContain('bridal_queue_jobs{queue="analysis-step",state="completed"} 0');
    expect(text).toContain('bridal_queue_jobs{queue="mail",state="waiting"} 0');
    expect(text).toContain('bridal_queue_paused{queue="mail"} 1');
    expect(text).toContain('bridal_queue_paused{queue="analysis-step"} 0');
    expect(text).toContain('bridal_queue_counts_readable{queue="analysis-step"} 1');
    expect(text).toContain('bridal_queue_counts_readable{queue="housekeeping"} 0');
    expect(text).not.toContain('bridal_queue_jobs{queue="housekeeping"');

    waiting = 7;
    text = await registry.metrics();
    expect(text).toContain('bridal_queue_jobs{queue="analysis-step",state="waiting"} 7');
  });
});
