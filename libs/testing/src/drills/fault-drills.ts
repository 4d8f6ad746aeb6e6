/**
 * The three fault drills, run one after another on one platform of their own: a worker killed
 * repeatedly, Redis down, PostgreSQL restarted. `fullDrills` is `npm run drills`; `shortDrills`
 * is the version inside `npm test`.
 */
import type { Cleanup } from '../cleanup';
import { startDrillPlatform } from './drill-platform';
import { type DrillResult, missedGoals } from './drill-report';
import { type KillWorkerDrillOptions, runKillWorkerDrill } from './kill-worker-drill';
import { type PostgresRestartDrillOptions, runPostgresRestartDrill } from './postgres-restart-drill';
import { type RedisOutageDrillOptions, runRedisOutageDrill } from './redis-outage-drill';

type WithoutSignal<T> = Omit<T, 'signal'>;

export interface DrillProfile {
  workers: number;
  /** Added to the processes' environment (the production defaults otherwise). */
  env: Record<string, string>;
  kill: WithoutSignal<KillWorkerDrillOptions>;
  redis: WithoutSignal<RedisOutageDrillOptions>;
  postgres: WithoutSignal<PostgresRestartDrillOptions>;
}

/** The goals: workers resume within 20 s; PostgreSQL errors stop within 10 s of its return. */
export const drillGoals = { workersResumeMs: 20_000, postgresErrorsStopMs: 10_000 };

/** Realistic: the production settings, a steady stream of brides, a 30 s Redis outage, several kills. */
export const fullDrills: DrillProfile = {
  workers: 2,
  env: {},
  kill: {
    kills: 4,
    everyMs: 8_000,
    goalMs: drillGoals.workersResumeMs,
    load: { ratePerSecond: 3, photoEvery: 3, beforeMs: 4_000, afterMs: 4_000, settleMs: 180_000 },
  },
  redis: {
    outageMs: 30_000,
    goalMs: drillGoals.workersResumeMs,
    load: { ratePerSecond: 3, photoEvery: 3, beforeMs: 4_000, afterMs: 10_000, settleMs: 180_000 },
  },
  postgres: {
    downMs: 5_000,
    errorsGoalMs: drillGoals.postgresErrorsStopMs,
    workersGoalMs: drillGoals.workersResumeMs,
    load: { ratePerSecond: 3, photoEvery: 3, beforeMs: 4_000, afterMs: 15_000, settleMs: 180_000 },
  },
};

/**
 * Short, for `npm test`: small load, 2 kills, a 5 s outage, and a housekeeping sweep every
 * couple of seconds so the drills need not wait for the production cadence.
 */
export const shortDrills: DrillProfile = {
  workers: 2,
  env: { HOUSEKEEPING_INTERVAL_SECONDS: '2', ANALYSIS_REQUEUE_GRACE_SECONDS: '3', WORKER_CONCURRENCY: '3' },
  kill: {
    kills: 2,
    everyMs: 5_000,
    goalMs: drillGoals.workersResumeMs,
    load: { ratePerSecond: 2, photoEvery: 4, beforeMs: 2_000, afterMs: 2_000, settleMs: 60_000 },
  },
  redis: {
    outageMs: 5_000,
    goalMs: drillGoals.workersResumeMs,
    load: { ratePerSecond: 2, photoEvery: 4, beforeMs: 2_000, afterMs: 3_000, settleMs: 60_000 },
  },
  postgres: {
    downMs: 2_000,
    errorsGoalMs: drillGoals.postgresErrorsStopMs,
    workersGoalMs: drillGoals.workersResumeMs,
    load: { ratePerSecond: 2, photoEvery: 4, beforeMs: 2_000, afterMs: 5_000, settleMs: 60_000 },
  },
};

export interface FaultDrillsOptions {
  signal?: AbortSignal;
  /** Progress lines. */
  log?: (line: string) => void;
  /** Called with the platform's logs when a drill throws. */
  onFailure?: (logTail: string) => void;
  /** Where every process's log is written when a drill throws or misses a goal. */
  logDir?: string;
}

/** Starts the platform (undone by `cleanup`) and runs the three drills on it, in order. */
export async function runFaultDrills(
  cleanup: Cleanup,
  profile: DrillProfile,
  options: FaultDrillsOptions = {},
): Promise<DrillResult[]> {
  const { signal, log = () => undefined } = options;
  log(`starting PostgreSQL, Redis, the API and ${profile.workers} workers`);
  const platform = await startDrillPlatform(cleanup, { workers: profile.workers, env: profile.env });
  const drills: [string, () => Promise<DrillResult>][] = [
    ['kill -9 a worker', () => runKillWorkerDrill(platform, { ...profile.kill, signal })],
    ['Redis down', () => runRedisOutageDrill(platform, { ...profile.redis, signal })],
    ['PostgreSQL restart', () => runPostgresRestartDrill(platform, { ...profile.postgres, signal })],
  ];
  const results: DrillResult[] = [];
  for (const [name, drill] of drills) {
    if (signal?.aborted) break;
    log(`drill: ${name}`);
    const started = Date.now();
    try {
      results.push(await drill());
    } catch (error) {
      if (signal?.aborted) throw error;
      options.onFailure?.(platform.logTail());
      if (options.logDir) await platform.writeLogs(options.logDir).catch(() => undefined);
      throw error;
    }
    log(`drill: ${name} done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  if (options.logDir && results.some((result) => missedGoals(result).length > 0)) {
    await platform.writeLogs(options.logDir);
    log(`a goal was missed: the processes' logs are in ${options.logDir}`);
  }
  return results;
}
