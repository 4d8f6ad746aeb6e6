import { Histogram } from 'prom-client';
import { createProcessMetrics, type ProcessMetrics } from './metrics-registry';

/** What a worker's own /metrics shows (Prometheus scrapes every worker). */
export interface WorkerMetrics extends ProcessMetrics {
  jobDuration: Histogram<'queue' | 'step' | 'outcome'>;
}

export function createWorkerMetrics(options: { processMetrics?: boolean } = {}): WorkerMetrics {
  const metrics = createProcessMetrics(options.processMetrics);
  return {
    ...metrics,
    jobDuration: new Histogram({
      name: 'bridal_job_duration_seconds',
      help: 'Time a job attempt took, by queue, step (job name) and outcome (done, fallback, already-done, failed).',
      labelNames: ['queue', 'step', 'outcome'],
      buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300],
      registers: [metrics.registry],
    }),
  };
}
