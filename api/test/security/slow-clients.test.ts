import type { Server } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { openPlatformQueues } from '@bridal/server/metrics/open-platform-queues';
import { delay, waitUntil } from '@bridal/testing/wait';
import { pino } from 'pino';
import { createApp } from '../../src/app';
import { bodyDeadlineMs, bodyTooSlowMessage, defaultBodyDeadlinePolicy } from '../../src/http/body-deadline';
import { largestMaxBodyBytes } from '../../src/http/route-body';
import { serveApp, serverTimeoutsFor } from '../../src/http/serve-app';
import { sampleBrideFields, signUpAndLogIn, surveyForm } from '../support/boutique-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';
import { listFiles, sessionCookie } from './security-requests';
import { operator, opsPassword } from '../support/operator-credential';

/*
 * Clients that hold a connection open by sending slowly (headers or a body a byte at a time) are
 * cut off with a 408 and a closed connection, and nothing they sent is stored. A client that
 * drops its own upload is not a server error: it is logged at info and counted under 499.
 * These run against the real HTTP server, with the bounds shortened so each takes a second or two.
 */

const headersBoundMs = 1_000;
const bodyGraceMs = 1_000;
const checkIntervalMs = 100;

interface LogLine {
  level: number;
  msg: string;
  status?: number;
}

let t: TestApp;
let server: Server;
let port: number;
let slug: string;
let adminCookie: string;
let queues: ReturnType<typeof openPlatformQueues>;
const logLines: LogLine[] = [];

beforeAll(async () => {
  t = await createTestApp({ OPS_PASSWORD: opsPassword });
  const owner = await signUpAndLogIn(t);
  slug = owner.slug;
  adminCookie = await sessionCookie(t, { userId: owner.ownerId, boutiqueId: owner.boutiqueId });
  queues = openPlatformQueues(t.deps.redis, t.env.REDIS_PREFIX);
  const logger = pino({ level: 'info' }, { write: (line: string) => logLines.push(JSON.parse(line) as LogLine) });
  // 1 MiB/s: a small form's deadline is its grace period, so a trickle runs out of time at once.
  const app = createApp({ ...t.deps, logger, queues, bodyDeadline: { graceMs: bodyGraceMs, bytesPerSecond: 1 << 20 } });
  server = serveApp({
    fetch: app.fetch,
    port: 0,
    hostname: '127.0.0.1',
    timeouts: { headersMs: headersBoundMs, requestMs: 30_000, keepAliveMs: 5_000, checkIntervalMs },
  });
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await Promise.all(queues.map((queue) => queue.close()));
  await t?.close();
});

interface Exchange {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** From the first byte sent until the server closed the connection. */
  closedAfterMs: number;
  /** Whether the client got to send everything before the server closed. */
  sentAll: boolean;
}

function parseExchange(received: Buffer[], closedAfterMs: number, sentAll: boolean): Exchange {
  const text = Buffer.concat(received).toString('utf8');
  const split = text.indexOf('\r\n\r\n');
  const [statusLine = '', ...headerLines] = (split < 0 ? text : text.slice(0, split)).split('\r\n');
  const headers = Object.fromEntries(
    headerLines.map((line) => [
      line.slice(0, line.indexOf(':')).toLowerCase(),
      line.slice(line.indexOf(':') + 1).trim(),
    ]),
  );
  const body = split < 0 ? '' : text.slice(split + 4);
  return { status: Number(statusLine.split(' ')[1] ?? 0), headers, body, closedAfterMs, sentAll };
}

/** Whether `received` holds a whole HTTP answer: its head and as many body bytes as it announced. */
function answerComplete(received: Buffer[]): boolean {
  const bytes = Buffer.concat(received);
  const split = bytes.indexOf('\r\n\r\n');
  if (split < 0) return false;
  const length = /\r\ncontent-length:\s*(\d+)/i.exec(bytes.subarray(0, split).toString('latin1'));
  return bytes.length - (split + 4) >= Number(length?.[1] ?? 0);
}

/**
 * Sends `request` over a raw connection, its first `atOnce` bytes at once and the rest
 * `chunkBytes` at a time every `intervalMs`, and reads the answer until the server closes.
 */
function trickle(
  request: Buffer,
  pace: { atOnce?: number; chunkBytes: number; intervalMs: number },
): Promise<Exchange> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    let started = 0;
    let sentAll = false;
    socket.on('data', (chunk) => received.push(chunk));
    // Writing after the server has closed fails; what it answered is what matters.
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(parseExchange(received, performance.now() - started, sentAll)));
    socket.once('connect', async () => {
      started = performance.now();
      const atOnce = pace.atOnce ?? 0;
      if (atOnce > 0) socket.write(request.subarray(0, atOnce));
      for (let offset = atOnce; offset < request.length; offset += pace.chunkBytes) {
        if (offset > 0) await delay(pace.intervalMs);
        if (socket.destroyed) return;
        socket.write(request.subarray(offset, offset + pace.chunkBytes));
      }
      sentAll = true;
      // A server that answered keeps the connection alive: leave it once the whole answer is in
      // (a loaded machine may take a while to store a survey; bounded all the same).
      await waitUntil(async () => socket.destroyed || answerComplete(received), { everyMs: 20, timeoutMs: 15_000 });
      socket.end();
    });
  });
}

function httpRequest(
  method: string,
  path: string,
  headers: Record<string, string>,
  body: Uint8Array = Buffer.alloc(0),
): Buffer {
  const lines = [
    `${method} ${path} HTTP/1.1`,
    `Host: 127.0.0.1:${port}`,
    ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
  ];
  if (body.length > 0) lines.push(`Content-Length: ${body.length}`);
  return Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`), body]);
}

async function surveyBody(): Promise<{ type: string; bytes: Buffer }> {
  const form = surveyForm({ boutiqueName: slug, ...sampleBrideFields });
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { type: request.headers.get('content-type')!, bytes: Buffer.from(await request.arrayBuffer()) };
}

async function brideCount(): Promise<number> {
  const [row] = await t.sql<{ count: number }[]>`SELECT count(*)::int AS count FROM brides`;
  return row!.count;
}

/** Sends the head and half the body, then drops the connection as a closed tab (FIN) or a lost network (RST) would. */
async function abandonUpload(request: Buffer, bodyBytes: number, how: 'close' | 'reset'): Promise<void> {
  const socket = net.connect(port, '127.0.0.1');
  socket.on('error', () => undefined);
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.write(request.subarray(0, request.length - Math.ceil(bodyBytes / 2)));
  // Long enough for the survey handler to be reading the body when the client goes.
  await delay(300);
  if (how === 'reset') socket.resetAndDestroy();
  else socket.destroy();
}

async function metricsText(): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/metrics`, { headers: operator });
  expect(response.status).toBe(200);
  return response.text();
}

async function waitForLog(msg: string, count: number): Promise<LogLine[]> {
  for (let waited = 0; waited < 5_000; waited += 50) {
    const lines = logLines.filter((line) => line.msg === msg);
    if (lines.length >= count) return lines;
    await delay(50);
  }
  throw new Error(`no ${count} log lines "${msg}" in: ${JSON.stringify(logLines)}`);
}

describe('a client too slow with its headers', () => {
  it('gets 408 and a closed connection once the header bound passes', async () => {
    const request = httpRequest('GET', '/api/health', { 'X-Padding': 'a'.repeat(200) });
    const exchange = await trickle(request, { chunkBytes: 1, intervalMs: 20 });
    expect(exchange.sentAll).toBe(false);
    expect(exchange.status).toBe(408);
    expect(exchange.closedAfterMs).toBeGreaterThanOrEqual(headersBoundMs - 50);
    expect(exchange.closedAfterMs).toBeLessThan(headersBoundMs + 1_500);
  });
});

describe('a client too slow with its body', () => {
  it('gets 408 with a clear message and a closed connection for a JSON body sent a byte at a time', async () => {
    const body = Buffer.from(JSON.stringify({ email: 'slow.sender@example.com', password: 'Veil&Lace2025' }));
    const request = httpRequest('POST', '/api/auth/login', { 'Content-Type': 'application/json' }, body);
    // The headers at once, then the body at a byte every 50 ms (about 3 s in all).
    const exchange = await trickle(request, { atOnce: request.length - body.length, chunkBytes: 1, intervalMs: 50 });
    expect(exchange.sentAll).toBe(false);
    expect(exchange.status).toBe(408);
    expect(JSON.parse(exchange.body)).toEqual({ error: bodyTooSlowMessage });
    expect(exchange.headers.connection).toBe('close');
    expect(exchange.closedAfterMs).toBeGreaterThanOrEqual(bodyGraceMs - 50);
    expect(exchange.closedAfterMs).toBeLessThan(bodyGraceMs + 1_500);
  });

  it('stores no bride when a survey trickles in past its deadline, though the same body sent at once is taken', async () => {
    const { type, bytes } = await surveyBody();
    const request = httpRequest('POST', '/api/surveys', { 'Content-Type': type }, bytes);
    // Its whole body in about 2 s: it would be complete (and stored) without a deadline.
    const pace = { atOnce: request.length - bytes.length, chunkBytes: Math.ceil(bytes.length / 20), intervalMs: 100 };
    const slow = await trickle(request, pace);
    expect(slow.status).toBe(408);
    expect(JSON.parse(slow.body)).toEqual({ error: bodyTooSlowMessage });
    expect(slow.closedAfterMs).toBeLessThan(bodyGraceMs + 1_500);
    await delay(500);
    expect(await brideCount()).toBe(0);

    const prompt = await trickle(request, { chunkBytes: request.length, intervalMs: 0 });
    expect(prompt.status).toBe(201);
    expect(await brideCount()).toBe(1);
    await t.sql`DELETE FROM brides`;
  });

  it('keeps no trending document, row or file, when its upload trickles in past its deadline', async () => {
    const form = new FormData();
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(200 * 1024, 0x20), Buffer.from('\n%%EOF\n')]);
    form.append('files', new Blob([pdf]), 'spring-top-sellers.pdf');
    const encoded = new Request('http://localhost/', { method: 'POST', body: form });
    const bytes = Buffer.from(await encoded.arrayBuffer());
    const headers = { 'Content-Type': encoded.headers.get('content-type')!, Cookie: adminCookie };
    const request = httpRequest('POST', '/api/trending-gowns/upload', headers, bytes);
    const filesBefore = await listFiles(t.storageDir);

    const pace = { atOnce: request.length - bytes.length, chunkBytes: Math.ceil(bytes.length / 20), intervalMs: 100 };
    const slow = await trickle(request, pace);
    expect(slow.status).toBe(408);
    expect(JSON.parse(slow.body)).toEqual({ error: bodyTooSlowMessage });
    await delay(500);
    expect(await t.sql`SELECT id FROM trending_documents`).toHaveLength(0);
    expect(await listFiles(t.storageDir)).toEqual(filesBefore);
  });

  it('leaves the production bounds within reason: headers in 15 s, a JSON form in 11 s, the server backstop past every route', () => {
    const longest = bodyDeadlineMs(defaultBodyDeadlinePolicy, largestMaxBodyBytes(t.app, t.env));
    const timeouts = serverTimeoutsFor(longest);
    expect(timeouts.headersMs).toBe(15_000);
    expect(bodyDeadlineMs(defaultBodyDeadlinePolicy, 64 * 1024)).toBe(11_000);
    expect(timeouts.requestMs).toBeGreaterThan(longest);
    // Node checks the bounds at this interval: a long one would stretch them.
    expect(timeouts.checkIntervalMs).toBeLessThanOrEqual(1_000);
  });
});

describe('a client that drops its upload', () => {
  it('is logged at info and counted under 499, not as a server error, and nothing is stored', async () => {
    const { type, bytes } = await surveyBody();
    const request = httpRequest('POST', '/api/surveys', { 'Content-Type': type }, bytes);
    logLines.length = 0;
    await abandonUpload(request, bytes.length, 'close');
    await abandonUpload(request, bytes.length, 'reset');

    const aborted = await waitForLog('client aborted the request', 2);
    expect(aborted.map((line) => line.level)).toEqual([30, 30]);
    await delay(200);
    expect(logLines.filter((line) => line.level >= 50)).toEqual([]);
    const requestLines = logLines.filter((line) => line.msg === 'request' || line.msg === 'request failed');
    expect(requestLines.map((line) => [line.level, line.status])).toEqual([
      [30, 499],
      [30, 499],
    ]);

    const text = await metricsText();
    const series = 'bridal_http_request_duration_seconds_count{method="POST",route="/api/surveys",status="499"}';
    expect(text).toContain(`${series} 2`);
    expect(text).not.toMatch(/^bridal_http_request_duration_seconds_count\{[^}]*status="5\d\d"\}/m);
    expect(text).toContain('bridal_survey_submissions_total{outcome="aborted",reason="client_closed"} 2');
    expect(text).not.toContain('reason="server_error"');
    expect(await brideCount()).toBe(0);
  });
});
