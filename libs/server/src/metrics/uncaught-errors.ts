import { Counter, type Registry } from 'prom-client';
import type { EscapedErrorKind } from '../runtime/guard-process';

const kinds: readonly EscapedErrorKind[] = ['stream_error', 'uncaught_exception', 'unhandled_rejection'];

/** What escaped every handler of a process (see guardProcess), each kind shown from zero so a rise can be alerted on. */
export function createUncaughtErrorsCounter(registry: Registry): Counter<'kind'> {
  const counter = new Counter({
    name: 'bridal_uncaught_errors_total',
    help: "Errors that escaped every handler, by kind: stream_error (a client's connection or body; the process served on), uncaught_exception (the process stopped for a clean restart), unhandled_rejection (it served on).",
    labelNames: ['kind'],
    registers: [registry],
  });
  for (const kind of kinds) counter.inc({ kind }, 0);
  return counter;
}
