/**
 * The dashboard poll under load (data from dashboard-seed.ts): GET /api/dashboard/consultant
 * polled as open dashboards poll it (If-None-Match with the last ETag), at a fixed rate and as
 * fast as it goes, and side by side with a bare node:http + postgres.js endpoint running the same
 * dashboard query (bare-dashboard-server.ts) and a bare node:http server answering the poll's very
 * request with the API's very 304 (bare-poll-server.ts). The load comes from load-generator.ts, a
 * process of its own; each bare server runs in another.
 */
import http from 'node:http';
import { isDeepStrictEqual } from 'node:util';
import { type DashboardResponse, isBrideReady } from '@bridal/shared/dashboard/dashboard';
import type { Cleanup } from '@bridal/testing/cleanup';
import type { BenchPlatform } from './bench-platform';
import { forkBenchProcess } from './bench-process';
import {
  addCpuSpent,
  type CpuSpent,
  type CpuSubjects,
  cpuSnapshot,
  cpuSpent,
  describeCpu,
  redisServerPid,
} from './cpu-usage';
import { monotonicUs, type ProfileWindow } from './cpu-profile';
import { type Answer, get } from './dashboard-http';
import { seed, seedMeasuredBoutique } from './dashboard-seed';
import type { PollClient, PollJob, PollLoop, PollResult, PollTarget } from './load-generator';
import { formatMs, summarize } from './load';

/** The issue's targets: 5,000 polls/s is 50,000 open dashboards polling every 10 s. */
export const dashboardTargets = { pollRatePerSecond: 5000, pollP99Ms: 20, pollShareOfBare: 0.5 };

/** The side-by-side measurement: rounds of each kind in turn, each a closed loop of this many connections. */
const comparison = { rounds: 3, roundMs: 3_000, connections: 32 };

const percent = (part: number, whole: number) => (whole > 0 ? `${((part / whole) * 100).toFixed(1)}%` : 'n/a');
const perSecond = (count: number, ms: number) => (ms > 0 ? (count / ms) * 1000 : 0);
const failedNote = (failed: number) => (failed > 0 ? ` · **${failed} failed**` : '');
const addCounts = (counts: Record<number, number>[]) =>
  counts.reduce<Record<number, number>>((sum, each) => {
    for (const [status, count] of Object.entries(each)) sum[Number(status)] = (sum[Number(status)] ?? 0) + count;
    return sum;
  }, {});

/** Several runs of one kind taken together: every latency, every request over the time they took. */
interface Pooled {
  durationsMs: number[];
  answered: number;
  failed: number;
  failureSamples: string[];
  elapsedMs: number;
  statuses: Record<number, number>;
  roundRates: number[];
  cpu: CpuSpent;
}

function pool(runs: { result: PollResult; cpu: CpuSpent }[]): Pooled {
  const results = runs.map((run) => run.result);
  return {
    durationsMs: results.flatMap((result) => result.durationsMs),
    answered: results.reduce((sum, result) => sum + result.durationsMs.length, 0),
    failed: results.reduce((sum, result) => sum + result.failed, 0),
    failureSamples: [...new Set(results.flatMap((result) => result.failureSamples))].slice(0, 5),
    elapsedMs: results.reduce((sum, result) => sum + result.elapsedMs, 0),
    statuses: addCounts(results.map((result) => result.statuses)),
    roundRates: results.map((result) => perSecond(result.durationsMs.length, result.elapsedMs)),
    cpu: addCpuSpent(runs.map((run) => run.cpu)),
  };
}

const rateOf = (pooled: Pooled) => perSecond(pooled.answered, pooled.elapsedMs);
const latencyOf = (pooled: Pooled) => {
  const stats = summarize(pooled.durationsMs);
  return `p50 ${formatMs(stats.p50)} · p99 ${formatMs(stats.p99)}`;
};
/** The processes that serve each side: the API with Redis and its backends; the bare endpoint with its own. */
const apiSide = ['api', 'redis', 'postgres (api)'];
const bareSide = ['bare endpoint', 'postgres (bare)'];
const barePollSide = ['bare 304 server'];
/** CPU per answered request of the named processes, in µs. */
const cpuUsOf = (pooled: Pooled, names: string[]) =>
  names.reduce((sum, name) => sum + ((pooled.cpu.byName[name] ?? 0) * 1000) / Math.max(1, pooled.answered), 0);
/** "api 120 + redis 15 + postgres 0 = 135 µs". */
const cpuPerRequest = (pooled: Pooled, names: string[]) => {
  const parts = names.map((name) => ({ name, us: cpuUsOf(pooled, [name]) }));
  const total = parts.reduce((sum, part) => sum + part.us, 0);
  if (parts.length === 1) return `${total.toFixed(0)} µs`;
  return `${parts.map((part) => `${part.name} ${part.us.toFixed(0)}`).join(' + ')} = ${total.toFixed(0)} µs`;
};

export interface DashboardBenchReport {
  setup: string;
  rows: string[][];
  notes: string[];
  /** When the API's poll rounds ran and how many polls it answered in them (for --profile). */
  pollRounds: { windows: ProfileWindow[]; answers: number };
}

/** Seeds, logs in and measures; the platform's worker is stopped first so it does not share the CPUs. */
export async function runDashboardBench(
  platform: BenchPlatform,
  cleanup: Cleanup,
  signal: AbortSignal,
): Promise<DashboardBenchReport> {
  const { baseUrl } = platform;
  const sql = platform.database.sql;
  const notes: string[] = [];
  await platform.stopWorker();

  console.log(`Dashboard: seeding ${seed.boutiques} boutiques and ${seed.brides} brides...`);
  const measured = await seedMeasuredBoutique(platform, signal);
  const { cookies } = measured;

  const url = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
  const helpers: { stop(): Promise<void> }[] = [];
  const browserHeaders = (session: number) => ({
    cookie: cookies[session % cookies.length]!,
    'accept-encoding': 'gzip, deflate, br, zstd',
    accept: 'application/json',
  });
  try {
    // Each open dashboard: its first poll is a 200 that gives it the ETag it then sends.
    const dashboards: PollClient[] = [];
    let full: Answer | undefined;
    for (let index = 0; index < seed.sessions * 10; index += 1) {
      const headers = browserHeaders(index);
      const answer = await get(agent, url, headers, { keepBody: full === undefined, countHeaders: true });
      if (answer.status !== 200 || !answer.etag) throw new Error(`the first poll answered ${answer.status}`);
      dashboards.push({ headers, etag: answer.etag });
      full ??= answer;
    }
    const body = JSON.parse(full!.body!.toString('utf8')) as DashboardResponse;
    if (body.activeClients.length !== seed.activeBrides || !body.activeClients.every(isBrideReady)) {
      throw new Error(`the dashboard shows ${body.activeClients.length} brides, not ${seed.activeBrides} ready ones`);
    }
    const unchanged = await get(
      agent,
      url,
      { ...browserHeaders(0), 'if-none-match': dashboards[0]!.etag },
      { countHeaders: true, keepHeaders: true },
    );
    if (unchanged.status !== 304) throw new Error(`an unchanged poll answered ${unchanged.status}`);

    console.log('Dashboard: starting the load generator and the bare endpoint, each in a process of its own...');
    const generator = await forkBenchProcess<PollJob, PollResult>(cleanup, 'load-generator.ts', {});
    helpers.push(generator);
    const bare = await forkBenchProcess<unknown, unknown>(cleanup, 'bare-dashboard-server.ts', {
      DATABASE_URL: platform.database.url,
      DATABASE_POOL_SIZE: String(platform.poolSize),
      BOUTIQUE_ID: String(measured.boutiqueId),
      USER_ID: measured.userId,
      PUBLIC_URL: baseUrl,
    });
    helpers.push(bare);
    const bareUrl = `http://127.0.0.1:${String(bare.ready)}`;
    const barePoll = await forkBenchProcess<unknown, unknown>(cleanup, 'bare-poll-server.ts', {
      POLL_HEADERS: JSON.stringify(unchanged.rawHeaders ?? []),
    });
    helpers.push(barePoll);
    const barePollUrl = `http://127.0.0.1:${String(barePoll.ready)}`;
    // The 304 yardstick answers the same request with the same status and headers (the Date aside).
    const pollHeaders = { ...browserHeaders(0), 'if-none-match': dashboards[0]!.etag };
    const bare304 = await get(agent, new URL(barePollUrl), pollHeaders, { countHeaders: true, keepHeaders: true });
    const withoutDate = (headers: [string, string][] | undefined) =>
      (headers ?? [])
        .filter(([name]) => name.toLowerCase() !== 'date')
        .map(([name, value]) => `${name.toLowerCase()}: ${value}`)
        .sort();
    if (
      bare304.status !== 304 ||
      !isDeepStrictEqual(withoutDate(bare304.rawHeaders), withoutDate(unchanged.rawHeaders))
    ) {
      throw new Error(`the bare 304 server answered ${bare304.status} with other headers than the API's 304`);
    }
    // The yardstick must answer what the API answers, or the comparison means nothing.
    const bareAnswer = await get(agent, new URL(bareUrl), { accept: 'application/json' }, { keepBody: true });
    if (bareAnswer.status !== 200 || !isDeepStrictEqual(JSON.parse(bareAnswer.body!.toString('utf8')), body)) {
      throw new Error(`the bare endpoint answered ${bareAnswer.status} with another dashboard than the API's`);
    }

    const apiPoll: PollTarget = { baseUrl, clients: dashboards, conditional: true, expect: [200, 304] };
    // The full path without compression, as the bare endpoint answers: the same bytes of JSON.
    const apiFull: PollTarget = {
      baseUrl,
      clients: cookies.map((cookie) => ({ headers: { cookie, accept: 'application/json' }, etag: '' })),
      conditional: false,
      expect: [200],
    };
    const apiFullGzip: PollTarget = {
      baseUrl,
      clients: cookies.map((_, session) => ({ headers: browserHeaders(session), etag: '' })),
      conditional: false,
      expect: [200],
    };
    const barePollTarget: PollTarget = {
      baseUrl: barePollUrl,
      clients: dashboards.map((client) => ({ headers: { ...client.headers }, etag: client.etag })),
      conditional: true,
      expect: [304],
    };
    const bareFull: PollTarget = {
      baseUrl: bareUrl,
      clients: [{ headers: { accept: 'application/json' }, etag: '' }],
      conditional: false,
      expect: [200],
    };
    const run = async (target: PollTarget, loop: PollLoop) => {
      signal.throwIfAborted();
      const result = await generator.run({ ...target, loop }, loop.durationMs + 30_000);
      // The next run of the same dashboards sends the ETags they last saw.
      result.etags.forEach((etag, index) => {
        if (etag) target.clients[index]!.etag = etag;
      });
      return result;
    };

    const redisPid = await redisServerPid();
    const subjects: CpuSubjects = {
      sql,
      processes: {
        api: [platform.api.process.pid!],
        'bare endpoint': [bare.process.pid!],
        'bare 304 server': [barePoll.process.pid!],
        redis: redisPid ? [redisPid] : [],
        'load generator': [generator.process.pid!],
        'bench process': [process.pid],
      },
      backends: { 'postgres (api)': 'bridal-api', 'postgres (bare)': 'bench-bare-dashboard' },
    };
    const measure = async (target: PollTarget, loop: PollLoop) => {
      const before = await cpuSnapshot(subjects);
      const result = await run(target, loop);
      return { result, cpu: cpuSpent(before, await cpuSnapshot(subjects)) };
    };
    const closed = (concurrency: number, durationMs: number, maxRequests?: number): PollLoop => ({
      kind: 'closed',
      concurrency,
      durationMs,
      maxRequests,
    });

    console.log('Dashboard: warm-up, 3,000 polls, 1,000 full answers and 1,000 bare answers...');
    await run(apiPoll, closed(16, 30_000, 3_000));
    await run(apiFull, closed(16, 30_000, 1_000));
    await run(bareFull, closed(16, 30_000, 1_000));
    await run(barePollTarget, closed(16, 30_000, 3_000));

    const kinds = [
      { name: 'poll', target: apiPoll },
      { name: 'bare', target: bareFull },
      { name: 'full', target: apiFull },
      { name: 'bare304', target: barePollTarget },
    ] as const;
    const runs: Record<string, { result: PollResult; cpu: CpuSpent }[]> = { poll: [], bare: [], full: [], bare304: [] };
    const pollWindows: ProfileWindow[] = [];
    console.log(
      `Dashboard: API poll, bare 304 server, bare endpoint and API full answer side by side, ${comparison.rounds} rounds of ` +
        `${comparison.roundMs / 1000} s each, closed loop, ${comparison.connections} connections...`,
    );
    for (let round = 0; round < comparison.rounds; round += 1) {
      // Each round starts with another kind, so a drift in the machine's load spreads over all three.
      for (let turn = 0; turn < kinds.length; turn += 1) {
        const kind = kinds[(round + turn) % kinds.length]!;
        const startUs = monotonicUs();
        runs[kind.name]!.push(await measure(kind.target, closed(comparison.connections, comparison.roundMs)));
        if (kind.name === 'poll') pollWindows.push({ startUs, endUs: monotonicUs() });
      }
    }
    const pollRuns = pool(runs.poll!);
    const bareRuns = pool(runs.bare!);
    const fullRuns = pool(runs.full!);
    const bare304Runs = pool(runs.bare304!);

    const rate = dashboardTargets.pollRatePerSecond;
    console.log(`Dashboard: ${rate} polls/s, open loop, 10 s...`);
    const open = await measure(apiPoll, { kind: 'open', ratePerSecond: rate, durationMs: 10_000, maxInFlight: 2_000 });
    const openStats = summarize(open.result.durationsMs);
    const openStatuses = open.result.statuses;
    const openAnswers = Object.values(openStatuses).reduce((sum, count) => sum + count, 0);

    console.log('Dashboard: full answers as a browser asks (gzip), closed loop, 4 at a time, 4 s...');
    const fullGzip = (await measure(apiFullGzip, closed(4, 4_000))).result;
    const fullGzipStats = summarize(fullGzip.durationsMs);

    const ratio = rateOf(pollRuns) / rateOf(bareRuns);
    const pollShare = rateOf(pollRuns) / rateOf(bare304Runs);
    const pollRoundShares = pollRuns.roundRates.map((pollRate, round) => pollRate / bare304Runs.roundRates[round]!);
    const serverCpu = (pooled: Pooled, names: string[]) => `${cpuUsOf(pooled, names).toFixed(0)} µs server CPU/answer`;
    // What the throughputs would be were each side alone on the same cores, CPU-bound.
    const cpuRatio = (api: Pooled) => `${((cpuUsOf(bareRuns, bareSide) / cpuUsOf(api, apiSide)) * 100).toFixed(0)}%`;
    const fullRatio = rateOf(fullRuns) / rateOf(bareRuns);
    const roundRatios = pollRuns.roundRates.map((pollRate, round) => pollRate / bareRuns.roundRates[round]!);
    const openMet =
      openStats.p99 <= dashboardTargets.pollP99Ms && open.result.failed === 0 && open.result.dropped === 0;
    const shareMet = pollShare >= dashboardTargets.pollShareOfBare && pollRuns.failed === 0 && bare304Runs.failed === 0;

    for (const [name, failures] of [
      ['API poll', pollRuns.failureSamples],
      ['bare endpoint', bareRuns.failureSamples],
      ['bare 304 server', bare304Runs.failureSamples],
      ['API full answer', fullRuns.failureSamples],
      ['open loop', open.result.failureSamples],
      ['full answers (gzip)', fullGzip.failureSamples],
    ] as const) {
      if (failures.length > 0) notes.push(`Dashboard ${name} failures: ${failures.join(' | ')}`);
    }
    if (open.result.dropped > 0) {
      notes.push(`Dashboard open loop: ${open.result.dropped} polls not sent (2,000 unanswered).`);
    }
    notes.push(
      `Dashboard seed: ${measured.counts.boutiques} boutiques and ${measured.counts.brides} brides (each ready bride ` +
        `with 5 finished steps copied from one bride the built-in analyst analysed) in ${formatMs(measured.seedMs)}; ` +
        `the measured boutique has ${seed.activeBrides} active ready brides, ${seed.pastBrides} with past weddings ` +
        `and ${seed.activeBrides} unread notifications; ${seed.sessions} sessions of its admin, ${dashboards.length} ` +
        `open dashboards polling in turn.`,
    );
    notes.push(
      "Bare endpoint (D5, D6): node:http and a postgres.js pool of the API's size (DATABASE_POOL_SIZE " +
        `${platform.poolSize}), in a process of its own, answering every GET with readDashboard() for the measured ` +
        "admin (the API's two SQL queries and row mapping, checked to give the API's very answer) and " +
        'JSON.stringify, uncompressed; no routing, session, Redis, ETag, security headers or request log. ' +
        "(a) The API's real poll (If-None-Match, answered 304 from the Redis counter, no SQL) and (b) its full 200 " +
        'path (no If-None-Match; no Accept-Encoding, so uncompressed like the bare answer) are measured against it in ' +
        `${comparison.rounds} interleaved rounds of ${comparison.roundMs / 1000} s, ${comparison.connections} ` +
        'keep-alive connections each, from the same generator. "Server CPU/answer" is the CPU time (/proc) of the ' +
        'serving process and its PostgreSQL backends (and Redis, for the API) over the rounds, per answer: on cores ' +
        'shared with other work it is a steadier measure than requests/s. Throughput per round, API poll / bare: ' +
        `${roundRatios.map((value) => `${(value * 100).toFixed(0)}%`).join(', ')}.`,
    );
    notes.push(
      'Dashboard CPU per answered request in the side-by-side rounds (independent of how the cores were shared): ' +
        `API poll ${cpuPerRequest(pollRuns, apiSide)}; API full answer ${cpuPerRequest(fullRuns, apiSide)}; ` +
        `bare ${cpuPerRequest(bareRuns, bareSide)}; bare 304 server ${cpuPerRequest(bare304Runs, barePollSide)}; the load generator spent ` +
        `${cpuPerRequest(pollRuns, ['load generator'])} per API poll and ` +
        `${cpuPerRequest(bareRuns, ['load generator'])} per bare answer and ` +
        `${cpuPerRequest(bare304Runs, ['load generator'])} per bare 304. During the bare rounds: ` +
        `${describeCpu(bareRuns.cpu)}; during the API poll rounds: ${describeCpu(pollRuns.cpu)}.`,
    );
    notes.push(
      `Dashboard CPU during the open loop: ${describeCpu(open.cpu, { count: open.result.sent, unit: 'request' })}. The bench process reads ` +
        "the API's request log (one line per request) from its pipe.",
    );
    notes.push(
      `Dashboard open loop: the generator's event loop was late by up to ${formatMs(open.result.lagMaxMs)} ` +
        `(p99 ${formatMs(open.result.lagP99Ms)}, sampled every 5 ms); a late send counts in the latency.`,
    );
    notes.push(
      `Dashboard statuses: API poll rounds ${JSON.stringify(pollRuns.statuses)}, open loop ` +
        `${JSON.stringify(openStatuses)} (the ETag also turns every 15 minutes, so a run across such a boundary ` +
        'shows one 200 per dashboard).',
    );

    const comparisonLoop = `closed loop, ${comparison.connections} connections, ${comparison.rounds} × ${comparison.roundMs / 1000} s`;
    const rows = [
      [
        `D1. Dashboard poll, most requests/s (API, If-None-Match, unchanged; ${comparisonLoop})`,
        `${rateOf(pollRuns).toFixed(0)} requests/s · ${latencyOf(pollRuns)} · ${serverCpu(pollRuns, apiSide)}` +
          failedNote(pollRuns.failed),
        '–',
        '',
      ],
      [
        `D2. Dashboard poll at ${rate} requests/s (open loop, 10 s, latency from each request's due time)`,
        `p50 ${formatMs(openStats.p50)} · p95 ${formatMs(openStats.p95)} · p99 ${formatMs(openStats.p99)} · ` +
          `max ${formatMs(openStats.max)} · ${perSecond(open.result.sent, open.result.elapsedMs).toFixed(0)} ` +
          `sent/s${failedNote(open.result.failed)}`,
        `p99 ≤ ${dashboardTargets.pollP99Ms} ms`,
        openMet ? '✅' : '❌',
      ],
      [
        'D2. Share of 304s when nothing changed',
        `${percent(openStatuses[304] ?? 0, openAnswers)} (${openStatuses[304] ?? 0} of ${openAnswers})`,
        '–',
        '',
      ],
      [
        'D3. Bytes per answer (gzip, as a browser asks)',
        `200: ${full!.headerBytes} B headers + ${full!.bodyBytes} B body (${full!.body!.length} B of JSON) · ` +
          `304: ${unchanged.headerBytes} B headers + ${unchanged.bodyBytes} B body`,
        '–',
        '',
      ],
      [
        'D4. Full dashboard answer (200 gzip, no If-None-Match; closed loop, 4 at a time, 4 s)',
        `p50 ${formatMs(fullGzipStats.p50)} · p99 ${formatMs(fullGzipStats.p99)} · ` +
          `${perSecond(fullGzip.durationsMs.length, fullGzip.elapsedMs).toFixed(0)} requests/s${failedNote(fullGzip.failed)}`,
        '–',
        '',
      ],
      [
        `D5. Bare node:http + postgres.js, same dashboard query, JSON 200 (${comparisonLoop})`,
        `${rateOf(bareRuns).toFixed(0)} requests/s · ${latencyOf(bareRuns)} · ${serverCpu(bareRuns, bareSide)}` +
          failedNote(bareRuns.failed),
        '–',
        '',
      ],
      [
        `D5. API full answer, same JSON uncompressed (200, no If-None-Match; ${comparisonLoop})`,
        `${rateOf(fullRuns).toFixed(0)} requests/s · ${latencyOf(fullRuns)} · ${serverCpu(fullRuns, apiSide)}` +
          failedNote(fullRuns.failed),
        '–',
        '',
      ],
      [
        'D6. API poll throughput / bare endpoint throughput (D1 / D5)',
        `${(ratio * 100).toFixed(0)}% (${rateOf(pollRuns).toFixed(0)} / ${rateOf(bareRuns).toFixed(0)} requests/s); ` +
          `by server CPU per answer, bare / API: ${cpuRatio(pollRuns)}`,
        '–',
        '',
      ],
      [
        'D6. API full answer throughput / bare endpoint throughput (same work: 2 queries + JSON)',
        `${(fullRatio * 100).toFixed(0)}% (${rateOf(fullRuns).toFixed(0)} / ${rateOf(bareRuns).toFixed(0)} requests/s); ` +
          `by server CPU per answer, bare / API: ${cpuRatio(fullRuns)}`,
        '–',
        '',
      ],
      [
        `D7. Bare node:http 304: the poll's very request answered with the API's 304 and headers (${comparisonLoop})`,
        `${rateOf(bare304Runs).toFixed(0)} requests/s · ${latencyOf(bare304Runs)} · ` +
          `${serverCpu(bare304Runs, barePollSide)}${failedNote(bare304Runs.failed)}`,
        '–',
        '',
      ],
      [
        'D7. API poll throughput / bare 304 throughput (D1 / D7), in the same rounds',
        `${(pollShare * 100).toFixed(0)}% (${rateOf(pollRuns).toFixed(0)} / ${rateOf(bare304Runs).toFixed(0)} requests/s; ` +
          `per round ${pollRoundShares.map((value) => `${(value * 100).toFixed(0)}%`).join(', ')}); server CPU per ` +
          `answer: API ${cpuUsOf(pollRuns, apiSide).toFixed(0)} µs, bare ${cpuUsOf(bare304Runs, barePollSide).toFixed(0)} µs`,
        `≥ ${dashboardTargets.pollShareOfBare * 100}%`,
        shareMet ? '✅' : '❌',
      ],
    ];
    return {
      setup:
        'Dashboard section: the worker stopped; the load generator (node:http, keep-alive) runs in a process of ' +
        'its own, forked through tsx, and so does the bare endpoint; nothing is pinned to a core: the API, the ' +
        'bare endpoint, PostgreSQL, Redis, the generator and the bench process share the cores through the ' +
        "kernel's scheduler, and the CPU each spent is in the notes.",
      rows,
      notes,
      pollRounds: { windows: pollWindows, answers: pollRuns.answered },
    };
  } finally {
    agent.destroy();
    // The next section runs without them (the cleanup stops them too, if this never gets here).
    await Promise.all(helpers.map((helper) => helper.stop()));
  }
}
