/**
 * `npm run bench`: starts the real API and worker on 127.0.0.1 with a database, Redis prefix and
 * storage folder of their own, measures survey submission, submit-to-ready time and worker
 * throughput, how workers scale (scaling-bench.ts), the dashboard poll against a bare endpoint
 * (dashboard-bench.ts), the public pages' initial JavaScript (pages-bench.ts) and the weekly coaching
 * digest (coaching-bench.ts), webhook delivery (webhooks-bench.ts) and an import of 50,000 rows of
 * history (import-bench.ts), prints one Markdown table with the targets, writes it to bench-results/,
 * and removes everything it made (also on failure and on Ctrl+C). Every loop is bounded in count and time.
 * `npm run bench -- dashboard pages` (any of survey, scaling, dashboard, pages, appointments, advice, coaching, webhooks, import) runs only those;
 * `--profile` adds a CPU profile of the API during the dashboard's poll rounds (cpu-profile.ts).
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Cleanup } from '@bridal/testing/cleanup';
import { noisyJpeg } from '@bridal/testing/make-images';
import { repoRoot } from '@bridal/testing/spawn-service';
import { postSurvey, readSurveyStatus, surveyForm } from '@bridal/testing/survey-form';
import { type BenchPlatform, giveDemoInventory, readMemory, sampleMemory, startBenchPlatform } from './bench-platform';
import { busiestProcesses } from './cpu-usage';
import { runAdviceBench } from './advice-bench';
import { runAppointmentsBench } from './appointments-bench';
import { runCoachingBench } from './coaching-bench';
import { runImportBench } from './import-bench';
import { formatProfileSummary, type ProfileWindow, readCpuProfile, summarizeProfile } from './cpu-profile';
import { runDashboardBench } from './dashboard-bench';
import { waitUntil } from '@bridal/testing/wait';
import { formatMs, type LoadOptions, type LoadResult, runBounded, summarize } from './load';
import { prepareWebDist, runPagesBench, type WebDist } from './pages-bench';
import { runScalingBench } from './scaling-bench';
import { runWebhooksBench } from './webhooks-bench';

const runTimeLimitMs = 9 * 60_000;
const mebibyte = 1024 * 1024;
const targets = { photoSubmitP95Ms: 1000, apiRssBytes: 250 * mebibyte, submitToReadyP95Ms: 2000, bridesPerSecond: 20 };

const mark = (met: boolean) => (met ? '✅' : '❌');
const mib = (bytes: number) => `${(bytes / mebibyte).toFixed(0)} MiB`;
const perSecond = (count: number, ms: number) => (ms > 0 ? (count / ms) * 1000 : 0);
const failedNote = (result: LoadResult) =>
  result.failed > 0 || result.cutShort
    ? ` · **${result.failed} failed${result.cutShort ? ', stopped at the time limit' : ''}**`
    : '';

const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');

function describeMachine(): string {
  const cpus = os.cpus();
  return [
    `${cpus.length} CPUs (${cpus[0]?.model.trim() ?? 'unknown model'})`,
    `${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB RAM`,
    `Node ${process.version}`,
    `${os.type()} ${os.release()}`,
    `load average at start ${loadAverage()}`,
  ].join(', ');
}

async function countBrides(platform: BenchPlatform, status: 'analyzing' | 'ready'): Promise<number> {
  const [row] = await platform.database.sql<{ count: number }[]>`
    SELECT count(*)::int AS count FROM brides WHERE status = ${status}`;
  return row?.count ?? 0;
}

/** Waits (bounded) until no bride is still being analyzed, so one measurement does not spill into the next. */
async function drain(platform: BenchPlatform, notes: string[], before: string, signal: AbortSignal): Promise<void> {
  const drained = await waitUntil(async () => (await countBrides(platform, 'analyzing')) === 0, {
    everyMs: 100,
    timeoutMs: 60_000,
    signal,
  });
  if (!drained) notes.push(`The queue had not drained within 60 s before ${before}; that run shared the worker.`);
}

/** Milliseconds from submitted_at to ready_at as the database recorded them, for these brides. */
async function serverSideReadyMs(platform: BenchPlatform, brideIds: string[]): Promise<number[]> {
  const rows = await platform.database.sql<{ ms: string }[]>`
    SELECT extract(epoch FROM ready_at - submitted_at) * 1000 AS ms
    FROM brides WHERE id = ANY(${brideIds}::uuid[]) AND ready_at IS NOT NULL`;
  return rows.map((row) => Number(row.ms));
}

/**
 * A noise JPEG of about `bytes` bytes: noisyJpeg's size estimate runs about 30% small for
 * noise at quality 95, so one more, scaled, attempt brings it within a few percent.
 */
async function noisyPhotoOfAbout(bytes: number): Promise<Buffer> {
  const first = await noisyJpeg(bytes);
  if (Math.abs(first.length - bytes) / bytes < 0.1) return first;
  return noisyJpeg(Math.round((bytes * bytes) / first.length));
}

/** The four survey measurements; `signal` (Ctrl+C, the overall time limit) stops every loop early. */
async function runSurveyBench(platform: BenchPlatform, notes: string[], signal: AbortSignal): Promise<string[][]> {
  const photoBytes = await noisyPhotoOfAbout(2 * mebibyte);
  const photo = new Blob([new Uint8Array(photoBytes)], { type: 'image/jpeg' });
  const sixPhotos = Array.from({ length: 6 }, () => photo);

  const { baseUrl } = platform;
  await giveDemoInventory(platform.database.sql, 60);
  await platform.startWorker();
  // Every loop also ends when the run is stopped; nothing new starts after that.
  const load = (options: Omit<LoadOptions, 'signal'>) => {
    signal.throwIfAborted();
    return runBounded({ ...options, signal });
  };
  const until = (check: () => Promise<boolean>, options: { everyMs: number; timeoutMs: number }) => {
    signal.throwIfAborted();
    return waitUntil(check, { ...options, signal });
  };
  const submitText = (index: number) => postSurvey(baseUrl, surveyForm(index), { timeoutMs: 10_000, signal });
  const submitPhotos = (index: number) =>
    postSurvey(baseUrl, surveyForm(index, { photos: sixPhotos }), { timeoutMs: 30_000, signal });

  // Warm-up (not measured): module loading, JIT, the database pool and sharp's first use.
  await load({ total: 8, concurrency: 4, timeLimitMs: 30_000, task: (i) => submitText(90_000 + i) });
  await load({ total: 2, concurrency: 2, timeLimitMs: 30_000, task: (i) => submitPhotos(91_000 + i) });
  await drain(platform, notes, 'run 1', signal);

  console.log('1. Submit, text only: 200 at concurrency 4...');
  const text = await load({ total: 200, concurrency: 4, timeLimitMs: 60_000, task: submitText });
  const textStats = summarize(text.durationsMs);
  await drain(platform, notes, 'run 2', signal);

  console.log(`2. Submit with 6 photos of ${(photoBytes.length / mebibyte).toFixed(2)} MiB: 40 at concurrency 4...`);
  // The API is measured on its own, as it runs in its own container: the worker re-encodes the
  // photos, and on these two shared cores it would be measured as much as the API.
  await platform.stopWorker();
  const apiPid = platform.api.process.pid!;
  const rssBefore = (await readMemory(apiPid))?.rss ?? 0;
  const memory = sampleMemory(apiPid, 50);
  const photos = await load({
    total: 40,
    concurrency: 4,
    timeLimitMs: 90_000,
    task: (i) => submitPhotos(10_000 + i),
  });
  const apiMemory = await memory.stop();
  const photoStats = summarize(photos.durationsMs);
  const photoWorkStarted = performance.now();
  await platform.startWorker();
  await drain(platform, notes, 'run 3', signal);
  const photoWorkMs = performance.now() - photoWorkStarted;
  const photoCount = photos.durationsMs.length * sixPhotos.length;
  notes.push(
    `Run 2 ran with the worker stopped (the API measured alone, as in its own container). Started afterwards, one ` +
      `worker re-encoded the ${photoCount} photos (display image, thumbnail, facts) and analysed the ` +
      `${photos.durationsMs.length} brides in ${formatMs(photoWorkMs)}, its start-up included ` +
      `(${perSecond(photoCount, photoWorkMs).toFixed(1)} photos/s).`,
  );

  console.log('3. Submit -> ready: 50 at concurrency 2...');
  const readyIds: string[] = [];
  const submitMs: number[] = [];
  const toReady = await load({
    total: 50,
    concurrency: 2,
    timeLimitMs: 90_000,
    task: async (i) => {
      const started = performance.now();
      const brideId = await submitText(20_000 + i);
      submitMs.push(performance.now() - started);
      readyIds.push(brideId);
      const ready = await until(
        async () => (await readSurveyStatus(baseUrl, brideId, { timeoutMs: 5_000, signal })) === 'ready',
        {
          everyMs: 25,
          timeoutMs: 20_000,
        },
      );
      if (!ready) throw new Error(`bride ${brideId} was not ready within 20 s`);
    },
  });
  const readyStats = summarize(toReady.durationsMs);
  const serverReady = summarize(await serverSideReadyMs(platform, readyIds));
  notes.push(
    `Run 3 split: the submit itself p50 ${formatMs(summarize(submitMs).p50)}; ` +
      `submitted_at -> ready_at in the database p50 ${formatMs(serverReady.p50)}, p95 ${formatMs(serverReady.p95)} ` +
      `(queue + 5 analysis steps + finish job); the rest is the 25 ms polling.`,
  );

  console.log('4. Worker throughput: 300 brides queued with the worker stopped, then one worker...');
  await drain(platform, notes, 'run 4', signal);
  await platform.stopWorker();
  const readyBefore = await countBrides(platform, 'ready');
  const queuedIds: string[] = [];
  const queued = await load({
    total: 300,
    concurrency: 4,
    timeLimitMs: 60_000,
    task: async (i) => queuedIds.push(await submitText(30_000 + i)),
  });
  const expectedReady = readyBefore + queuedIds.length;
  const spawnStarted = performance.now();
  await platform.startWorker();
  const workerUp = performance.now();
  const allReady = await until(async () => (await countBrides(platform, 'ready')) >= expectedReady, {
    everyMs: 50,
    timeoutMs: 120_000,
  });
  const workMs = performance.now() - workerUp;
  const readyNow = (await countBrides(platform, 'ready')) - readyBefore;
  const bridesPerSecond = perSecond(readyNow, workMs);
  const [span] = await platform.database.sql<{ spanMs: string | null }[]>`
    SELECT extract(epoch FROM max(ready_at) - min(ready_at)) * 1000 AS span_ms
    FROM brides WHERE id = ANY(${queuedIds}::uuid[])`;
  notes.push(
    `Run 4: the worker took ${formatMs(workerUp - spawnStarted)} to start (not counted); between the first and the ` +
      `last ready_at the database saw ${perSecond(Math.max(0, readyNow - 1), Number(span?.spanMs ?? 0)).toFixed(1)} brides/s.`,
  );
  if (!allReady) notes.push(`Run 4: only ${readyNow} of ${queuedIds.length} brides were ready within 120 s.`);

  for (const [name, result] of [
    ['1', text],
    ['2', photos],
    ['3', toReady],
    ['4 (queueing)', queued],
  ] as const) {
    if (result.failed > 0) notes.push(`Run ${name} failures: ${result.failureSamples.join(' | ')}`);
  }

  const photoMet = photoStats.p95 <= targets.photoSubmitP95Ms && photos.failed === 0 && !photos.cutShort;
  const rssMet = apiMemory.peakRssBytes <= targets.apiRssBytes;
  const readyMet = readyStats.p95 <= targets.submitToReadyP95Ms && toReady.failed === 0 && !toReady.cutShort;
  const throughputMet = bridesPerSecond >= targets.bridesPerSecond && allReady && queued.failed === 0;
  const rows: string[][] = [
    [
      '1. Submit, text only (200 at concurrency 4)',
      `p50 ${formatMs(textStats.p50)} · p95 ${formatMs(textStats.p95)} · p99 ${formatMs(textStats.p99)} · ` +
        `${perSecond(text.durationsMs.length, text.elapsedMs).toFixed(0)} requests/s${failedNote(text)}`,
      '–',
      '',
    ],
    [
      `2. Submit with 6 photos of ${(photoBytes.length / mebibyte).toFixed(1)} MiB (40 at concurrency 4)`,
      `p50 ${formatMs(photoStats.p50)} · p95 ${formatMs(photoStats.p95)} · p99 ${formatMs(photoStats.p99)} · ` +
        `${perSecond(photos.durationsMs.length, photos.elapsedMs).toFixed(1)} requests/s${failedNote(photos)}`,
      `p95 ≤ ${targets.photoSubmitP95Ms} ms`,
      mark(photoMet),
    ],
    [
      '2. API peak RSS during the photo submits',
      `${mib(apiMemory.peakRssBytes)} (VmRSS every 50 ms, ${apiMemory.samples} samples; ${mib(rssBefore)} before ` +
        `the run; lifetime VmHWM ${mib(apiMemory.highWaterMarkBytes)})`,
      `≤ ${mib(targets.apiRssBytes)}`,
      mark(rssMet),
    ],
    [
      '3. Submit → ready (50 at concurrency 2, status polled every 25 ms)',
      `p50 ${formatMs(readyStats.p50)} · p95 ${formatMs(readyStats.p95)} · max ${formatMs(readyStats.max)}${failedNote(toReady)}`,
      `p95 ≤ ${targets.submitToReadyP95Ms} ms`,
      mark(readyMet),
    ],
    [
      '4. Worker throughput (300 queued text-only brides, 1 worker, WORKER_CONCURRENCY 5)',
      `${bridesPerSecond.toFixed(1)} brides/s (${readyNow} ready in ${formatMs(workMs)})${failedNote(queued)}`,
      `≥ ${targets.bridesPerSecond} brides/s`,
      mark(throughputMet),
    ],
  ];
  return rows;
}

type BenchSection =
  'survey' | 'scaling' | 'dashboard' | 'pages' | 'appointments' | 'advice' | 'coaching' | 'webhooks' | 'import';
/** In the order they run: the scaling runs before the dashboard's 10,000 brides are seeded. */
const benchSections: readonly BenchSection[] = [
  'survey',
  'scaling',
  'dashboard',
  'pages',
  'appointments',
  'advice',
  'coaching',
  'webhooks',
  'import',
];

/** `npm run bench` runs every section; `npm run bench -- dashboard pages` only those named. */
function parseSections(args: readonly string[]): BenchSection[] {
  const unknown = args.filter((arg) => !benchSections.includes(arg as BenchSection) && arg !== '--profile');
  if (unknown.length > 0) {
    throw new Error(`unknown bench section ${unknown.join(', ')}: choose from ${benchSections.join(', ')}`);
  }
  const named = benchSections.filter((section) => args.includes(section));
  if (args.includes('--profile') && named.length > 0 && !named.includes('dashboard')) {
    throw new Error('--profile profiles the dashboard section: name it too (npm run bench -- dashboard --profile)');
  }
  return named.length === 0 ? [...benchSections] : named;
}

/** Starts the platform and runs the chosen sections; `signal` stops every loop early. */
async function runBench(
  cleanup: Cleanup,
  signal: AbortSignal,
  sections: BenchSection[],
  profileDir: string | undefined,
): Promise<string> {
  const startedAt = new Date();
  const benchStarted = performance.now();
  const machine = describeMachine();
  const notes: string[] = [];
  const setup: string[] = [];
  const rows: string[][] = [];
  console.log(`Machine: ${machine}`);
  const ownPids = [process.pid, process.ppid];
  const busyAtStart = await busiestProcesses(2_000, ownPids);
  console.log(`Busiest other processes: ${busyAtStart}`);

  // The pages are measured on a build of their own, which the API must be given when it starts.
  let web: WebDist | undefined;
  if (sections.includes('pages')) {
    console.log('Pages: preparing the built web app...');
    web = await prepareWebDist(cleanup, signal).catch((error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      rows.push(['P. Public pages: initial JavaScript', `not measured: ${message.replace(/\|/g, '/')}`, '', '❌']);
      return undefined;
    });
  }
  console.log(`Starting the API and a database of their own (sections: ${sections.join(', ')})...`);
  const platform = await startBenchPlatform(cleanup, {
    webDist: web?.dir,
    apiNodeFlags: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : undefined,
  });
  let pollRounds: { windows: ProfileWindow[]; answers: number } | undefined;

  const runSection = async (section: BenchSection): Promise<{ rows: string[][]; notes: string[]; setup: string }> => {
    switch (section) {
      case 'survey': {
        const surveyNotes: string[] = [];
        const surveyRows = await runSurveyBench(platform, surveyNotes, signal);
        return {
          rows: surveyRows,
          notes: surveyNotes,
          setup:
            'Survey sections: one worker (built-in analyst), the demo boutique with 60 dresses. Warm-up: 8 text and ' +
            '2 photo submits, not measured. The queue is drained between runs; the load comes from the bench process.',
        };
      }
      case 'scaling':
        return runScalingBench(platform, cleanup, signal);
      case 'dashboard': {
        const report = await runDashboardBench(platform, cleanup, signal);
        pollRounds = report.pollRounds;
        return report;
      }
      case 'pages':
        return runPagesBench(platform, web!, cleanup, signal);
      case 'appointments':
        return runAppointmentsBench(platform, cleanup, signal);
      case 'advice':
        return runAdviceBench();
      case 'coaching':
        return runCoachingBench(platform, cleanup, signal);
      case 'webhooks':
        return runWebhooksBench(platform, cleanup, signal);
      case 'import':
        return runImportBench(platform, cleanup, signal);
    }
  };
  const timings: string[] = [];
  for (const section of sections) {
    signal.throwIfAborted();
    if (section === 'pages' && !web) continue;
    const sectionStarted = performance.now();
    const report = await runSection(section);
    rows.push(...report.rows);
    notes.push(...report.notes);
    setup.push(report.setup);
    timings.push(`${section} ${((performance.now() - sectionStarted) / 1000).toFixed(0)} s`);
  }
  const busyAtEnd = await busiestProcesses(2_000, [...ownPids, platform.api.process.pid!, ...platform.workerPids()]);
  const profile: string[] = [];
  if (profileDir && pollRounds) {
    // V8 writes the profile as the API exits.
    await platform.api.stop();
    const summary = summarizeProfile(await readCpuProfile(profileDir), pollRounds.windows);
    profile.push('', ...formatProfileSummary(summary, pollRounds.answers));
  }

  return [
    `# Bridal Coach benchmark, ${startedAt.toISOString()}`,
    '',
    `Machine: ${machine}.`,
    '',
    `Sections: ${sections.join(', ')}. Other processes busiest just before the run (2 s sample, % of one core): ` +
      `${busyAtStart}; just after: ${busyAtEnd}; load average at the end ${loadAverage()}.`,
    '',
    'Setup: the real API (NODE_ENV=production, RATE_LIMITS=off, LOG_LEVEL=info, DATABASE_POOL_SIZE ' +
      `${platform.poolSize}) on 127.0.0.1, local file storage, PostgreSQL and Redis on this machine; the load ` +
      'generators run on the same machine. ' +
      setup.join(' '),
    '',
    '| Measure | Result | Target | Met |',
    '|---|---|---|---|',
    ...rows.map((row) => `| ${row.join(' | ')} |`),
    '',
    ...notes.map((note) => `- ${note}`),
    `- Whole run: ${((performance.now() - benchStarted) / 1000).toFixed(0)} s (${timings.join(', ')}).`,
    ...profile,
    '',
  ].join('\n');
}

async function main(): Promise<void> {
  const cleanup = new Cleanup();
  const stop = new AbortController();
  const stopEarly = (reason: string, code: number) => {
    // Ctrl+C reaches this process twice (from the terminal and relayed by tsx): clean up once.
    if (stop.signal.aborted) return;
    stop.abort();
    console.error(`bench: ${reason}; cleaning up...`);
    void cleanup.run().finally(() => process.exit(code));
  };
  process.on('SIGINT', () => stopEarly('interrupted', 130));
  process.on('SIGTERM', () => stopEarly('terminated', 143));
  const watchdog = setTimeout(
    () => stopEarly(`still running after ${runTimeLimitMs / 60_000} minutes`, 1),
    runTimeLimitMs,
  );

  try {
    const args = process.argv.slice(2);
    const profileDir = args.includes('--profile')
      ? await cleanup.track('remove the CPU profile', mkdtemp(path.join(os.tmpdir(), 'bridal-bench-profile-')), (dir) =>
          rm(dir, { recursive: true, force: true }),
        )
      : undefined;
    const report = await runBench(cleanup, stop.signal, parseSections(args), profileDir);
    console.log(`\n${report}`);
    const dir = path.join(repoRoot, 'bench-results');
    await mkdir(dir, { recursive: true });
    const file = path.join(dir, `bench-${new Date().toISOString().slice(0, 19).replace(/:/g, '-')}.md`);
    await writeFile(file, report);
    console.log(`Written to ${path.relative(repoRoot, file)}`);
  } catch (error) {
    // Once stopped, what was under way fails as its processes go away: that is expected.
    if (!stop.signal.aborted) throw error;
  } finally {
    console.log('Cleaning up...');
    await cleanup.run();
    clearTimeout(watchdog);
  }
}

main().catch((error: unknown) => {
  console.error('bench failed:', error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
