/**
 * The suites that count days, run again with the clock at 00:30 and at 23:30 UTC, the hours when
 * UTC's date differs from the boutique's (New York's evening; Tokyo's or Auckland's next morning),
 * and with every database session in a time zone far from UTC. A test that takes "today" from
 * the machine or the database instead of the boutique's zone fails here, whatever time CI runs.
 *
 * The clock is Debian's libfaketime with a relative offset (LD_PRELOAD, FAKETIME="-7200s"), so
 * every process started under it reads the same faked time and it keeps running. jest (with the
 * API and the workers its tests start) and a PostgreSQL cluster of the run's own run under it:
 * product code that mixes the JS clock and SQL now() sees one time. Redis stays on the real clock
 * (its jemalloc and libfaketime clash at start-up); nothing reads days from it, its expiries are
 * relative and BullMQ's delays are computed from the faked JS clock.
 *
 * Which suites: the unit and integration test files under a folder of a calendar domain
 * (appointments, booking, brides, dashboard, follow-ups, reports, schedule, reminders) and every
 * other one that takes its days from the boutique-day helpers or boutiqueToday, or tests a DST
 * change. The end-to-end suites are left out: Chromium does not start under libfaketime; their
 * days come from the same helpers.
 *
 *   npx tsx scripts/ci/run-at-faked-hours.ts                      both hours, every selected suite
 *   npx tsx scripts/ci/run-at-faked-hours.ts --hours 00:30 brides only 00:30, suites matching "brides"
 *   npx tsx scripts/ci/run-at-faked-hours.ts --list               the selection, nothing run
 *   npx tsx scripts/ci/run-at-faked-hours.ts --counts FILE        also writes "passed failed" to FILE (.ci/run)
 *
 * Exits 0 when every run passed.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createSql } from '@bridal/server/db/create-sql';
import { Cleanup } from '@bridal/testing/cleanup';
import { startOrphanReaper } from '@bridal/testing/drills/orphan-reaper';
import { startPostgresCluster } from '@bridal/testing/drills/postgres-cluster';
import { repoRoot } from '@bridal/testing/spawn-service';

/** Each faked hour (UTC) with the database sessions' zone: on the far side of the date line from the boutiques that hour tests. */
const fakedRuns = [
  // 00:30 UTC: New York's evening of the day before; the database's date (UTC+14) a day ahead of it.
  { hour: '00:30', databaseZone: 'Pacific/Kiritimati' },
  // 23:30 UTC: Tokyo and Auckland already in tomorrow; the database's date (UTC-11) still today.
  { hour: '23:30', databaseZone: 'Pacific/Pago_Pago' },
];

const dateDomains = /\/(appointments|booking|brides|dashboard|follow-ups|reports|schedule|reminders)\//;
const countsDays = /@bridal\/testing\/boutique-day'|\bboutiqueToday\b|\bDST\b/;

const { values: options, positionals: filters } = parseArgs({
  allowPositionals: true,
  options: {
    hours: { type: 'string' },
    counts: { type: 'string' },
    list: { type: 'boolean', default: false },
  },
});

const log = (line: string) => console.log(`[faked hours] ${line}`);

/** Debian's libfaketime (the faketime package), or FAKETIME_LIBRARY. */
function findLibfaketime(): string {
  if (process.env.FAKETIME_LIBRARY) return process.env.FAKETIME_LIBRARY;
  const found = readdirSync('/usr/lib', { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join('/usr/lib', entry.name, 'faketime', 'libfaketime.so.1'))
    .find((file) => existsSync(file));
  if (!found) throw new Error('libfaketime is missing: apt-get install faketime (or set FAKETIME_LIBRARY)');
  return found;
}

/** FAKETIME's signed offset from now to the nearest instant whose UTC time of day is `hour` (HH:MM). */
function offsetTo(hour: string, now = Date.now()): string {
  const match = /^(\d\d):(\d\d)$/.exec(hour);
  if (!match || Number(match[1]) > 23 || Number(match[2]) > 59) throw new Error(`not an hour (HH:MM): ${hour}`);
  const day = 86_400_000;
  const sinceMidnight = (Number(match[1]) * 60 + Number(match[2])) * 60_000;
  const candidates = [-1, 0, 1].map((days) => Math.floor(now / day) * day + days * day + sinceMidnight);
  const target = candidates.reduce((best, at) => (Math.abs(at - now) < Math.abs(best - now) ? at : best));
  const seconds = Math.round((target - now) / 1000);
  return `${seconds < 0 ? '-' : '+'}${Math.abs(seconds)}s`;
}

function jestEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const nodeOptions = [process.env.NODE_OPTIONS, '--experimental-vm-modules'].filter(Boolean).join(' ');
  return { ...process.env, NODE_OPTIONS: nodeOptions, ...extra };
}

/** The unit and integration test files the rule selects, narrowed by the command line's filters. */
async function selectSuites(): Promise<string[]> {
  const listed = spawnSync('npx', ['jest', '--listTests', '--selectProjects', 'unit', 'integration'], {
    cwd: repoRoot,
    env: jestEnv(),
    encoding: 'utf8',
  });
  if (listed.status !== 0) throw new Error(`jest --listTests failed:\n${listed.stderr}`);
  const files = listed.stdout
    .split('\n')
    .filter((line) => line.startsWith('/'))
    .sort();
  const selected: string[] = [];
  for (const file of files) {
    const relative = path.relative(repoRoot, file);
    if (filters.length > 0 && !filters.some((filter) => relative.includes(filter))) continue;
    if (dateDomains.test(`/${relative}`) || countsDays.test(await readFile(file, 'utf8'))) selected.push(file);
  }
  return selected;
}

/** What node and PostgreSQL started under the faked clock read now: they must agree. */
async function readClocks(env: NodeJS.ProcessEnv, databaseUrl: string): Promise<string> {
  const node = spawnSync('node', ['-e', 'console.log(new Date().toISOString())'], { env, encoding: 'utf8' });
  const sql = createSql({ url: databaseUrl, max: 1 });
  try {
    const [row] = await sql<{ now: Date }[]>`SELECT now()`;
    return `node reads ${node.stdout.trim()}, PostgreSQL ${row!.now.toISOString()}`;
  } finally {
    await sql.end({ timeout: 5 });
  }
}

interface RunCounts {
  passed: number;
  failed: number;
}

/** Runs the suites at one faked hour, on a PostgreSQL cluster of its own started under the same clock. */
async function runAt(
  run: (typeof fakedRuns)[number],
  suites: string[],
  fakeEnv: Record<string, string>,
): Promise<RunCounts> {
  const cleanup = new Cleanup();
  const reaper = startOrphanReaper();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bridal-faked-hours-'));
  cleanup.add('report folder', () => rm(dir, { recursive: true, force: true }));
  // The cluster inherits this process's environment: it starts under the faked clock too.
  const saved = { ...process.env };
  Object.assign(process.env, fakeEnv);
  try {
    const postgres = await cleanup.track('PostgreSQL', startPostgresCluster(reaper), (made) => made.destroy());
    const report = path.join(dir, 'jest.json');
    const env = jestEnv({
      ...fakeEnv,
      TEST_DATABASE_ADMIN_URL: postgres.url('postgres'),
      TEST_DATABASE_TIME_ZONE: run.databaseZone,
    });
    log(`${run.hour} UTC (FAKETIME=${fakeEnv.FAKETIME}): ${await readClocks(env, postgres.url('postgres'))}`);
    const status = await new Promise<number>((resolve) => {
      const jest = spawn(
        'npx',
        [
          'jest',
          '--ci',
          '--selectProjects',
          'unit',
          'integration',
          '--json',
          `--outputFile=${report}`,
          '--runTestsByPath',
          ...suites,
        ],
        { cwd: repoRoot, env, stdio: 'inherit' },
      );
      jest.once('exit', (code) => resolve(code ?? 1));
    });
    const text = await readFile(report, 'utf8').catch(() => '');
    if (!text) return { passed: 0, failed: 1 };
    const result = JSON.parse(text) as {
      numPassedTests: number;
      numFailedTests: number;
      testResults: { status: string; assertionResults: unknown[] }[];
    };
    // A suite that failed before any test ran (a broken beforeAll, an import error) counts once.
    const brokenSuites = result.testResults.filter((s) => s.status === 'failed' && s.assertionResults.length === 0);
    const counts = { passed: result.numPassedTests, failed: result.numFailedTests + brokenSuites.length };
    if (status !== 0 && counts.failed === 0) counts.failed = 1;
    return counts;
  } finally {
    for (const key of Object.keys(fakeEnv)) delete process.env[key];
    Object.assign(process.env, saved);
    await cleanup.run();
    reaper.stop();
  }
}

async function main(): Promise<number> {
  const suites = await selectSuites();
  if (options.list) {
    for (const file of suites) console.log(path.relative(repoRoot, file));
    return 0;
  }
  if (suites.length === 0) {
    log('no suite selected');
    return 1;
  }
  const hours = options.hours?.split(',') ?? fakedRuns.map((run) => run.hour);
  const runs = hours.map((hour) => fakedRuns.find((run) => run.hour === hour) ?? { ...fakedRuns[0]!, hour });
  const library = findLibfaketime();
  log(`${suites.length} suites at ${runs.map((run) => `${run.hour} UTC`).join(' and ')}`);

  const total: RunCounts = { passed: 0, failed: 0 };
  const lines: string[] = [];
  for (const run of runs) {
    const fakeEnv = {
      FAKETIME: offsetTo(run.hour),
      LD_PRELOAD: [library, process.env.LD_PRELOAD].filter(Boolean).join(':'),
      // Timers and performance.now() keep the real monotonic clock: only the calendar moves.
      FAKETIME_DONT_FAKE_MONOTONIC: '1',
    };
    const counts = await runAt(run, suites, fakeEnv);
    total.passed += counts.passed;
    total.failed += counts.failed;
    lines.push(
      `at ${run.hour} UTC (database in ${run.databaseZone}): ${counts.passed} passed, ${counts.failed} failed`,
    );
  }
  for (const line of lines) log(line);
  if (options.counts) await writeFile(options.counts, `${total.passed} ${total.failed}\n`);
  return total.failed === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    if (options.counts) void writeFile(options.counts, '0 1\n').finally(() => process.exit(1));
    else process.exit(1);
  },
);
