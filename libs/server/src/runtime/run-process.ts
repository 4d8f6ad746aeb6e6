import { ConfigError } from '../config/server-env';
import { DependencyUnreachableError } from './check-dependencies';

/**
 * Runs a long-lived process: `start` returns its stop function, which SIGTERM or SIGINT calls once
 * (stop taking work, finish what is in hand, close connections). A stop that hangs is cut short so
 * an orchestrator's grace period is respected. A bad setting or an unreachable service ends the
 * process with its one-line message.
 */
export function runProcess(name: string, start: () => Promise<() => Promise<void>>, graceMs = 25_000): void {
  start()
    .then((stop) => {
      let stopping = false;
      const onSignal = (signal: string) => {
        if (stopping) return;
        stopping = true;
        console.error(`${name}: ${signal} received, shutting down`);
        setTimeout(() => process.exit(1), graceMs).unref();
        stop().then(
          () => process.exit(0),
          (error: unknown) => {
            console.error(`${name}: shutdown failed`, error);
            process.exit(1);
          },
        );
      };
      process.on('SIGTERM', () => onSignal('SIGTERM'));
      process.on('SIGINT', () => onSignal('SIGINT'));
    })
    .catch((error: unknown) => {
      if (error instanceof ConfigError || error instanceof DependencyUnreachableError) console.error(error.message);
      else console.error(`${name} could not start:`, error);
      process.exit(1);
    });
}
