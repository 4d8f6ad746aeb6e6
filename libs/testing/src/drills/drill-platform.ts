/**
 * The platform a drill breaks: the real API and worker processes, on a PostgreSQL cluster, a
 * redis-server and a storage folder of their own (so stopping them harms no one else), all
 * removed by the given Cleanup, also on failure and on Ctrl+C.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createSql, type Sql } from '@bridal/server/db/create-sql';
import { prepareDatabase } from '@bridal/server/db/prepare-database';
import { preparePhotosJobName } from '@bridal/server/analysis/analysis-jobs';
import { queueNames } from '@bridal/server/queue/queue-names';
import { createRedis } from '@bridal/server/queue/redis-connection';
import { Queue } from 'bullmq';
import postgres from 'postgres';
import type { Cleanup } from '../cleanup';
import { platformEnv } from '../platform-env';
import { type SpawnedService, spawnService } from '../spawn-service';
import { stopProcess } from '../stop-process';
import { startOrphanReaper } from './orphan-reaper';
import { type PostgresCluster, startPostgresCluster } from './postgres-cluster';
import { type RedisServer, startRedisServer } from './redis-server';

export interface DrillProcess {
  name: string;
  pid: number;
  service: SpawnedService;
  /** Killed by the drill on purpose. */
  killed: boolean;
}

export interface DrillPlatform {
  baseUrl: string;
  /** The drill's own pool on the platform's database, for the evidence. */
  sql: Sql;
  postgres: PostgresCluster;
  redis: RedisServer;
  api: DrillProcess;
  /** The workers started so far, killed ones included. */
  workers: DrillProcess[];
  startWorker(): Promise<DrillProcess>;
  /** SIGKILL, as an OOM kill or a lost machine: no chance to release its jobs. */
  killWorker(worker: DrillProcess): Promise<void>;
  /** The analysis steps being worked on right now. */
  activeSteps(): Promise<ActiveStep[]>;
  /** Processes that ended without the drill killing them. */
  unexpectedExits(): DrillProcess[];
  /** The last lines each process logged, to explain a failure. */
  logTail(lines?: number): string;
  /** Writes each process's whole log, and PostgreSQL's, to `dir`. */
  writeLogs(dir: string): Promise<void>;
}

export interface ActiveStep {
  brideId: string;
  step: string;
}

export interface DrillPlatformOptions {
  workers: number;
  /** Added to (and overriding) the processes' environment. */
  env?: Record<string, string>;
}

const exited = (service: SpawnedService) => service.process.exitCode !== null || service.process.signalCode !== null;

/** `root` and every process under it, from /proc: a service may run under a wrapper process. */
function processTree(root: number): number[] {
  const childrenOf = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(') ') + 2).split(' ')[1]);
      childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), Number(entry)]);
    } catch {
      // Ended meanwhile.
    }
  }
  const tree = [root];
  for (let index = 0; index < tree.length; index += 1) tree.push(...(childrenOf.get(tree[index]!) ?? []));
  return tree;
}

export async function startDrillPlatform(cleanup: Cleanup, options: DrillPlatformOptions): Promise<DrillPlatform> {
  // Undone last: it stands by until everything else has been cleaned up.
  const reaper = startOrphanReaper();
  cleanup.add('stop the watchdog', async () => reaper.stop());
  const pg = await cleanup.track('remove the PostgreSQL cluster', startPostgresCluster(reaper), (made) =>
    made.destroy(),
  );
  const redis = await cleanup.track('remove the redis-server', startRedisServer(reaper), (made) => made.destroy());
  const tempDir = await cleanup.track(
    'remove the storage folder',
    mkdtemp(path.join(os.tmpdir(), 'bridal-drill-')),
    (dir) => rm(dir, { recursive: true, force: true }),
  );
  reaper.watchFolder(tempDir);

  const admin = postgres(pg.url('postgres'), { max: 1, onnotice: () => undefined });
  await admin.unsafe('CREATE DATABASE bridal_drills');
  await admin.end({ timeout: 5 });
  const databaseUrl = pg.url('bridal_drills');
  const sql = createSql({ url: databaseUrl, max: 4, applicationName: 'bridal-drills' });
  cleanup.add('close the drill database pool', () => sql.end({ timeout: 5 }));
  await prepareDatabase(sql);

  const prefix = 'drill';
  const { baseUrl, env: shared } = await platformEnv({ databaseUrl, redisPrefix: prefix, redisUrl: redis.url });
  const env: Record<string, string> = {
    ...shared,
    STORAGE_DIR: path.join(tempDir, 'uploads'),
    RATE_LIMITS: 'off',
    AI_PROVIDER: 'local',
    SERVE_WEB: 'false',
    // The ready lines ("listening on", "worker started") are logged at info.
    LOG_LEVEL: 'info',
    ...options.env,
  };

  const processes: DrillProcess[] = [];
  const workers: DrillProcess[] = [];
  let closed = false;
  // Registered before anything starts, so a process still starting on Ctrl+C is stopped too.
  const starting = new Set<Promise<SpawnedService>>();
  cleanup.add('stop the API and the workers', async () => {
    closed = true;
    const late = await Promise.all([...starting].map((making) => making.catch(() => undefined)));
    const all = [...processes.map((entry) => entry.service), ...late.filter((made) => made !== undefined)];
    await Promise.all(all.map((service) => stopProcess(service.process, 20_000)));
  });

  const launch = async (name: string, entry: 'api/src/main.ts' | 'worker/src/main.ts', readyLine: RegExp) => {
    if (closed) throw new Error('the platform is stopping');
    const making = spawnService({
      entry,
      env: { ...env, WORKER_HEARTBEAT_FILE: path.join(tempDir, `${name}-heartbeat`) },
      readyLine,
      timeoutMs: 90_000,
    });
    starting.add(making);
    try {
      const service = await making;
      reaper.watchProcess(service.process.pid);
      const made: DrillProcess = { name, pid: service.process.pid ?? 0, service, killed: false };
      processes.push(made);
      return made;
    } finally {
      starting.delete(making);
    }
  };

  const api = await launch('api', 'api/src/main.ts', /listening on/);
  let workerCount = 0;
  const startWorker = async () => {
    workerCount += 1;
    const worker = await launch(`worker-${workerCount}`, 'worker/src/main.ts', /worker started/);
    workers.push(worker);
    return worker;
  };
  // One at a time: each runs the migrations check and the demo seed at start.
  for (let index = 0; index < options.workers; index += 1) await startWorker();

  let stepQueue: Queue | undefined;
  const queueConnection = createRedis(redis.url, 'producer');
  queueConnection.on('error', () => undefined);
  cleanup.add('close the drill queue handle', async () => {
    await stepQueue?.close().catch(() => undefined);
    queueConnection.disconnect();
  });

  return {
    baseUrl,
    sql,
    postgres: pg,
    redis,
    api,
    workers,
    startWorker,
    async killWorker(worker) {
      worker.killed = true;
      const { process: child } = worker.service;
      if (exited(worker.service)) return;
      const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      // All at once, as a lost machine or the OOM killer would.
      for (const pid of child.pid ? processTree(child.pid) : []) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          // Already gone.
        }
      }
      await gone;
    },
    async activeSteps() {
      if (!stepQueue) {
        stepQueue = new Queue(queueNames.analysisStep, { connection: queueConnection, prefix });
        stepQueue.on('error', () => undefined);
      }
      const jobs = await stepQueue.getActive();
      // The photos stage shares the step queue; it is not a step.
      return jobs.filter((job) => job.name !== preparePhotosJobName).map((job) => job.data as ActiveStep);
    },
    unexpectedExits: () => processes.filter((entry) => !entry.killed && exited(entry.service)),
    logTail(lines = 15) {
      return processes
        .map((entry) => {
          const tail = entry.service.output().trimEnd().split('\n').slice(-lines).join('\n');
          return `--- ${entry.name} (pid ${entry.pid}${entry.killed ? ', killed by the drill' : ''}) ---\n${tail}`;
        })
        .join('\n');
    },
    async writeLogs(dir) {
      await mkdir(dir, { recursive: true });
      await Promise.all([
        ...processes.map((entry) => writeFile(path.join(dir, `${entry.name}.log`), entry.service.output())),
        writeFile(path.join(dir, 'postgres.log'), pg.log()),
      ]);
    },
  };
}
