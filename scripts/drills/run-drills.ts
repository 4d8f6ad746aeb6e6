/**
 * `npm run drills`: the fault drills. Starts the real API and two workers on a PostgreSQL
 * cluster, a redis-server and a storage folder of their own (the machine's shared services are
 * never touched), then, while brides keep arriving: kills a worker with SIGKILL several times,
 * takes Redis down for 30 s, and restarts PostgreSQL. Prints a Markdown table of brides submitted,
 * stored, ready, lost, stuck, duplicated results and recovery times against the goals, writes it
 * to drills-results/, and removes everything it made (also on failure and on Ctrl+C).
 * `npm run drills -- --short` runs the shortened version that `npm test` runs.
 * `npm run drills -- --rounds N` runs only the kill -9 drill, N rounds on one platform.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Cleanup } from '@bridal/testing/cleanup';
import { formatDrillReport, missedGoals } from '@bridal/testing/drills/drill-report';
import { DrillsArgsError, drillsUsage, parseDrillsArgs } from '@bridal/testing/drills/drills-args';
import { fullDrills, runFaultDrills, shortDrills } from '@bridal/testing/drills/fault-drills';
import { killRoundsProfile, runKillRounds } from '@bridal/testing/drills/kill-rounds';
import { formatRoundsReport } from '@bridal/testing/drills/rounds-report';
import { repoRoot } from '@bridal/testing/spawn-service';

function readMode() {
  try {
    return parseDrillsArgs(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof DrillsArgsError)) throw error;
    console.error(`${error.message}\n${drillsUsage}`);
    process.exit(2);
  }
}

const mode = readMode();
const short = mode.kind === 'short';
const profile = short ? shortDrills : fullDrills;
const cleanup = new Cleanup();
const stopping = new AbortController();

const log = (line: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`);

let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    console.error(`\n${signal}: stopping the drills and removing what they made…`);
    stopping.abort();
    void cleanup.run().finally(() => process.exit(130));
  });
}

function describeMachine(): string {
  const cpus = os.cpus();
  return [
    `${cpus.length} CPUs (${cpus[0]?.model.trim() ?? 'unknown model'})`,
    `Node ${process.version}`,
    `load average at start ${os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(' / ')}`,
  ].join(', ');
}

const folder = path.join(repoRoot, 'drills-results');

async function writeReport(name: string, report: string): Promise<void> {
  console.log(`\n${report}`);
  await mkdir(folder, { recursive: true });
  const file = path.join(folder, `${name}.md`);
  await writeFile(file, report);
  log(`written to ${path.relative(repoRoot, file)}`);
}

async function runRounds(rounds: number): Promise<number> {
  const startedAt = new Date();
  const machine = describeMachine();
  const name = `drills-rounds-${rounds}-${startedAt.toISOString().replaceAll(':', '-')}`;
  const run = await runKillRounds(cleanup, killRoundsProfile, {
    rounds,
    signal: stopping.signal,
    log,
    onFailure: (tail) => console.error(`The platform's last log lines:\n${tail}`),
    logDir: path.join(folder, `${name}-logs`),
  });
  if (interrupted) return 130;
  const durationMs = Date.now() - startedAt.getTime();
  const { env } = killRoundsProfile;
  await writeReport(name, formatRoundsReport({ startedAt, rounds, machine, env, durationMs, result: run.result }));
  return missedGoals(run.result).length === 0 ? 0 : 1;
}

async function main(): Promise<number> {
  if (mode.kind === 'rounds') return runRounds(mode.rounds);
  const startedAt = new Date();
  const machine = describeMachine();
  const name = `drills-${short ? 'short-' : ''}${startedAt.toISOString().replaceAll(':', '-')}`;
  const results = await runFaultDrills(cleanup, profile, {
    signal: stopping.signal,
    log,
    onFailure: (tail) => console.error(`The platform's last log lines:\n${tail}`),
    logDir: path.join(folder, `${name}-logs`),
  });
  if (interrupted) return 130;
  const table = formatDrillReport(results);
  const missed = results.flatMap((result) => missedGoals(result).map((miss) => `${result.name}: ${miss}`));
  const report = [
    `# Fault drills (${short ? 'short' : 'full'}), ${startedAt.toISOString()}`,
    '',
    `Machine: ${machine}. Goals: 0 lost, 0 stuck, 0 duplicated; workers resume within 20 s; PostgreSQL errors stop within 10 s of its return, without restarting our processes.`,
    '',
    table,
    '',
    missed.length === 0 ? 'Every goal met.' : `Goals missed:\n${missed.map((miss) => `- ${miss}`).join('\n')}`,
    '',
  ].join('\n');
  await writeReport(name, report);
  return missed.length === 0 ? 0 : 1;
}

const code = await main().catch((error: unknown) => {
  if (!interrupted) console.error('The drills failed:', error);
  return 1;
});
if (!interrupted) {
  log('removing the platform');
  await cleanup.run();
  process.exit(code);
}
