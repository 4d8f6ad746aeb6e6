import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { redactedPaths } from '@bridal/server/logging/create-logger';
import { pino } from 'pino';
import { logInNewConsultant, signUpAndLogIn, type TestClient } from '../../../test/support/boutique-fixtures';
import { operator, opsPassword } from '../../../test/support/operator-credential';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { dashboardRouteLabel, UnchangedPoll } from './unchanged-poll';

const path = '/api/dashboard/consultant';

let t: TestApp;
let owner: TestClient;
let boutiqueId: number;
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  t = await createTestApp({ OPS_PASSWORD: opsPassword });
  // The request log, as production writes it (same redaction), read back here.
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(text));
      done();
    },
  });
  t.deps.logger = pino({ level: 'info', name: 'api', redact: { paths: redactedPaths, censor: '[redacted]' } }, sink);
  ({ client: owner, boutiqueId } = await signUpAndLogIn(t));
});
afterAll(async () => {
  await t.close();
});

const withoutPerRequest = (headers: Headers) =>
  [...headers].filter(([name]) => !['date', 'etag', 'x-request-id'].includes(name));

const pollCount = async (status: number) => {
  const metrics = await t.client().get('/metrics', operator);
  const series = `bridal_http_request_duration_seconds_count{method="GET",route="${dashboardRouteLabel}",status="${status}"}`;
  const line = metrics.text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? 0 : Number(line.slice(series.length + 1));
};

describe('the unchanged dashboard poll, answered from memory', () => {
  it("answers with the full stack's very headers, its own ETag and request id, without the full stack", async () => {
    const first = await owner.get(path);
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag')!;
    const childLoggers = jest.spyOn(t.deps.logger, 'child');
    // The first 304 goes down the full stack (its per-request logger is made); it sets the headers.
    const fullStack = await owner.get(path, { 'if-none-match': etag });
    expect(fullStack.status).toBe(304);
    expect(childLoggers).toHaveBeenCalledTimes(1);

    const fromMemory = await owner.get(path, { 'if-none-match': etag, 'x-request-id': 'poll-check-1' });
    expect(fromMemory.status).toBe(304);
    expect(fromMemory.text).toBe('');
    expect(childLoggers).toHaveBeenCalledTimes(1);
    childLoggers.mockRestore();
    expect(fromMemory.headers.get('etag')).toBe(etag);
    expect(fromMemory.headers.get('x-request-id')).toBe('poll-check-1');
    expect(withoutPerRequest(fromMemory.headers)).toEqual(withoutPerRequest(fullStack.headers));
    expect(fromMemory.headers.get('cache-control')).toBe('private, no-cache');
    expect(fromMemory.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    // A request id that is not a sane one is replaced, as the full stack does.
    const odd = await owner.get(path, { 'if-none-match': etag, 'x-request-id': 'no spaces <allowed>' });
    expect(odd.status).toBe(304);
    expect(odd.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('logs each poll at debug (with what the full stack logs), not at info', async () => {
    const etag = (await owner.get(path)).headers.get('etag')!;
    // The first 304 of a process is the full stack's (logged at info, as any request).
    expect((await owner.get(path, { 'if-none-match': etag })).status).toBe(304);
    t.deps.logger.level = 'debug';
    lines.length = 0;
    try {
      await owner.get(path, { 'if-none-match': etag, 'x-request-id': 'poll-log-1' });
      await owner.get(path, { 'if-none-match': etag, 'x-request-id': 'poll-log-2' });
    } finally {
      t.deps.logger.level = 'info';
    }
    const logged = lines.filter((line) => line.msg === 'request');
    expect(logged).toHaveLength(2);
    for (const [index, line] of logged.entries()) {
      expect(line).toMatchObject({
        name: 'api',
        level: 20,
        requestId: `poll-log-${index + 1}`,
        method: 'GET',
        path,
        status: 304,
        boutiqueId,
      });
      expect(typeof line.userId).toBe('string');
      expect(typeof line.durationMs).toBe('number');
      expect(JSON.stringify(line)).not.toMatch(/bc_session|cookie/i);
    }
    lines.length = 0;
    await owner.get(path, { 'if-none-match': etag });
    expect(lines.filter((line) => line.msg === 'request')).toEqual([]);
  });

  it('counts every poll in the metrics, under the route the full stack uses', async () => {
    const etag = (await owner.get(path)).headers.get('etag')!;
    const before = await pollCount(304);
    for (let index = 0; index < 5; index += 1) {
      expect((await owner.get(path, { 'if-none-match': etag })).status).toBe(304);
    }
    expect(await pollCount(304)).toBe(before + 5);
  });

  it('leaves everything else to the full stack: another ETag, no session, a write', async () => {
    const etag = (await owner.get(path)).headers.get('etag')!;
    const changed = await owner.get(path, { 'if-none-match': 'W/"another"' });
    expect(changed.status).toBe(200);
    expect(changed.body.boutiqueId).toBe(boutiqueId);
    const stranger = await t.client().get(path, { 'if-none-match': etag });
    expect(stranger.status).toBe(401);
    expect(stranger.body).toEqual({ error: 'Please log in to continue.' });
    const forged = await t.client().get(path, { 'if-none-match': etag, cookie: 'bc_session=not-a-session' });
    expect(forged.status).toBe(401);
    expect((await owner.post(path, {})).status).toBe(404);
  });

  it('ends a session at once when she logs out, however many polls were answered from memory', async () => {
    const consultant = await logInNewConsultant(t, boutiqueId, { name: 'Lena Marsh', coachingGoals: '' });
    const etag = (await consultant.get(path)).headers.get('etag')!;
    for (let index = 0; index < 3; index += 1) {
      expect((await consultant.get(path, { 'if-none-match': etag })).status).toBe(304);
    }
    const cookie = [...consultant.jar].map(([name, value]) => `${name}=${value}`).join('; ');
    expect((await consultant.post('/api/auth/logout')).status).toBeLessThan(300);
    const after = await t.client().get(path, { 'if-none-match': etag, cookie });
    expect(after.status).toBe(401);
  });

  it("never answers one boutique's poll with another's ETag", async () => {
    const { client: other } = await signUpAndLogIn(t, { boutiqueName: 'Other Bridal' });
    const ours = (await owner.get(path)).headers.get('etag')!;
    const theirs = await other.get(path);
    expect((await other.get(path, { 'if-none-match': theirs.headers.get('etag')! })).status).toBe(304);
    const crossed = await other.get(path, { 'if-none-match': ours });
    expect(crossed.status).toBe(200);
    expect(crossed.body.boutiqueName).toBe('Other Bridal');
  });
});

describe('the unchanged dashboard poll on the HTTP server, ahead of the framework', () => {
  /** A node:http response that records what is written to it. */
  const recorder = () => {
    const written: { status?: number; headers?: Record<string, string>; ended: boolean } = { ended: false };
    const outgoing = {
      writeHead(status: number, headers: Record<string, string>) {
        written.status = status;
        written.headers = headers;
        return this;
      },
      end() {
        written.ended = true;
        return this;
      },
    } as unknown as ServerResponse;
    return { written, outgoing };
  };
  const incoming = (headers: Record<string, string>, method = 'GET', url = path) =>
    ({ method, url, headers: { host: 'localhost', ...headers } }) as unknown as IncomingMessage;

  it("answers what the app would, with the full stack's headers; leaves the rest to the app; sums itself up", async () => {
    const poll = new UnchangedPoll(t.deps, undefined, { summaryEveryMs: 50 });
    // It learns the 304's headers from the app's own answer, as in production.
    const app = new Hono<AppEnv>().use(path, poll.middleware()).route('/', t.app);
    const cookie = [...owner.jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const etag = (await owner.get(path)).headers.get('etag')!;
    const before = recorder();
    expect(poll.answerFirst(incoming({ cookie, 'if-none-match': etag }), before.outgoing)).toBe(false);
    const viaApp = await app.request(path, { headers: { cookie, 'if-none-match': etag } });
    expect(viaApp.status).toBe(304);

    lines.length = 0;
    const answered = recorder();
    expect(
      poll.answerFirst(incoming({ cookie, 'if-none-match': etag, 'x-request-id': 'raw-1' }), answered.outgoing),
    ).toBe(true);
    expect(answered.written.status).toBe(304);
    expect(answered.written.ended).toBe(true);
    expect(answered.written.headers).toMatchObject({ etag, 'x-request-id': 'raw-1' });
    expect(
      Object.entries(answered.written.headers!).filter(([name]) => name !== 'etag' && name !== 'x-request-id'),
    ).toEqual([...viaApp.headers].filter(([name]) => !['date', 'etag', 'x-request-id'].includes(name)));

    for (const [headers, method, url] of [
      [{ cookie, 'if-none-match': 'W/"another"' }, 'GET', path],
      [{ 'if-none-match': etag }, 'GET', path],
      [{ cookie: 'bc_session=forged', 'if-none-match': etag }, 'GET', path],
      [{ cookie, 'if-none-match': etag }, 'POST', path],
      [{ cookie, 'if-none-match': etag }, 'GET', `${path}?fresh=1`],
      [{ cookie }, 'GET', path],
    ] as const) {
      const left = recorder();
      expect(poll.answerFirst(incoming(headers, method, url), left.outgoing)).toBe(false);
      expect(left.written).toEqual({ ended: false });
    }

    expect(poll.answerFirst(incoming({ cookie, 'if-none-match': etag }), recorder().outgoing)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 150));
    const summaries = lines.filter((line) => line.msg === 'unchanged dashboard polls answered from memory');
    expect(summaries[0]).toMatchObject({ level: 30, path, status: 304, answered: 2 });
  });
});
