import type { Queue } from 'bullmq';
import { Counter, Histogram } from 'prom-client';
import { createProcessMetrics, type ProcessMetrics } from './metrics-registry';
import { registerQueueDepth } from './register-queue-depth';

/** What the API's /metrics shows. Each app has its own registry, so tests can build several apps. */
export interface ApiMetrics extends ProcessMetrics {
  requestDuration: Histogram<'method' | 'route' | 'status'>;
  surveySubmissions: Counter<'outcome' | 'reason'>;
}

export function createApiMetrics(options: { queues: readonly Queue[]; processMetrics?: boolean }): ApiMetrics {
  const metrics = createProcessMetrics(options.processMetrics);
  const { registry } = metrics;
  registerQueueDepth(registry, options.queues);
  return {
    ...metrics,
    requestDuration: new Histogram({
      name: 'bridal_http_request_duration_seconds',
      help: 'API request latency by method, route pattern (unmatched for unknown paths) and status code.',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    surveySubmissions: new Counter({
      name: 'bridal_survey_submissions_total',
      help: 'Survey submissions: accepted, refused (invalid, too_large, too_slow, unsupported_media, rate_limited, forbidden, other), aborted by the client (client_closed) or failed (server_error).',
      labelNames: ['outcome', 'reason'],
      registers: [registry],
    }),
  };
}
