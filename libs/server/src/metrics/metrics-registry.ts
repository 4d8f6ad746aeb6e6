import { collectDefaultMetrics, Registry } from 'prom-client';

/**
 * A registry of the app's own (each app has one, so tests can build several), with the process's
 * CPU, memory and event-loop metrics unless `processMetrics` is false.
 */
export function createMetricsRegistry(processMetrics = true): Registry {
  const registry = new Registry();
  if (processMetrics) collectDefaultMetrics({ register: registry });
  return registry;
}
