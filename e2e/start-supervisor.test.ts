/**
 * `npm start` keeps serving when one of its processes dies: the worker killed with SIGKILL is
 * restarted while the API answers throughout, and a survey sent meanwhile still reaches Ready.
 * Ctrl+C (SIGINT) then stops both and the start process exits 0. Started again and itself killed
 * with SIGKILL, it takes both with it: no orphan API serves on with no worker behind it.
 *
 * It runs scripts/start.ts with `--dev` (the API and worker from their sources): the supervision is
 * the same as with the bundles, and `npm start`'s bundling would overwrite the api/dist and
 * worker/dist other tests may be running from. SERVE_WEB=false spares it the web build.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { platformEnv } from '@bridal/testing/platform-env';
import { repoRoot } from '@bridal/testing/spawn-service';
import { postSurvey, readSurveyStatus, surveyForm } from '@bridal/testing/survey-form';
import { createTestDatabase, type TestDatabase } from '@bridal/testing/test-database';
import { createTestRedisPrefix } from '@bridal/testing/test-redis';

let database: TestDatabase;
let redis: ReturnType<typeof createTestRedisPrefix>;
let folder: string;
let baseUrl: string;
let start: ChildProcess;
let output = '';
let env: Record<string, string>;
/** Every pid a run of `npm start` reported, for the clean-up. */
const seenPids: number[] = [];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor<T>(what: string, find: () => T | undefined | Promise<T | undefined>, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; npm start said:\n${output}`);
    await sleep(100);
  }
}

/** The pids the supervisor reported for `name`, in order. */
const pidsOf = (name: string) =>
  [...output.matchAll(new RegExp(`${name}: running as pid (\\d+)`, 'g'))].map((match) => Number(match[1]));

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const healthStatus = () =>
  fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) }).then(
    (response) => response.status,
    (error: Error) => error.message,
  );

/** Runs `npm start --dev` afresh (its output in `output`) until the API answers and the worker has started. */
async function launch(): Promise<void> {
  output = '';
  start = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts', '--dev'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  seenPids.push(start.pid!);
  start.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  start.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await waitFor('the API', async () => ((await healthStatus()) === 200 ? true : undefined));
  await waitFor('the worker', () => (output.includes('worker started') ? true : undefined));
  seenPids.push(...pidsOf('api'), ...pidsOf('worker'));
}

beforeAll(async () => {
  database = await createTestDatabase();
  redis = createTestRedisPrefix();
  folder = await mkdtemp(path.join(tmpdir(), 'bc-start-'));
  const platform = await platformEnv({ databaseUrl: database.url, redisPrefix: redis.prefix });
  baseUrl = platform.baseUrl;
  env = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '/tmp',
    ...platform.env,
    SERVE_WEB: 'false',
    DATABASE_POOL_SIZE: '4',
    LOG_LEVEL: 'info',
    STORAGE_DIR: path.join(folder, 'uploads'),
    WORKER_HEARTBEAT_FILE: path.join(folder, 'worker-heartbeat'),
  };
  await launch();
}, 120_000);

afterAll(async () => {
  // Whatever the test left running must not outlive it.
  for (const pid of [...seenPids, ...pidsOf('api'), ...pidsOf('worker')]) {
    if (isRunning(pid)) process.kill(pid, 'SIGKILL');
  }
  await redis?.cleanup();
  await database?.drop();
  if (folder) await rm(folder, { recursive: true, force: true });
});

describe('npm start under a crash', () => {
  it('restarts a killed worker while the API keeps answering, and a survey sent meanwhile reaches Ready', async () => {
    const [apiPid] = pidsOf('api');
    const [workerPid] = pidsOf('worker');
    expect(apiPid).toBeDefined();
    expect(workerPid).toBeDefined();

    const answers: (number | string)[] = [];
    let polling = true;
    const poller = (async () => {
      while (polling) {
        answers.push(await healthStatus());
        await sleep(100);
      }
    })();
    let status: string;
    try {
      process.kill(workerPid!, 'SIGKILL');
      await waitFor('the crash to be noticed', () =>
        output.includes('worker: stopped unexpectedly (SIGKILL)') ? true : undefined,
      );
      const brideId = await postSurvey(baseUrl, surveyForm(0, { label: 'Supervised' }), { timeoutMs: 10_000 });
      // She was sent while the worker was down or starting again.
      expect(output.match(/worker started/g)).toHaveLength(1);
      status = await waitFor('her plan', async () => {
        const current = await readSurveyStatus(baseUrl, brideId, { timeoutMs: 5_000 });
        return current === 'ready' ? current : undefined;
      });
    } finally {
      polling = false;
      await poller;
    }

    expect(status).toBe('ready');
    expect(answers.length).toBeGreaterThan(5);
    expect(answers.filter((answer) => answer !== 200)).toEqual([]);
    expect(pidsOf('api')).toEqual([apiPid]);
    expect(pidsOf('worker')).toHaveLength(2);
    expect(isRunning(workerPid!)).toBe(false);
    expect(output).toMatch(
      /worker: stopped unexpectedly \(SIGKILL\) after [\d.]+ s; restarting in 0\.5 s \(restart 1\)/,
    );
  }, 120_000);

  it('stops both processes on Ctrl+C and exits 0', async () => {
    const children = [...pidsOf('api'), ...pidsOf('worker')];
    expect(start.exitCode).toBeNull();
    const exited = new Promise<number | null>((resolve) => start.once('exit', (code) => resolve(code)));
    start.kill('SIGINT');
    expect(await exited).toBe(0);
    expect(children.filter(isRunning)).toEqual([]);
    expect(output).not.toMatch(/api: stopped unexpectedly/);
  }, 60_000);

  it('takes both processes with it when it is killed with SIGKILL', async () => {
    // Run alone (jest -t), the first run still holds the port.
    if (start.exitCode === null && start.signalCode === null) {
      const stopped = new Promise((resolve) => start.once('exit', resolve));
      start.kill('SIGINT');
      await stopped;
    }
    await launch();
    const [apiPid] = pidsOf('api');
    const [workerPid] = pidsOf('worker');
    expect((await fetch(`${baseUrl}/api/ready`)).status).toBe(200);

    process.kill(start.pid!, 'SIGKILL');
    const killedAt = Date.now();
    await waitFor('the API and the worker to exit', () =>
      isRunning(apiPid!) || isRunning(workerPid!) ? undefined : true,
    );
    // Each shuts down cleanly on its own (finishing what it has in hand, as on SIGTERM): a
    // couple of seconds here, well inside the 25 s a stop may take.
    expect(Date.now() - killedAt).toBeLessThan(10_000);
    expect(output).toContain('api: its supervisor is gone, shutting down');
    expect(output).toContain('worker: its supervisor is gone, shutting down');
    expect(await healthStatus()).not.toBe(200);
  }, 120_000);
});
