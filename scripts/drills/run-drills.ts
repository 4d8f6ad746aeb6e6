/**
 * `npm run drills`: the fault drills. Starts the real API and two workers on a PostgreSQL
 * cluster, a redis-server and a storage folder of their own (the machine's shared services are
 * never touched), then, while brides keep arriving: kills a worker with SIGKILL several times,
 * takes Redis down for 30 s, and restarts PostgreSQL. Prints a Markdown table of brides submitted,
 * stored, ready, lost, stuck, duplicated results and recovery times against the goals, writes it
 * to drills-results/, and removes everything it made (also on failure and on Ctrl+C).
 * `npm run drills -- --short` runs the shortened version that `npm test` runs.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Cleanup } from '@bridal/testing/cleanup';
import { formatDrillReport, missedGoals } from '@bridal/testing/drills/drill-report';
import { fullDrills, runFaultDrills, shortDrills } from '@bridal/testing/drills/fault-drills';
import { repoRoot } from '@bridal/testing/spawn-service';

const short = process.argv.includes('--short');
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

async function main(): Promise<number> {
  const startedAt = new Date();
  const machine = describeMachine();
  const folder = path.join(repoRoot, 'drills-results');
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
  console.log(`\n${report}`);
  await mkdir(folder, { recursive: true });
  const file = path.join(folder, `${name}.md`);
  await writeFile(file, report);
  log(`written to ${path.relative(repoRoot, file)}`);
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
