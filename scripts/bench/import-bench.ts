/**
 * Importing another system's history: a generated 50,000-row appointments export through the real
 * API process (upload, dry run, import start) and one real worker (the import job), timed from the
 * upload to the job's last batch, with the API process's peak resident memory sampled throughout.
 */
import { generatedAppointments } from '@bridal/testing/fixtures/import-exports';
import type { Cleanup } from '@bridal/testing/cleanup';
import { type BenchPlatform, sampleMemory } from './bench-platform';
import { benchPassword, postJson } from './dashboard-seed';
import { formatMs } from './load';

const rowCount = 50_000;
const mebibyte = 1024 * 1024;
export const importTargets = { totalMs: 60_000, apiRssBytes: 300 * mebibyte };
const maxWaitMs = 5 * 60_000;

const mark = (met: boolean) => (met ? '✅' : '❌');

async function ownerCookie(baseUrl: string): Promise<string> {
  const email = `bench.import.${Date.now()}@example.com`;
  await postJson(baseUrl, '/api/signup', {
    name: 'Import Bench',
    email,
    password: benchPassword,
    phone: '(207) 555-0101',
    boutiqueName: 'Import Bench Bridal',
    address: '2 Bench Street, Portland, ME',
    consultantSeats: 4,
    agreedToTerms: true,
  });
  const login = await postJson(baseUrl, '/api/auth/login', { email, password: benchPassword });
  const cookie = login.headers.getSetCookie().find((line) => line.includes('_session='));
  if (!cookie) throw new Error('the login set no session cookie');
  return cookie.split(';')[0]!;
}

export async function runImportBench(
  platform: BenchPlatform,
  _cleanup: Cleanup,
  signal: AbortSignal,
): Promise<{ rows: string[][]; notes: string[]; setup: string }> {
  const { baseUrl } = platform;
  const cookie = await ownerCookie(baseUrl);
  const call = async (method: string, route: string, body?: FormData) => {
    const response = await fetch(`${baseUrl}${route}`, {
      method,
      headers: { cookie, origin: baseUrl },
      body,
      signal: AbortSignal.any([signal, AbortSignal.timeout(maxWaitMs)]),
    });
    if (!response.ok) throw new Error(`${method} ${route} answered ${response.status}: ${await response.text()}`);
    return response.json() as Promise<{ id: string; status: string; progress: { done: number; total: number } }>;
  };
  const csv = generatedAppointments(rowCount);
  await platform.startWorker();
  const pid = platform.api.process.pid!;
  console.log(
    `Import: ${rowCount} rows (${(csv.length / mebibyte).toFixed(1)} MiB) through upload, dry run and import...`,
  );

  const memory = sampleMemory(pid, 100);
  const started = performance.now();
  const form = new FormData();
  form.append('file', new Blob([csv]), 'bench-appointments.csv');
  const staged = await call('POST', '/api/history-imports', form);
  const uploadedMs = performance.now() - started;
  await call('POST', `/api/history-imports/${staged.id}/dry-run`);
  const checkedMs = performance.now() - started;
  await call('POST', `/api/history-imports/${staged.id}/import`);
  let view = staged;
  while (view.status !== 'imported' && performance.now() - started < maxWaitMs) {
    signal.throwIfAborted();
    await new Promise((resolve) => setTimeout(resolve, 250));
    view = await call('GET', `/api/history-imports/${staged.id}`);
    if (view.status === 'failed') throw new Error('the import job failed');
  }
  const totalMs = performance.now() - started;
  const { peakRssBytes, highWaterMarkBytes } = await memory.stop();
  const [counts] = await platform.database.sql<{ appointments: number; brides: number }[]>`
    SELECT (SELECT count(*)::int FROM appointments WHERE source = 'import') AS appointments,
           (SELECT count(*)::int FROM brides b JOIN history_import_brides h ON h.bride_id = b.id) AS brides`;
  const done = view.status === 'imported';
  return {
    rows: [
      [
        `I1. Import of a ${rowCount.toLocaleString('en-US')}-row appointments export (upload, dry run, import job)`,
        `${formatMs(totalMs)} (upload and staging ${formatMs(uploadedMs)}, dry run ${formatMs(checkedMs - uploadedMs)}, ` +
          `job ${formatMs(totalMs - checkedMs)})` +
          (done ? '' : ` · **stopped at ${maxWaitMs / 1000} s: ${view.progress.done} of ${view.progress.total} rows**`),
        `≤ ${formatMs(importTargets.totalMs)}`,
        mark(done && totalMs <= importTargets.totalMs),
      ],
      [
        'I2. The API process during the import: peak resident memory',
        `${(peakRssBytes / mebibyte).toFixed(0)} MiB (VmHWM ${(highWaterMarkBytes / mebibyte).toFixed(0)} MiB)`,
        `≤ ${importTargets.apiRssBytes / mebibyte} MiB`,
        mark(peakRssBytes <= importTargets.apiRssBytes),
      ],
    ],
    notes: [
      `Import: ${counts!.appointments} appointments and ${counts!.brides} brides written; the file is read and its columns ` +
        'recognised in a worker thread of the API; the dry run and the staging run in the API process; the job in the worker.',
    ],
    setup:
      'Import section: the real API process (its RSS sampled every 100 ms from /proc) and one worker process; the file is ' +
      'generated by @bridal/testing/fixtures/import-exports (two rows a bride, five consultants, a third of visits sold).',
  };
}
