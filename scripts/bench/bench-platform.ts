/**
 * The platform under load, started as the end-to-end tests start it (e2e/support/platform.ts):
 * the real API process in production mode and, on demand, one or more real worker processes, with a
 * database, a Redis prefix and a storage folder of their own, all removed afterwards.
 */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { dressStyles, fabrics, necklines, silhouettes, sleeveStyles, trains } from '@bridal/server/dresses/dress';
import type { Sql } from '@bridal/server/db/create-sql';
import { demoBoutiqueId } from '@bridal/shared/accounts/account-types';
import type { Cleanup } from '@bridal/testing/cleanup';
import { platformEnv } from '@bridal/testing/platform-env';
import { repoRoot, type SpawnedService, spawnService } from '@bridal/testing/spawn-service';
import { stopProcess } from '@bridal/testing/stop-process';
import { createTestDatabase, type TestDatabase } from '@bridal/testing/test-database';
import { createTestRedisPrefix } from '@bridal/testing/test-redis';
import { buildServer } from '../build-server';

export interface BenchPlatform {
  baseUrl: string;
  database: TestDatabase;
  api: SpawnedService;
  /** The Redis key prefix of the API's and the workers' queues. */
  redisPrefix: string;
  /** The API's DATABASE_POOL_SIZE (set here, so a yardstick can use the same). */
  poolSize: number;
  /** Starts one worker process (at most one set of workers runs at a time). */
  startWorker(): Promise<SpawnedService>;
  /**
   * Starts `count` worker processes on the same queues, at once, with `env` over the platform's
   * (another AI provider, say); answers when all are up.
   */
  startWorkers(count: number, env?: Record<string, string>): Promise<SpawnedService[]>;
  /** Stops every running worker. */
  stopWorker(): Promise<void>;
  /** The running workers' process ids. */
  workerPids(): number[];
}

export interface BenchPlatformOptions {
  /** A built web app for the API to serve (WEB_DIST); without it, web/dist if built. */
  webDist?: string;
  /** More node flags for the API process (`--cpu-prof` for `npm run bench -- --profile`). */
  apiNodeFlags?: readonly string[];
}

export async function startBenchPlatform(cleanup: Cleanup, options: BenchPlatformOptions = {}): Promise<BenchPlatform> {
  const database = await cleanup.track('drop the database', createTestDatabase(), (made) => made.drop());
  const redis = createTestRedisPrefix();
  cleanup.add('delete the Redis keys', () => redis.cleanup());
  const tempDir = await cleanup.track(
    'remove the temp folder',
    mkdtemp(path.join(os.tmpdir(), 'bridal-bench-')),
    (dir) => rm(dir, { recursive: true, force: true }),
  );

  // The API and workers run as production runs them: the bundles of `npm run build:server`
  // under plain node. Built inside the repository (so node_modules is found), apart from api/dist.
  const buildRoot = await cleanup.track(
    'remove the server bundles',
    Promise.resolve(path.join(repoRoot, '.test-artifacts', `bench-${randomUUID()}`)),
    (dir) => rm(dir, { recursive: true, force: true }),
  );
  await buildServer(buildRoot);
  const built = { from: 'build', buildRoot } as const;

  const { baseUrl, env: shared } = await platformEnv({ databaseUrl: database.url, redisPrefix: redis.prefix });
  const webDist = options.webDist ?? path.join(repoRoot, 'web/dist');
  const poolSize = 10;
  const env = {
    ...shared,
    DATABASE_POOL_SIZE: String(poolSize),
    STORAGE_DIR: path.join(tempDir, 'uploads'),
    WORKER_HEARTBEAT_FILE: path.join(tempDir, 'worker-heartbeat'),
    RATE_LIMITS: 'off',
    AI_PROVIDER: 'local',
    WEB_DIST: webDist,
    // Production serves the built web app; without a build the API still runs the API routes.
    SERVE_WEB: existsSync(path.join(webDist, 'index.html')) ? 'auto' : 'false',
    // The ready lines ("listening on", "worker started") are logged at info, so, as in the
    // end-to-end tests, the processes run at info (the production default): one line per request.
    LOG_LEVEL: 'info',
  };

  const api = await cleanup
    .track(
      'stop the API',
      spawnService({
        entry: 'api/src/main.ts',
        env,
        readyLine: /listening on/,
        ...built,
        nodeFlags: options.apiNodeFlags,
      }),
      (made) => stopProcess(made.process, 30_000),
    )
    .catch((error) => {
      throw new Error(`the API did not start: ${error instanceof Error ? error.message : String(error)}`);
    });

  let workers: Promise<SpawnedService>[] = [];
  let started: SpawnedService[] = [];
  let closed = false;
  const stopWorkers = async () => {
    const running = await Promise.all(workers.map((worker) => worker.catch(() => undefined)));
    await Promise.all(running.map((worker) => (worker ? stopProcess(worker.process, 30_000) : undefined)));
    workers = [];
    started = [];
  };
  cleanup.add('stop the workers', async () => {
    closed = true;
    await stopWorkers();
  });

  const startWorkers = async (count: number, workerEnv: Record<string, string> = {}) => {
    if (closed) throw new Error('the platform is stopping');
    if (workers.length > 0) throw new Error('workers are already running');
    workers = Array.from({ length: count }, (_, index) =>
      spawnService({
        entry: 'worker/src/main.ts',
        // Each its own heartbeat file, as each container has its own.
        env: { ...env, ...workerEnv, WORKER_HEARTBEAT_FILE: path.join(tempDir, `worker-heartbeat-${index + 1}`) },
        readyLine: /worker started/,
        ...built,
      }),
    );
    started = await Promise.all(workers);
    return started;
  };

  return {
    baseUrl,
    database,
    api,
    redisPrefix: redis.prefix,
    poolSize,
    startWorkers,
    async startWorker() {
      const [worker] = await startWorkers(1);
      return worker!;
    },
    stopWorker: stopWorkers,
    workerPids: () => started.map((worker) => worker.process.pid!),
  };
}

/** Gives the demo boutique a current inventory of `count` varied dresses, a few of them top sellers. */
export async function giveDemoInventory(sql: Sql, count: number): Promise<void> {
  const designers = ['Maggie Sottero', 'Essense of Australia', 'Allure Bridals', 'Pronovias', 'Stella York'];
  const names = [
    'Aurora',
    'Celeste',
    'Juniper',
    'Marlowe',
    'Odette',
    'Saffron',
    'Vivienne',
    'Wren',
    'Isla',
    'Rosalind',
  ];
  const colours = ['ivory', 'white', 'champagne', 'blush', 'ivory/nude'];
  const at = <T>(list: readonly T[], index: number): T => list[index % list.length]!;
  await sql.begin(async (tx) => {
    // The bench's own inventory replaces whatever the demo seed gave the boutique.
    await tx`UPDATE inventories SET is_current = false WHERE boutique_id = ${demoBoutiqueId} AND is_current`;
    const [inventory] = await tx<{ id: string }[]>`
      INSERT INTO inventories (boutique_id, file_name, dress_count, is_current)
      VALUES (${demoBoutiqueId}, 'bench-inventory.csv', ${count}, true)
      RETURNING id`;
    const dresses = Array.from({ length: count }, (_, index) => ({
      inventory_id: inventory!.id,
      boutique_id: demoBoutiqueId,
      style_number: `BC${String(1000 + index)}`,
      designer: at(designers, index),
      name: `${at(names, index)} ${Math.floor(index / names.length) + 1}`,
      price: 900 + ((index * 137) % 5200),
      silhouette: at(silhouettes, index),
      neckline: at(necklines, index * 3),
      fabric: at(fabrics, index * 5),
      colour: at(colours, index),
      sleeves: at(sleeveStyles, index * 7),
      train: at(trains, index),
      sizes: ['4', '6', '8', '10', '12', '14', '16'].slice(index % 3),
      tags: [at(fabrics, index * 5), at(silhouettes, index)],
      styles: [at(dressStyles, index), at(dressStyles, index + 4)],
      description: `A ${at(silhouettes, index)} gown in ${at(fabrics, index * 5)} with a ${at(necklines, index * 3)} neckline.`,
      is_top_seller: index % 8 === 0,
    }));
    await tx`INSERT INTO dresses ${tx(dresses)}`;
  });
}

export interface MemorySampler {
  /** Stops sampling; answers the highest VmRSS seen and the process's VmHWM (its lifetime peak), in bytes. */
  stop(): Promise<{ peakRssBytes: number; highWaterMarkBytes: number; samples: number }>;
}

/** The process's current resident set (VmRSS) and its peak so far (VmHWM), in bytes. */
export async function readMemory(pid: number): Promise<{ rss: number; hwm: number } | undefined> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kilobytes = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
    return { rss: kilobytes('VmRSS') * 1024, hwm: kilobytes('VmHWM') * 1024 };
  } catch {
    return undefined;
  }
}

/** Samples /proc/<pid>/status every `everyMs` until stopped. */
export function sampleMemory(pid: number, everyMs: number): MemorySampler {
  let peakRssBytes = 0;
  let samples = 0;
  const sample = async () => {
    const memory = await readMemory(pid);
    if (!memory) return;
    samples += 1;
    peakRssBytes = Math.max(peakRssBytes, memory.rss);
  };
  void sample();
  const timer = setInterval(() => void sample(), everyMs);
  return {
    async stop() {
      clearInterval(timer);
      await sample();
      return { peakRssBytes, highWaterMarkBytes: (await readMemory(pid))?.hwm ?? 0, samples };
    },
  };
}
