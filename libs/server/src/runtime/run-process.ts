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
 *
 * Started by `npm start`'s supervisor (which opens an IPC channel to it), it also stops when the
 * supervisor is gone, however it died: the kernel closes the channel even on SIGKILL, so node
 * emits 'disconnect' at once, with no polling of the parent pid (which a subreaper or a pid reused
 * could fool). An orphan would keep serving while nothing restarts its partner.
 */
export function runProcess(
  name: string,
  start: (control: ProcessControl) => Promise<() => Promise<void>>,
  graceMs = 25_000,
): void {
  let stop: (() => Promise<void>) | undefined;
  let stopping = false;
  let exitCode = 0;
  const runStop = (stopNow: () => Promise<void>) =>
    stopNow().then(
      () => process.exit(exitCode),
      (error: unknown) => {
        console.error(`${name}: shutdown failed`, error);
        process.exit(1);
      },
    );
  const shutdown = (reason: string, code = 0) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    console.error(`${name}: ${reason}, shutting down`);
    setTimeout(() => process.exit(1), graceMs).unref();
    // Still starting: it stops as soon as it has started.
    if (stop) void runStop(stop);
  };
  if (process.channel) {
    process.once('disconnect', () => shutdown('its supervisor is gone'));
    // The channel alone must not keep the process alive.
    process.channel.unref();
  }
  start({ fail: (reason) => shutdown(reason, 1) })
    .then((started) => {
      stop = started;
      process.on('SIGTERM', () => shutdown('SIGTERM received'));
      process.on('SIGINT', () => shutdown('SIGINT received'));
      if (stopping) void runStop(started);
    })
    .catch((error: unknown) => {
      if (error instanceof ConfigError || error instanceof DependencyUnreachableError) console.error(error.message);
      else console.error(`${name} could not start:`, error);
      process.exit(1);
    });
}
