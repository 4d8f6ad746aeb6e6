import { hostname } from 'node:os';
import { writeFile } from 'node:fs/promises';
import type { Redis } from '@bridal/server/queue/redis-connection';
import {
  recordWorkerHeartbeat,
  removeWorkerHeartbeat,
  workerHeartbeatEveryMs,
  workerIdOf,
} from '@bridal/server/runtime/worker-heartbeats';

export interface HeartbeatOptions {
  /** Touched at each beat; the container health check reads its age. */
  file: string;
  /** Where the API's /api/ready reads the beats (see readWorkerPresence). */
  redis: Redis;
  prefix: string;
  isHealthy: () => boolean;
}

/** Beats every 15 s while healthy; the returned function stops beating and withdraws the worker. */
export function startHeartbeat({ file, redis, prefix, isHealthy }: HeartbeatOptions): () => Promise<void> {
  const workerId = workerIdOf(hostname(), process.pid);
  const beat = () => {
    if (!isHealthy()) return;
    void writeFile(file, new Date().toISOString()).catch(() => undefined);
    void recordWorkerHeartbeat(redis, prefix, workerId).catch(() => undefined);
  };
  beat();
  const timer = setInterval(beat, workerHeartbeatEveryMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await removeWorkerHeartbeat(redis, prefix, workerId).catch(() => undefined);
  };
}
