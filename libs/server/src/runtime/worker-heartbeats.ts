import type { Redis } from '../queue/redis-connection';

/** How often a worker reports that it is taking jobs. */
export const workerHeartbeatEveryMs = 15_000;

/** A worker not heard from for three beats is missing. */
export const workerMissingAfterMs = 3 * workerHeartbeatEveryMs;

/** Reports of workers gone longer than this are forgotten. */
const forgetAfterMs = 24 * 60 * 60_000;

/**
 * One sorted set per platform (its Redis prefix): each worker, by its id, scored with the Redis
 * server's clock at its last beat, so workers on other hosts compare on one clock.
 */
const heartbeatsKey = (prefix: string) => `${prefix}:worker-heartbeats`;

const recordScript = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
redis.call('ZADD', KEYS[1], now, ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - tonumber(ARGV[2]))
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return now`;

/** The worker's id in the reports: its host and pid, so each replica and each restart is its own. */
export const workerIdOf = (hostname: string, pid: number) => `${hostname}:${pid}`;

/** Records a beat of worker `workerId` now. */
export async function recordWorkerHeartbeat(redis: Redis, prefix: string, workerId: string): Promise<void> {
  await redis.eval(recordScript, 1, heartbeatsKey(prefix), workerId, String(forgetAfterMs));
}

/** A worker stopping on purpose says so, rather than being reported missing later. */
export async function removeWorkerHeartbeat(redis: Redis, prefix: string, workerId: string): Promise<void> {
  await redis.zrem(heartbeatsKey(prefix), workerId);
}

export interface WorkerPresence {
  /** Workers heard from within `workerMissingAfterMs`. */
  live: string[];
  /** Workers once heard from that have fallen silent, the most recent first, with how long ago. */
  silent: { workerId: string; silentForMs: number }[];
}

/** Which workers of the platform are beating, by the Redis server's clock. */
export async function readWorkerPresence(redis: Redis, prefix: string): Promise<WorkerPresence> {
  const [[seconds, micros], reports] = await Promise.all([
    redis.time(),
    redis.zrangebyscore(heartbeatsKey(prefix), '-inf', '+inf', 'WITHSCORES'),
  ]);
  const now = Number(seconds) * 1000 + Math.floor(Number(micros) / 1000);
  const presence: WorkerPresence = { live: [], silent: [] };
  for (let index = 0; index < reports.length; index += 2) {
    const workerId = reports[index]!;
    const silentForMs = now - Number(reports[index + 1]);
    if (silentForMs < workerMissingAfterMs) presence.live.push(workerId);
    else presence.silent.push({ workerId, silentForMs });
  }
  presence.silent.sort((a, b) => a.silentForMs - b.silentForMs);
  return presence;
}
