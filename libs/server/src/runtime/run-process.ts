import { ConfigError } from '../config/server-env';
import { DependencyUnreachableError } from './check-dependencies';

/** What a running process can ask of runProcess. */
export interface ProcessControl {
  /** Stops the process as SIGTERM does, then exits with code 1 (a supervisor starts it again). */
  fail(reason: string): void;
}

/**
 * Runs a long-lived process: `start` returns its stop function, which SIGTERM or SIGINT calls once
 * (stop taking work, finish what is in hand, close connections). A stop that hangs is cut short so
 * an orchestrator's grace period is respected. A bad setting or an unreachable service ends the
 * process with its one-line message.
 */
export function runProcess(
  name: string,
  start: (control: ProcessControl) => Promise<() => Promise<void>>,
  graceMs = 25_000,
): void {
  let stop: (() => Promise<void>) | undefined;
  let stopping = false;
  const shutdown = (reason: string, exitCode: number) => {
    if (stopping) return;
    stopping = true;
    console.error(`${name}: ${reason}, shutting down`);
    // Still starting: there is nothing in hand to finish.
    if (!stop) process.exit(exitCode);
    setTimeout(() => process.exit(1), graceMs).unref();
    stop().then(
      () => process.exit(exitCode),
      (error: unknown) => {
        console.error(`${name}: shutdown failed`, error);
        process.exit(1);
      },
    );
  };
  start({ fail: (reason) => shutdown(reason, 1) })
    .then((stopProcess) => {
      stop = stopProcess;
      process.on('SIGTERM', () => shutdown('SIGTERM received', 0));
      process.on('SIGINT', () => shutdown('SIGINT received', 0));
    })
    .catch((error: unknown) => {
      if (error instanceof ConfigError || error instanceof DependencyUnreachableError) console.error(error.message);
      else console.error(`${name} could not start:`, error);
      process.exit(1);
    });
}
