import { collectDefaultMetrics, type Counter, Registry } from 'prom-client';
import { type AiMetrics, createAiMetrics } from './ai-metrics';
import { createUncaughtErrorsCounter } from './uncaught-errors';

/** What every process's /metrics shows, the API's and each worker's alike. */
export interface ProcessMetrics {
  registry: Registry;
  ai: AiMetrics;
  uncaughtErrors: Counter<'kind'>;
}

/**
 * A registry of the app's own (each app has one, so tests can build several), with the process's
 * CPU, memory and event-loop metrics unless `processMetrics` is false, the AI counters and the
 * errors that escaped every handler.
 */
export function createProcessMetrics(processMetrics = true): ProcessMetrics {
  const registry = new Registry();
  if (processMetrics) collectDefaultMetrics({ register: registry });
  return { registry, ai: createAiMetrics(registry), uncaughtErrors: createUncaughtErrorsCounter(registry) };
}
