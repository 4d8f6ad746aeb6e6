import type { Logger } from '../logging/create-logger';

/** What escaped every handler of ours: the label of bridal_uncaught_errors_total. */
export type EscapedErrorKind = 'stream_error' | 'uncaught_exception' | 'unhandled_rejection';

export interface ProcessGuardOptions {
  logger: Logger;
  count: (kind: EscapedErrorKind) => void;
  /**
   * Whether an uncaught exception is an 'error' event nobody listened to on a stream an outsider
   * drives (a client's connection or the body it sent), after which the process serves on.
   */
  isStreamError: (error: unknown) => boolean;
  /** Stops the process as SIGTERM does (new work refused, work in hand finished), then exits with 1. */
  shutdown: (reason: string) => void;
  /** Where the listeners go: the process itself, a stand-in in tests. */
  target?: NodeJS.EventEmitter;
}

/*
 * The policy for what escapes, since Node's own (print and exit at once) lets any client who finds
 * one unheard stream error end every request in flight, again and again.
 *
 * - An uncaught exception from a stream an outsider drives (see isStreamError) is logged, counted
 *   and the process serves on. Such an error is emitted by the stream on a tick of its own: no code
 *   of ours was interrupted halfway, and the one request it belonged to has failed already. Exiting
 *   would hand every client a switch that turns the service off.
 * - Any other uncaught exception was thrown by our code at a point nobody chose: a transaction, a
 *   lock or a cache may be left half-changed, and nothing can say which. It is logged and counted,
 *   and the process stops as it does on SIGTERM (requests in flight finish, within the grace period)
 *   and exits with 1, for the supervisor to start a clean one.
 * - An unhandled rejection is logged and counted and the process serves on: the promise that failed
 *   was already abandoned by the code that made it, which went on without it, so no stack was
 *   unwound through our code. A count above zero is a bug to fix, like the rest.
 */
export function guardProcess(options: ProcessGuardOptions): () => void {
  const { logger, count } = options;
  const target = options.target ?? process;
  const onException = (error: unknown) => {
    if (options.isStreamError(error)) {
      count('stream_error');
      logger.error({ err: error, kind: 'stream_error' }, 'a stream error escaped its request; serving on');
      return;
    }
    count('uncaught_exception');
    logger.fatal({ err: error, kind: 'uncaught_exception' }, 'uncaught exception; stopping for a clean restart');
    options.shutdown('uncaught exception');
  };
  const onRejection = (reason: unknown) => {
    count('unhandled_rejection');
    logger.error({ err: reason, kind: 'unhandled_rejection' }, 'a promise was rejected and nobody handled it');
  };
  target.on('uncaughtException', onException);
  target.on('unhandledRejection', onRejection);
  return () => {
    target.off('uncaughtException', onException);
    target.off('unhandledRejection', onRejection);
  };
}
