import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { recordWorkerHeartbeat, removeWorkerHeartbeat } from '@bridal/server/runtime/worker-heartbeats';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { createApp } from '../../app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('health, readiness and the edges of the API', () => {
  it('reports the process up and its dependencies reachable', async () => {
    expect((await t.client().get('/api/health')).body).toEqual({ status: 'ok' });
    const ready = await t.client().get('/api/ready');
    expect(ready.status).toBe(200);
    // Just started: its workers may not have reported yet.
    expect(ready.body).toEqual({ status: 'ready', checks: { database: 'ok', redis: 'ok', worker: 'starting' } });
  });

  it('is not ready while no worker reports, and says so; ready once one does', async () => {
    // An API up for longer than a worker may stay silent.
    const app = createApp({ ...t.deps, workerGraceUntil: 0 });
    const ready = async () => {
      const res = await app.request('/api/ready');
      return { status: res.status, body: (await res.json()) as unknown };
    };
    expect(await ready()).toEqual({
      status: 503,
      body: {
        status: 'not ready',
        checks: { database: 'ok', redis: 'ok', worker: 'missing' },
        error: 'No worker has reported in the last 45 s.',
      },
    });

    await recordWorkerHeartbeat(t.deps.redis, t.env.REDIS_PREFIX, 'worker-host:4242');
    expect(await ready()).toEqual({
      status: 200,
      body: { status: 'ready', checks: { database: 'ok', redis: 'ok', worker: 'ok' } },
    });

    // A worker that stops on purpose withdraws; the API is not ready again until another reports.
    await removeWorkerHeartbeat(t.deps.redis, t.env.REDIS_PREFIX, 'worker-host:4242');
    expect((await ready()).status).toBe(503);
  });

  it('answers JSON 404 for an unknown API path', async () => {
    const res = await t.client().get('/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'No such API endpoint: GET /api/no-such-thing' });
  });

  it('sends security headers and a request id', async () => {
    const res = await t.client().get('/api/health');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('strict-transport-security')).toBeNull();
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('refuses cross-site state changes (CSRF)', async () => {
    const body = { email: 'a@example.com', password: 'whatever1' };
    const foreign = await t.client().post('/api/auth/login', body, { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(foreign.body.error).toBe('Cross-site requests are not allowed.');
    const fetchMeta = await t.client().post('/api/auth/login', body, { 'sec-fetch-site': 'cross-site' });
    expect(fetchMeta.status).toBe(403);
    const plain = await t.client().post('/api/auth/logout', 'x', { 'content-type': 'text/plain' });
    expect(plain.status).toBe(415);
    const same = await t.client().post('/api/auth/login', body, { origin: 'http://localhost:3000' });
    expect(same.status).toBe(401);
  });
});
