/**
 * A helper process of the benchmark (the load generator, the bare dashboard server), forked
 * through tsx with an IPC channel: it says `{ ready }` once it can work, then answers each
 * `{ id, job }` with `{ id, result }` or `{ id, error }`. It runs in a process of its own so that
 * its event loop is shared with nothing else the benchmark does.
 */
import { type ChildProcess, fork } from 'node:child_process';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Cleanup } from '@bridal/testing/cleanup';
import { repoRoot } from '@bridal/testing/spawn-service';
import { stopProcess } from '@bridal/testing/stop-process';

export type BenchMessage =
  | { ready: unknown }
  | { id: number; result: unknown }
  | { id: number; error: string }
  | { id?: undefined; fatal: string };

export interface BenchProcess<Job, Result> {
  process: ChildProcess;
  /** What the process said when it became ready (a port, for a server). */
  ready: unknown;
  run(job: Job, timeoutMs: number): Promise<Result>;
  stop(): Promise<void>;
}

/** Forks `scripts/bench/<file>` and waits (bounded) for its ready message; the cleanup stops it. */
export async function forkBenchProcess<Job, Result>(
  cleanup: Cleanup,
  file: string,
  env: Record<string, string>,
  options: { readyTimeoutMs?: number } = {},
): Promise<BenchProcess<Job, Result>> {
  const child = fork(path.join(repoRoot, 'scripts/bench', file), [], {
    cwd: repoRoot,
    execArgv: ['--import', 'tsx'],
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const stop = () => stopProcess(child, 5_000);
  cleanup.add(`stop ${file}`, stop);

  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let exitError: Error | undefined;
  child.on('message', (message: BenchMessage) => {
    if (!('id' in message) || message.id === undefined) return;
    const waiting = pending.get(message.id);
    pending.delete(message.id);
    if ('error' in message) waiting?.reject(new Error(`${file}: ${message.error}`));
    else if ('result' in message) waiting?.resolve(message.result);
  });
  child.once('exit', (code, signal) => {
    exitError = new Error(`${file} exited (${signal ?? code})`);
    for (const waiting of pending.values()) waiting.reject(exitError);
    pending.clear();
  });

  const ready = await new Promise<unknown>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${file} was not ready within ${options.readyTimeoutMs ?? 30_000} ms`));
    }, options.readyTimeoutMs ?? 30_000);
    child.on('message', (message: BenchMessage) => {
      if ('fatal' in message) reject(new Error(`${file}: ${message.fatal}`));
      if ('ready' in message) {
        clearTimeout(timer);
        resolve(message.ready);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${file} exited with ${code} before it was ready`));
    });
  });

  let nextId = 0;
  return {
    process: child,
    ready,
    run(job, timeoutMs) {
      if (exitError) return Promise.reject(exitError);
      const id = (nextId += 1);
      return new Promise<Result>((resolve, reject) => {
        const timer = setTimeout(() => {
          pending.delete(id);
          reject(new Error(`${file} did not answer within ${timeoutMs} ms`));
        }, timeoutMs);
        pending.set(id, {
          resolve: (value) => {
            clearTimeout(timer);
            resolve(value as Result);
          },
          reject: (error) => {
            clearTimeout(timer);
            reject(error);
          },
        });
        child.send({ id, job });
      });
    },
    stop,
  };
}

/** In the child: says it is ready, and answers every job with `handle`. */
export function serveBenchJobs<Job>(ready: unknown, handle: (job: Job) => Promise<unknown>): void {
  process.on('message', (message: { id: number; job: Job }) => {
    handle(message.job).then(
      (result) => process.send?.({ id: message.id, result }),
      (error: unknown) =>
        process.send?.({ id: message.id, error: error instanceof Error ? error.message : String(error) }),
    );
  });
  // The benchmark going away (its IPC channel closing) ends this process too.
  process.on('disconnect', () => process.exit(0));
  process.send?.({ ready });
}

/**
 * Runs a bare yardstick server (keep-alive as the API's clients use it) in a bench process: it
 * listens on a free loopback port, says so as `{ ready: port }`, and on SIGTERM closes its
 * connections and runs `onStop` before exiting.
 */
export function serveBareServer(server: Server, onStop: () => Promise<unknown> = async () => undefined): void {
  server.keepAliveTimeout = 30_000;
  server.listen(0, '127.0.0.1', () => {
    serveBenchJobs((server.address() as AddressInfo).port, async () => ({ pid: process.pid }));
  });
  process.on('SIGTERM', () => {
    server.closeAllConnections();
    server.close();
    void onStop().finally(() => process.exit(0));
  });
}
