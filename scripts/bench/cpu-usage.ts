/**
 * Who spends the CPU during a measurement (Linux /proc): named processes, PostgreSQL backends by
 * application_name, and the whole machine, so a report can say what else was running.
 */
import { readdir, readFile } from 'node:fs/promises';
import type { Sql } from '@bridal/server/db/create-sql';
import { createRedis } from '@bridal/server/queue/redis-connection';
import { testRedisUrl } from '@bridal/testing/test-redis';

const clockTicksPerSecond = 100;

/** CPU time (user + system) of a process so far, in ms; 0 if it is gone. */
export async function cpuMsOf(pid: number): Promise<number> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicksPerSecond;
  } catch {
    return 0;
  }
}

/** CPU time of the whole machine (all cores, ms) and how long tasks waited for a CPU (PSI, ms). */
async function machineCpu(): Promise<{ busyMs: number; totalMs: number; waitingMs: number }> {
  const stat = await readFile('/proc/stat', 'utf8').catch(() => '');
  const ticks = (stat.split('\n')[0] ?? '').split(/\s+/).slice(1).map(Number);
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
  const total = ticks.slice(0, 8).reduce((sum, value) => sum + value, 0);
  const pressure = await readFile('/proc/pressure/cpu', 'utf8').catch(() => '');
  const waitingUs = Number(/^some .*total=(\d+)/m.exec(pressure)?.[1] ?? 0);
  return {
    busyMs: ((total - idle) * 1000) / clockTicksPerSecond,
    totalMs: (total * 1000) / clockTicksPerSecond,
    waitingMs: waitingUs / 1000,
  };
}

/** The Redis server's process id (to read its CPU time when it runs on this machine), or 0. */
export async function redisServerPid(): Promise<number> {
  const redis = createRedis(testRedisUrl, 'producer');
  try {
    await new Promise<void>((resolve) => (redis.status === 'ready' ? resolve() : redis.once('ready', () => resolve())));
    return Number(/process_id:(\d+)/.exec(await redis.info('server'))?.[1] ?? 0);
  } catch {
    return 0;
  } finally {
    redis.disconnect();
  }
}

export interface CpuSubjects {
  sql: Sql;
  /** Processes by name; a name may stand for several (the workers). */
  processes: Record<string, readonly number[]>;
  /** PostgreSQL backends of this database by name: name -> application_name. */
  backends: Record<string, string>;
}

export interface CpuSnapshot {
  at: number;
  machineBusyMs: number;
  machineTotalMs: number;
  waitingMs: number;
  byName: Record<string, number>;
}

export async function cpuSnapshot(subjects: CpuSubjects): Promise<CpuSnapshot> {
  const byName: Record<string, number> = {};
  const sum = async (pids: readonly number[]) =>
    (await Promise.all(pids.map((pid) => cpuMsOf(pid)))).reduce((total, ms) => total + ms, 0);
  for (const [name, pids] of Object.entries(subjects.processes)) byName[name] = await sum(pids);
  const applications = Object.values(subjects.backends);
  const backends =
    applications.length === 0
      ? []
      : await subjects.sql<{ pid: number; applicationName: string }[]>`
          SELECT pid, application_name FROM pg_stat_activity
          WHERE application_name = ANY(${applications}) AND datname = current_database()`;
  for (const [name, application] of Object.entries(subjects.backends)) {
    byName[name] = await sum(backends.filter((row) => row.applicationName === application).map((row) => row.pid));
  }
  const machine = await machineCpu();
  return {
    at: performance.now(),
    machineBusyMs: machine.busyMs,
    machineTotalMs: machine.totalMs,
    waitingMs: machine.waitingMs,
    byName,
  };
}

export interface CpuSpent {
  elapsedMs: number;
  /** CPU ms spent by each name over the interval. */
  byName: Record<string, number>;
  /** Share of all the cores busy, 0-1. */
  machineBusy: number;
  cores: number;
  /** CPU spent by processes not named, in cores (1 = one core all the time). */
  otherCores: number;
  /** Share of the time some task waited for a CPU, 0-1 (PSI). */
  waiting: number;
}

/** What was spent between two snapshots. Backends that came or went between them count partly. */
export function cpuSpent(before: CpuSnapshot, after: CpuSnapshot): CpuSpent {
  const elapsedMs = Math.max(1, after.at - before.at);
  const byName: Record<string, number> = {};
  for (const name of Object.keys(after.byName)) {
    byName[name] = Math.max(0, after.byName[name]! - (before.byName[name] ?? 0));
  }
  const busy = after.machineBusyMs - before.machineBusyMs;
  const total = after.machineTotalMs - before.machineTotalMs;
  const named = Object.values(byName).reduce((sum, ms) => sum + ms, 0);
  return {
    elapsedMs,
    byName,
    machineBusy: total > 0 ? busy / total : 0,
    cores: total / elapsedMs,
    otherCores: Math.max(0, busy - named) / elapsedMs,
    waiting: (after.waitingMs - before.waitingMs) / elapsedMs,
  };
}

/** Adds up intervals (the rounds of one kind of measurement). */
export function addCpuSpent(parts: readonly CpuSpent[]): CpuSpent {
  const elapsedMs = parts.reduce((sum, part) => sum + part.elapsedMs, 0) || 1;
  const byName: Record<string, number> = {};
  for (const part of parts) {
    for (const [name, ms] of Object.entries(part.byName)) byName[name] = (byName[name] ?? 0) + ms;
  }
  const weighted = (pick: (part: CpuSpent) => number) =>
    parts.reduce((sum, part) => sum + pick(part) * part.elapsedMs, 0) / elapsedMs;
  return {
    elapsedMs,
    byName,
    machineBusy: weighted((part) => part.machineBusy),
    cores: weighted((part) => part.cores),
    otherCores: weighted((part) => part.otherCores),
    waiting: weighted((part) => part.waiting),
  };
}

const percentOfCore = (ms: number, elapsedMs: number) => `${((ms / elapsedMs) * 100).toFixed(0)}%`;
const microseconds = (us: number) => (us >= 1000 ? `${(us / 1000).toFixed(1)} ms` : `${us.toFixed(0)} µs`);

/**
 * "api 80% of a core (250 µs/request), ...; the machine was 95% busy over its 2.0 cores, 30% of a
 * core of it by other processes; some task was waiting for a CPU 40% of the time".
 */
export function describeCpu(spent: CpuSpent, per?: { count: number; unit: string }): string {
  const perProcess = Object.entries(spent.byName)
    // Who did (next to) nothing in this interval is left out.
    .filter(([, ms]) => ms / spent.elapsedMs >= 0.005)
    .map(([name, ms]) => {
      const each = per && per.count > 0 ? ` (${microseconds((ms * 1000) / per.count)}/${per.unit})` : '';
      return `${name} ${percentOfCore(ms, spent.elapsedMs)} of a core${each}`;
    })
    .join(', ');
  return (
    `${perProcess}; the machine was ${(spent.machineBusy * 100).toFixed(0)}% busy over its ${spent.cores.toFixed(1)} ` +
    `cores, ${(spent.otherCores * 100).toFixed(0)}% of a core of it by other processes; some task was waiting for ` +
    `a CPU ${(spent.waiting * 100).toFixed(0)}% of the time`
  );
}

/** A process's name for a report: "node jest", "postgres: checkpointer", "redis-server". */
async function processName(pid: string): Promise<string> {
  const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
  const [program = '', first = ''] = cmdline.split('\0');
  const base = (value: string) => value.slice(value.lastIndexOf('/') + 1);
  const name = first && !first.startsWith('-') ? `${base(program)} ${base(first)}` : base(program);
  return name.slice(0, 50) || `pid ${pid}`;
}

async function cpuByProcess(): Promise<Map<string, number>> {
  const pids = (await readdir('/proc').catch(() => [] as string[])).filter((entry) => /^\d+$/.test(entry));
  const times = await Promise.all(pids.map(async (pid) => [pid, await cpuMsOf(Number(pid))] as const));
  return new Map(times);
}

/**
 * What else keeps the machine busy: the processes (outside `exclude`) that used the most CPU
 * over `sampleMs`, as "node jest 85%, postgres: … 20%" (percent of one core).
 */
export async function busiestProcesses(sampleMs: number, exclude: readonly number[], top = 5): Promise<string> {
  const before = await cpuByProcess();
  const started = performance.now();
  await new Promise((resolve) => setTimeout(resolve, sampleMs));
  const after = await cpuByProcess();
  const elapsed = performance.now() - started;
  const busy = [...after]
    .filter(([pid]) => !exclude.includes(Number(pid)) && before.has(pid))
    .map(([pid, ms]) => ({ pid, share: (ms - before.get(pid)!) / elapsed }))
    .filter((entry) => entry.share >= 0.02)
    .sort((a, b) => b.share - a.share)
    .slice(0, top);
  if (busy.length === 0) return 'nothing else above 2% of a core';
  const named = await Promise.all(
    busy.map(async (entry) => `${await processName(entry.pid)} ${(entry.share * 100).toFixed(0)}%`),
  );
  return named.join(', ');
}
