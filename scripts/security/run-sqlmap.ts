/**
 * `npm run security:sqlmap`: starts the real API on 127.0.0.1 (a free port, a database, Redis
 * prefix and storage folder of its own, rate limits off), makes a boutique with its owner and a
 * bride, then runs Debian's sqlmap against the calls that reach the database with what a visitor
 * types: login, sign-up, the bride's survey (multipart), and the owner's dashboard and a bride's
 * plan (cookie, header and path). Each run is bounded (modest level and risk, short timeouts, a
 * time cap). Prints a Markdown table and exits non-zero if anything is injectable or a run did not
 * finish. Everything it made is removed, also on failure and on Ctrl+C.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Cleanup } from '@bridal/testing/cleanup';
import { platformEnv } from '@bridal/testing/platform-env';
import { type SpawnedService, spawnService } from '@bridal/testing/spawn-service';
import { createTestDatabase } from '@bridal/testing/test-database';
import { stopProcess } from '@bridal/testing/stop-process';
import { createTestRedisPrefix } from '@bridal/testing/test-redis';

const sqlmapPath = '/usr/bin/sqlmap';
/** The whole run stays well under ten minutes; each target has its own cap inside it. */
const targetCapMs = 100_000;
const runCapMs = 9 * 60_000;

interface Target {
  name: string;
  /** What is marked for injection, in words. */
  tested: string;
  /** The API path whose requests are counted in its log. */
  path: string;
  args: string[];
}

interface Outcome {
  target: Target;
  requests: number;
  seconds: number;
  injectable: string[];
  finished: boolean;
  notes: string[];
}

/** The API's log lines for requests to `apiPath` (it logs one per request at info). */
function countRequests(output: string, apiPath: string): number {
  let count = 0;
  for (const line of output.split('\n')) {
    if (!line.includes('"msg":"request"')) continue;
    try {
      const entry = JSON.parse(line) as { path?: string };
      if (entry.path?.startsWith(apiPath)) count += 1;
    } catch {
      // not a JSON line
    }
  }
  return count;
}

/** Runs sqlmap on one target, killed at the cap; reads what it found from its output and its log file. */
async function runSqlmap(
  target: Target,
  api: SpawnedService,
  workDir: string,
  running: Set<ChildProcess>,
  stopping: () => boolean,
): Promise<Outcome> {
  const outputDir = path.join(workDir, target.name.replace(/\W+/g, '-').toLowerCase());
  await mkdir(outputDir, { recursive: true });
  const args = [
    '--batch',
    '--disable-coloring',
    '--level=2',
    '--risk=1',
    '--dbms=PostgreSQL',
    '--technique=BEUSTQ',
    '--time-sec=2',
    '--timeout=10',
    '--retries=1',
    '--threads=2',
    '--skip-waf',
    '--flush-session',
    `--output-dir=${outputDir}`,
    `--tmp-dir=${outputDir}`,
    // A field the schema refuses (an e-mail) looks "type cast" to sqlmap: test it all the same.
    // Every other question takes its default (process the JSON / multipart body and the '*' markers).
    '--answers=follow=N,crawl=N,skip those kind=N',
    ...target.args,
  ];
  const requestsBefore = countRequests(api.output(), target.path);
  const started = performance.now();
  const child = spawn(sqlmapPath, args, {
    // sqlmap keeps its history under $HOME: a home of its own inside the temp folder.
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: workDir, LANG: 'C.UTF-8' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    void stopProcess(child, 3_000);
  }, targetCapMs);
  const code = await new Promise<number | null>((resolve) => child.once('exit', (exitCode) => resolve(exitCode)));
  clearTimeout(timer);
  running.delete(child);
  const seconds = (performance.now() - started) / 1000;
  // The API writes its log line as the answer leaves; give the last ones a moment to arrive.
  await new Promise((resolve) => setTimeout(resolve, 300));

  // Only what sqlmap confirms: a heuristic "appears to be injectable" may still turn out a false positive.
  const injectable = new Set<string>();
  for (const match of output.matchAll(/parameter '([^']+)' is vulnerable/g)) injectable.add(match[1]!);
  for (const match of output.matchAll(/^Parameter: (.+)$/gm)) injectable.add(match[1]!.trim());
  // sqlmap writes a target's findings to <output>/<host>/log; it stays empty when nothing was found.
  for (const host of await readdir(outputDir).catch(() => [] as string[])) {
    const log = path.join(outputDir, host, 'log');
    if (existsSync(log) && (await stat(log)).size > 0) {
      const text = await readFile(log, 'utf8');
      for (const match of text.matchAll(/^Parameter: (.+)$/gm)) injectable.add(match[1]!.trim());
    }
  }
  const tested = new Set(
    [...output.matchAll(/parameter '([^']+)' (?:does not seem to be injectable|is vulnerable)/g)].map(
      (match) => match[1],
    ),
  );
  const marked = target.args.join('\n').split('*').length - 1;
  const notes = [`${tested.size} of ${marked} marked points tested`];
  const clean = /all tested parameters do not appear to be injectable/.test(output);
  if (timedOut) notes.push(`stopped at the ${targetCapMs / 1000} s cap`);
  else if (code !== 0 && !clean) notes.push(`sqlmap exited with ${code}`);
  const codes = /HTTP error codes detected during run:\s*\n?(.+)/.exec(output)?.[1]?.trim();
  if (codes) notes.push(`answers: ${codes}`);
  const finished = !timedOut && ((clean && tested.size === marked) || injectable.size > 0);
  // What sqlmap said, to see why a run did not finish (or always, with --show-output).
  if ((!finished && !stopping()) || process.argv.includes('--show-output')) console.error(output);
  return {
    target,
    requests: countRequests(api.output(), target.path) - requestsBefore,
    seconds,
    injectable: [...injectable],
    finished,
    notes,
  };
}

/** A multipart body as a browser sends the survey: text fields only, the ones sqlmap should try marked with `*`. */
function surveyBody(boundary: string, fields: Record<string, string>): string {
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return `${parts.join('')}--${boundary}--\r\n`;
}

async function main(): Promise<number> {
  if (!existsSync(sqlmapPath)) {
    console.error(`${sqlmapPath} is missing: install Debian's sqlmap package (apt-get install sqlmap).`);
    return 2;
  }
  const cleanup = new Cleanup(20_000);
  const running = new Set<ChildProcess>();
  let stopping = false;
  const stop = (reason: string, code: number) => {
    if (stopping) return;
    stopping = true;
    console.error(`\n${reason}: stopping and cleaning up...`);
    for (const child of running) child.kill('SIGKILL');
    void cleanup.run().finally(() => process.exit(code));
  };
  // `on`, not `once`: npm and tsx pass a Ctrl+C on as well, and a second signal must not cut the cleanup short.
  process.on('SIGINT', () => stop('interrupted', 130));
  process.on('SIGTERM', () => stop('terminated', 143));
  const overall = setTimeout(() => stop(`over the ${runCapMs / 60_000} minute cap`, 3), runCapMs);
  overall.unref();

  try {
    const started = performance.now();
    const workDir = await mkdtemp(path.join(os.tmpdir(), 'bridal-sqlmap-'));
    cleanup.add('remove the temp folder', () => rm(workDir, { recursive: true, force: true }));
    const database = await createTestDatabase();
    cleanup.add('drop the database', () => database.drop());
    const redis = createTestRedisPrefix();
    cleanup.add('delete the Redis keys', () => redis.cleanup());

    const { baseUrl, env } = await platformEnv({ databaseUrl: database.url, redisPrefix: redis.prefix });
    console.log(`Starting the API on ${baseUrl} with a database of its own...`);
    const api = await spawnService({
      entry: 'api/src/main.ts',
      env: {
        ...env,
        STORAGE_DIR: path.join(workDir, 'uploads'),
        WORKER_HEARTBEAT_FILE: path.join(workDir, 'worker-heartbeat'),
        RATE_LIMITS: 'off',
        AI_PROVIDER: 'local',
        SERVE_WEB: 'false',
        LOG_LEVEL: 'info',
      },
      readyLine: /listening on/,
    });
    cleanup.add('stop the API', () => stopProcess(api.process, 10_000));

    // A boutique, its owner signed in, and a bride, through the API as a browser would.
    const origin = { origin: baseUrl };
    const json = { ...origin, 'content-type': 'application/json' };
    const owner = {
      name: 'Grace Hollis',
      email: 'grace.sqlmap@example.com',
      password: 'Veil&Lace2025',
      phone: '(207) 555-0142',
      boutiqueName: 'Hollis Bridal Atelier',
      address: '44 Exchange Street, Portland, ME',
      consultantSeats: 4,
      agreedToTerms: true,
    };
    const signup = await fetch(`${baseUrl}/api/signup`, { method: 'POST', headers: json, body: JSON.stringify(owner) });
    if (signup.status !== 201) throw new Error(`sign-up answered ${signup.status}: ${await signup.text()}`);
    const [boutique] = await database.sql<{ boutiqueId: number; slug: string }[]>`
      SELECT b.id AS boutique_id, b.slug FROM boutiques b JOIN users u ON u.boutique_id = b.id AND u.role = 'owner'
      WHERE lower(u.email) = lower(${owner.email})`;
    const { boutiqueId } = boutique!;
    const login = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: owner.email, password: owner.password }),
    });
    const cookie = login.headers.getSetCookie()[0]?.split(';')[0];
    if (login.status !== 200 || !cookie) throw new Error(`login answered ${login.status}`);
    const form = new FormData();
    form.append('name', 'Clara Whitfield');
    form.append('boutiqueName', boutique!.slug);
    const survey = await fetch(`${baseUrl}/api/surveys`, { method: 'POST', headers: origin, body: form });
    if (survey.status !== 201) throw new Error(`survey answered ${survey.status}: ${await survey.text()}`);
    const { brideId } = (await survey.json()) as { brideId: string };

    const jsonHeaders = `Origin: ${baseUrl}\nContent-Type: application/json`;
    const boundary = '----sqlmapBoundary7MA4YWxkTrZu0gW';
    const targets: Target[] = [
      {
        name: 'POST /api/auth/login',
        tested: 'JSON email, password',
        path: '/api/auth/login',
        args: [
          `--url=${baseUrl}/api/auth/login`,
          `--data={"email":"${owner.email}*","password":"Wrong&Guess1*"}`,
          `--headers=${jsonHeaders}`,
          // A wrong password is the expected answer, not a reason to stop.
          '--ignore-code=401',
        ],
      },
      {
        name: 'POST /api/signup',
        tested: 'JSON name, email, boutiqueName, address, phone',
        path: '/api/signup',
        args: [
          `--url=${baseUrl}/api/signup`,
          `--data=${JSON.stringify({
            ...owner,
            name: 'Mara Quinn*',
            email: 'mara.sqlmap@example.com*',
            boutiqueName: 'Quinn Bridal*',
            address: '9 Fore Street, Portland, ME*',
            phone: '(207) 555-0199*',
          })}`,
          `--headers=${jsonHeaders}`,
        ],
      },
      {
        name: 'POST /api/surveys',
        tested: 'multipart boutiqueName (slug lookup), name, weddingVenue, weddingLocation, specificVision',
        path: '/api/surveys',
        args: [
          `--url=${baseUrl}/api/surveys`,
          `--data=${surveyBody(boundary, {
            name: 'Clara Whitfield*',
            boutiqueName: `${boutique!.slug}*`,
            weddingVenue: 'Nonantum Resort*',
            weddingLocation: 'Kennebunkport, ME*',
            specificVision: 'Simple and elegant*',
          })}`,
          `--headers=Origin: ${baseUrl}\nContent-Type: multipart/form-data; boundary=${boundary}`,
        ],
      },
      {
        name: 'GET /api/dashboard/consultant (signed in)',
        tested: 'session cookie, X-Boutique-Id header, boutiqueId query',
        path: '/api/dashboard/consultant',
        args: [
          `--url=${baseUrl}/api/dashboard/consultant?boutiqueId=${boutiqueId}*`,
          `--cookie=${cookie}*`,
          `--headers=X-Boutique-Id: ${boutiqueId}*`,
          // A mangled session cookie is answered 401, as it should be.
          '--ignore-code=401',
        ],
      },
      {
        name: 'GET /api/recommendations/{brideId} (signed in)',
        tested: 'bride id in the path',
        path: '/api/recommendations/',
        args: [`--url=${baseUrl}/api/recommendations/${brideId}*`, `--cookie=${cookie}`],
      },
    ];

    const outcomes: Outcome[] = [];
    for (const target of targets) {
      if (stopping) return 130;
      console.log(`sqlmap: ${target.name} (${target.tested})...`);
      outcomes.push(await runSqlmap(target, api, workDir, running, () => stopping));
    }

    const totalSeconds = (performance.now() - started) / 1000;
    const rows = outcomes.map((outcome) => {
      const result =
        outcome.injectable.length > 0
          ? `**INJECTABLE: ${outcome.injectable.join('; ')}**`
          : outcome.finished
            ? 'nothing injectable'
            : '**incomplete**';
      const notes = ` (${outcome.notes.join('; ')})`;
      return `| ${outcome.target.name} | ${outcome.target.tested} | ${outcome.requests} requests in ${outcome.seconds.toFixed(0)} s | ${result}${notes} |`;
    });
    console.log(
      [
        '',
        `# sqlmap against the API, ${new Date().toISOString()}`,
        '',
        `sqlmap ${await sqlmapVersion(workDir)} (--batch --level=2 --risk=1 --dbms=PostgreSQL --technique=BEUSTQ ` +
          `--time-sec=2 --timeout=10 --retries=1, ${targetCapMs / 1000} s cap per target) against the real API ` +
          '(NODE_ENV=production, RATE_LIMITS=off) on 127.0.0.1 with PostgreSQL and Redis of its own. Requests are ' +
          `counted from the API's own log. Total ${totalSeconds.toFixed(0)} s.`,
        '',
        '| Target | Parameters tested | Requests / time | Result |',
        '|---|---|---|---|',
        ...rows,
        '',
      ].join('\n'),
    );
    const injectable = outcomes.some((outcome) => outcome.injectable.length > 0);
    const incomplete = outcomes.some((outcome) => !outcome.finished);
    if (injectable) console.error('sqlmap found an injectable parameter.');
    if (incomplete) console.error('A sqlmap run did not finish: the result is not proven.');
    return injectable ? 1 : incomplete ? 2 : 0;
  } finally {
    await cleanup.run();
  }
}

async function sqlmapVersion(home: string): Promise<string> {
  return new Promise((resolve) => {
    const child = spawn(sqlmapPath, ['--version'], { env: { PATH: process.env.PATH ?? '', HOME: home } });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('exit', () => resolve(/^\d[\w.#-]+/m.exec(out)?.[0] ?? 'unknown'));
    child.once('error', () => resolve('unknown'));
  });
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.stack : error);
    process.exit(1);
  },
);
