import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Hono } from 'hono';
import type { AppEnv } from '../../src/app-env';
import { handleError } from '../../src/http/error-handler';
import { csrfGuard } from '../../src/middleware/csrf-guard';
import { signUpAndLogIn } from '../support/boutique-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';
import { send } from './security-requests';

/*
 * A page on another site making the admin's browser change her boutique: the browser sends her
 * cookie (were it not SameSite) and says where the page came from. Every such request is refused
 * before it reaches a handler, and nothing changes.
 */

let t: TestApp;
let cookie: string;
let consultantId: string;

beforeAll(async () => {
  t = await createTestApp();
  const owner = await signUpAndLogIn(t);
  cookie = `bc_session=${owner.client.jar.get('bc_session')}`;
  const invited = await owner.client.post('/api/consultants/invite', {
    name: 'Ivy Target',
    email: 'ivy.target@example.com',
  });
  consultantId = invited.body.id;
});
afterAll(async () => {
  await t?.close();
});

const crossSite = 'Cross-site requests are not allowed.';
const state = async () => t.sql`SELECT id, name, email, status FROM users ORDER BY id`;
const invite = { name: 'Mallory Inside', email: 'mallory@example.com' };

/** The same write four ways: a new consultant, an edit, a removal, a resend. */
const writes = () => [
  { method: 'POST', url: '/api/consultants/invite', body: invite },
  { method: 'PUT', url: `/api/consultants/${consultantId}`, body: { ...invite, coachingGoals: '' } },
  { method: 'DELETE', url: `/api/consultants/${consultantId}` },
  { method: 'POST', url: `/api/consultants/${consultantId}/resend-invite`, body: {} },
];

describe('cross-site requests (CSRF)', () => {
  it.each([
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['a look-alike Origin', { origin: 'http://localhost:3000.evil.example' }],
    ['the right host on another port', { origin: 'http://localhost:3001' }],
    ['Origin: null (a sandboxed frame or a redirect)', { origin: 'null' }],
    ['no Origin, but Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['our Origin, but Sec-Fetch-Site: cross-site', { origin: 'http://localhost:3000', 'sec-fetch-site': 'cross-site' }],
  ])(
    "refuses %s with 403 for every state-changing method, even with the admin's cookie, and changes nothing",
    async (_label, headers) => {
      const before = await state();
      for (const write of writes()) {
        // The Host a browser would send to the site itself.
        const res = await send(t, write.method, write.url, {
          cookie,
          body: write.body,
          headers: { host: 'localhost:3000', ...headers },
        });
        expect({ call: `${write.method} ${write.url}`, status: res.status, body: res.body }).toEqual({
          call: `${write.method} ${write.url}`,
          status: 403,
          body: { error: crossSite },
        });
      }
      expect(await state()).toEqual(before);
    },
  );

  it('refuses a cross-site multipart upload (the one body type an HTML form shares with the app)', async () => {
    const form = new FormData();
    form.append('inventory', new Blob(['Style #,Gown\nX-1,Evil Gown\n']), 'evil.csv');
    const inventories = async () => t.sql`SELECT id FROM inventories ORDER BY id`;
    const before = await inventories();
    const res = await send(t, 'POST', '/api/inventory/upload', {
      cookie,
      body: form,
      headers: { origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
    expect(await inventories()).toEqual(before);
    expect(await t.sql`SELECT id FROM dresses WHERE name = 'Evil Gown'`).toHaveLength(0);
  });

  it.each([
    ['text/plain', 'name=Mallory'],
    ['application/x-www-form-urlencoded', 'name=Mallory&email=mallory%40example.com'],
    ['text/plain; charset=utf-8', JSON.stringify(invite)],
    ['', JSON.stringify(invite)],
  ])(
    'refuses a body sent as "%s" (what a form or a simple request can send without asking) with 415',
    async (type, body) => {
      const before = await state();
      const headers: Record<string, string> = type ? { 'content-type': type } : {};
      const res = await send(t, 'POST', '/api/consultants/invite', { cookie, body, headers });
      expect(res.status).toBe(415);
      expect(res.body.error).toBe('Send the request body as JSON or multipart form data.');
      expect(await state()).toEqual(before);
    },
  );

  it('accepts the same write from its own site, and from a client that sends no Origin (not a browser)', async () => {
    const own = await send(t, 'POST', '/api/consultants/invite', {
      cookie,
      body: { name: 'Ivy Own', email: 'ivy.own@example.com' },
      headers: { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' },
    });
    expect(own.status).toBe(201);
    const script = await send(t, 'POST', '/api/consultants/invite', {
      cookie,
      body: { name: 'Ivy Script', email: 'ivy.script@example.com' },
    });
    expect(script.status).toBe(201);
  });

  it('never changes state on GET, whatever it carries', async () => {
    const before = await state();
    for (const url of [
      `/api/consultants/${consultantId}`,
      '/api/consultants/invite',
      `/api/notifications/${consultantId}/read`,
    ]) {
      const res = await send(t, 'GET', url, { cookie, headers: { origin: 'https://evil.example' } });
      expect([url, res.status]).toEqual([url, 404]);
    }
    expect(await state()).toEqual(before);
  });
});

describe('the same host under another scheme', () => {
  const appAt = (publicUrl: string) => {
    const app = new Hono<AppEnv>();
    app.use('*', csrfGuard(publicUrl));
    app.post('/write', (c) => c.json({ written: true }));
    app.onError(handleError);
    return app;
  };
  const post = (app: Hono<AppEnv>, origin: string, host: string) =>
    app.request('/write', {
      method: 'POST',
      headers: { origin, host, 'content-type': 'application/json' },
      body: '{}',
    });

  it('refuses a plain-http page of its own host when the site is served over https', async () => {
    const app = appAt('https://bridal.example');
    const res = await post(app, 'http://shop.bridal.example', 'shop.bridal.example');
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: crossSite });
  });

  it('accepts its own host under the public scheme, by any of its names', async () => {
    const app = appAt('https://bridal.example');
    expect((await post(app, 'https://shop.bridal.example', 'shop.bridal.example')).status).toBe(200);
    expect((await post(app, 'https://bridal.example', 'internal:3000')).status).toBe(200);
  });
});

describe('an API key', () => {
  const app = new Hono<AppEnv>();
  app.use('*', csrfGuard('http://localhost:3000'));
  app.post('/write', (c) => c.json({ written: true }));
  app.onError(handleError);
  const post = (headers: Record<string, string>) =>
    app.request('/write', {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json', ...headers },
      body: '{}',
    });

  it('passes without a cookie: no browser adds the header on its own, and nothing ambient rides along', async () => {
    expect((await post({ authorization: 'Bearer bc_key' })).status).toBe(200);
  });

  it('is checked as usual when a cookie comes with it, and a Basic login is no key', async () => {
    expect((await post({ authorization: 'Bearer bc_key', cookie: 'bc_session=x' })).status).toBe(403);
    expect((await post({ authorization: 'Basic dXNlcjpwYXNz' })).status).toBe(403);
  });
});
