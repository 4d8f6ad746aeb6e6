import { type ChildProcess, spawn, type SpawnOptions, type StdioOptions } from 'node:child_process';

/** One long-lived process to keep running. */
export interface SupervisedProcess {
  name: string;
  command: string;
  args: readonly string[];
}

/** How long to wait before restarting a process that keeps dying. */
export interface Backoff {
  /** The wait before the first restart; it doubles at each restart that follows. */
  initialMs: number;
  maxMs: number;
  /** A process that stayed up this long was healthy: its next restart waits `initialMs` again. */
  resetAfterMs: number;
}

export const defaultBackoff: Backoff = { initialMs: 500, maxMs: 30_000, resetAfterMs: 60_000 };

/** The wait before restart number `restart` (from 1) of a run of failures. */
export function restartDelayMs(restart: number, backoff: Backoff): number {
  return Math.min(backoff.initialMs * 2 ** (restart - 1), backoff.maxMs);
}

export interface Supervisor {
  /** The pid of the named process while it runs; undefined while it waits to be restarted. */
  pidOf(name: string): number | undefined;
  /** Asks every process to stop (SIGTERM), restarts none, and resolves once all have exited. */
  stop(): Promise<void>;
}

export interface SuperviseOptions {
  processes: readonly SupervisedProcess[];
  spawnOptions: SpawnOptions;
  backoff?: Backoff;
  /** A process still running this long after SIGTERM is killed (its own grace period has passed). */
  killAfterMs?: number;
  log?: (line: string) => void;
}

interface Slot {
  spec: SupervisedProcess;
  child?: ChildProcess;
  exited?: Promise<void>;
  startedAt: number;
  restarts: number;
  restartTimer?: NodeJS.Timeout;
}

const seconds = (ms: number) => `${Number((ms / 1000).toFixed(1))} s`;

/**
 * The children's stdio plus an IPC channel: the kernel closes it when the supervisor dies, even by
 * SIGKILL, and runProcess then stops the child (an orphan would serve on with nothing to restart
 * its partner).
 */
function withChannelToSupervisor(stdio: StdioOptions | undefined): StdioOptions {
  const streams = Array.isArray(stdio) ? stdio : [0, 1, 2].map(() => stdio ?? 'pipe');
  return streams.includes('ipc') ? streams : [...streams, 'ipc'];
}

/**
 * Runs each process and restarts the one that dies, with exponential backoff, while the others
 * keep running: one crashed worker must not take the API down with it. Only `stop` ends them, or
 * the supervisor's own death (see withChannelToSupervisor).
 */
export function superviseProcesses(options: SuperviseOptions): Supervisor {
  const backoff = options.backoff ?? defaultBackoff;
  const spawnOptions = { ...options.spawnOptions, stdio: withChannelToSupervisor(options.spawnOptions.stdio) };
  const log = options.log ?? ((line: string) => console.error(line));
  let stopping: Promise<void> | undefined;

  const onExit = (slot: Slot, reason: string) => {
    slot.child = undefined;
    if (stopping) return;
    const upMs = Date.now() - slot.startedAt;
    slot.restarts = upMs >= backoff.resetAfterMs ? 1 : slot.restarts + 1;
    const delayMs = restartDelayMs(slot.restarts, backoff);
    log(
      `${slot.spec.name}: stopped unexpectedly (${reason}) after ${seconds(upMs)}; ` +
        `restarting in ${seconds(delayMs)} (restart ${slot.restarts})`,
    );
    slot.restartTimer = setTimeout(() => start(slot), delayMs);
  };

  const start = (slot: Slot) => {
    slot.restartTimer = undefined;
    slot.startedAt = Date.now();
    const child = spawn(slot.spec.command, [...slot.spec.args], spawnOptions);
    slot.child = child;
    slot.exited = new Promise<void>((resolve) => {
      let ended = false;
      const end = (reason: string) => {
        if (ended) return;
        ended = true;
        resolve();
        onExit(slot, reason);
      };
      child.once('exit', (code, signal) => end(signal ?? `exit code ${code}`));
      // A process that could not be spawned at all emits no 'exit'.
      child.once('error', (error) => child.pid === undefined && end(`could not start: ${error.message}`));
    });
    if (child.pid !== undefined) log(`${slot.spec.name}: running as pid ${child.pid}`);
  };

  const slots: Slot[] = options.processes.map((spec) => ({ spec, startedAt: 0, restarts: 0 }));
  for (const slot of slots) start(slot);

  const stopSlot = async (slot: Slot) => {
    clearTimeout(slot.restartTimer);
    const { child, exited } = slot;
    if (!child || !exited) return;
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), options.killAfterMs ?? 30_000);
    await exited;
    clearTimeout(killer);
  };

  return {
    pidOf: (name) => slots.find((slot) => slot.spec.name === name)?.child?.pid,
    stop: () => (stopping ??= Promise.all(slots.map(stopSlot)).then(() => undefined)),
  };
}
