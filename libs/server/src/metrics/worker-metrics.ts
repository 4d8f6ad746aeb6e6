import { type Counter, Histogram, type Registry } from 'prom-client';
import { type AiMetrics, createAiMetrics } from './ai-metrics';
import { createMetricsRegistry } from './metrics-registry';
import { createUncaughtErrorsCounter } from './uncaught-errors';

/** What a worker's own /metrics shows (Prometheus scrapes every worker). */
export interface WorkerMetrics {
  registry: Registry;
  jobDuration: Histogram<'queue' | 'step' | 'outcome'>;
  ai: AiMetrics;
  uncaughtErrors: Counter<'kind'>;
}

export function createWorkerMetrics(options: { processMetrics?: boolean } = {}): WorkerMetrics {
  const registry = createMetricsRegistry(options.processMetrics);
  return {
    registry,
    jobDuration: new Histogram({
      name: 'bridal_job_duration_seconds',
      help: 'Time a job attempt took, by queue, step (job name) and outcome (done, fallback, already-done, failed).',
      labelNames: ['queue', 'step', 'outcome'],
      buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300],
      registers: [registry],
    }),
    ai: createAiMetrics(registry),
    uncaughtErrors: createUncaughtErrorsCounter(registry),
  };
}
