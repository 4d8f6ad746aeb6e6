/**
 * A throw-away redis-server of its own on a free port, without persistence (a restart comes back
 * empty, as after a crash of a cache-only Redis) and with `noeviction`, which BullMQ needs. A drill
 * may kill it and start it again on the same port. The machine's shared Redis is never touched.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../free-port';
import type { OrphanReaper } from './orphan-reaper';

export interface RedisServer {
  port: number;
  url: string;
  /** Kills the server (SIGKILL, as a crash or an OOM kill would) and waits until it is gone. */
  kill(): Promise<void>;
  /** Starts it again on the same port, empty, and waits until it accepts connections. */
  start(): Promise<void>;
  /** Stops it and removes its folder. */
  destroy(): Promise<void>;
}

function waitForExit(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

export async function startRedisServer(reaper?: OrphanReaper): Promise<RedisServer> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bridal-drill-redis-'));
  reaper?.watchFolder(dir);
  const port = await freePort();
  let child: ChildProcess | undefined;

  const launch = () =>
    new Promise<ChildProcess>((resolve, reject) => {
      const server = spawn(
        'redis-server',
        [
          '--port',
          String(port),
          '--bind',
          '127.0.0.1',
          '--save',
          '',
          '--appendonly',
          'no',
          '--maxmemory-policy',
          'noeviction',
          '--dir',
          dir,
        ],
        { stdio: ['ignore', 'pipe', 'pipe'] },
      );
      let output = '';
      const timer = setTimeout(() => {
        server.kill('SIGKILL');
        reject(new Error(`redis-server did not start on port ${port}:\n${output}`));
      }, 15_000);
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        if (/Ready to accept connections/.test(output)) {
          clearTimeout(timer);
          server.stdout!.off('data', onData);
          // Drained and dropped from now on, so its pipe never fills.
          server.stdout!.resume();
          resolve(server);
        }
      };
      server.stdout!.on('data', onData);
      server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
      server.once('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
      server.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`redis-server exited with ${code}:\n${output}`));
      });
    });

  const redis: RedisServer = {
    port,
    url: `redis://127.0.0.1:${port}`,
    async kill() {
      if (!child) return;
      const killed = child;
      child = undefined;
      killed.kill('SIGKILL');
      await waitForExit(killed);
    },
    async start() {
      if (child) throw new Error('redis-server is already running');
      child = await launch();
      reaper?.watchProcess(child.pid);
    },
    async destroy() {
      await redis.kill();
      await rm(dir, { recursive: true, force: true });
    },
  };
  try {
    await redis.start();
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  return redis;
}
