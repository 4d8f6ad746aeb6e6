import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { surveyStartScriptHash } from '@bridal/server/security/survey-start-script-hash';
import { createTestApp, type TestApp, type TestResponse, validSignup } from '../support/test-app';
import { send, sessionCookie } from './security-requests';
import { basic, operator, opsPassword } from '../support/operator-credential';

/*
 * The headers every answer carries, pages and API alike, errors included: a Content Security
 * Policy that runs only the site's own scripts (and one inline script it knows by its hash) and
 * forbids framing, no MIME sniffing, a referrer
 * policy, and nothing that names the server. The web app is a tiny stand-in build in a temp
 * folder (the real one is not needed to see what the server adds).
 */

let t: TestApp;
let site: string;
const wrongOperator = basic('ops', 'not-the-password');

beforeAll(async () => {
  site = await mkdtemp(path.join(tmpdir(), 'bc-headers-'));
  const dist = path.join(site, 'dist');
  await mkdir(path.join(dist, 'assets'), { recursive: true });
  await writeFile(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/app-1a2b3c.js"></script></head><body><div id="root"></div></body></html>',
  );
  await writeFile(path.join(dist, 'assets', 'app-1a2b3c.js'), 'document.getElementById("root").textContent = "hi";');
  // Beside the build, where a path that climbs out of it would land.
  await writeFile(path.join(site, 'secret.txt'), 'TOP-SECRET-BESIDE-THE-BUILD');
  // With the operators' tools, whose refusals are answered outside /api.
  t = await createTestApp({ SERVE_WEB: 'true', WEB_DIST: dist, OPS_PASSWORD: opsPassword });
});
afterAll(async () => {
  await t?.close();
  if (site) await rm(site, { recursive: true, force: true });
});

/** The directives of a Content-Security-Policy header, by name. */
function directives(policy: string | null): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (policy ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), values);
  }
  return map;
}

function expectSecurityHeaders(label: string, res: TestResponse) {
  const csp = directives(res.headers.get('content-security-policy'));
  const scripts = csp.get('script-src') ?? csp.get('default-src') ?? [];
  const found = {
    label,
    scriptSrc: scripts,
    unsafeScripts: scripts.filter((value) => /unsafe-inline|unsafe-eval|\*|data:|https?:$/.test(value)),
    defaultSrc: csp.get('default-src'),
    objectSrc: csp.get('object-src'),
    baseUri: csp.get('base-uri'),
    frameAncestors: csp.get('frame-ancestors'),
    xFrameOptions: res.headers.get('x-frame-options'),
    nosniff: res.headers.get('x-content-type-options'),
    referrerPolicy: res.headers.get('referrer-policy'),
    poweredBy: res.headers.get('x-powered-by'),
    server: res.headers.get('server'),
  };
  expect(found).toEqual({
    label,
    // The site's own scripts, and the survey link's one inline script by its hash.
    scriptSrc: ["'self'", surveyStartScriptHash],
    unsafeScripts: [],
    defaultSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    frameAncestors: ["'none'"],
    xFrameOptions: 'DENY',
    nosniff: 'nosniff',
    referrerPolicy: expect.stringMatching(/^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/),
    poweredBy: null,
    server: null,
  });
}

describe('response headers', () => {
  it('protect the pages: the index, a deep route of the browser router, and a static asset', async () => {
    const index = await send(t, 'GET', '/');
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toMatch(/^text\/html/);
    expectSecurityHeaders('GET /', index);

    const deep = await send(t, 'GET', '/admin/1000/client/00000000-0000-4000-8000-000000000000?tab=plan');
    expect(deep.status).toBe(200);
    expect(deep.text).toBe(index.text);
    expectSecurityHeaders('a deep route', deep);

    const asset = await send(t, 'GET', '/assets/app-1a2b3c.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    expectSecurityHeaders('an asset', asset);
    // Hashed assets are kept a year; the page that names them is asked for again every time.
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(index.headers.get('cache-control')).toBe('no-cache');
    expect(deep.headers.get('cache-control')).toBe('no-cache');
  });

  it('protect the API: JSON answers, its 404, and every kind of error answer', async () => {
    const signup = validSignup();
    const cases: [string, Promise<TestResponse>, number][] = [
      ['API JSON', send(t, 'GET', '/api/health'), 200],
      ['API 404', send(t, 'GET', '/api/no-such-thing'), 404],
      ['401', send(t, 'GET', '/api/auth/me'), 401],
      ['400', send(t, 'POST', '/api/auth/login', { body: { email: 'x' } }), 400],
      [
        '400 bad JSON',
        send(t, 'POST', '/api/signup', { body: '{', headers: { 'content-type': 'application/json' } }),
        400,
      ],
      [
        '403 cross-site',
        send(t, 'POST', '/api/auth/login', { body: {}, headers: { origin: 'https://evil.example' } }),
        403,
      ],
      ['413', send(t, 'POST', '/api/signup', { body: { ...signup, name: 'x'.repeat(70_000) } }), 413],
      [
        '415',
        send(t, 'POST', '/api/signup', {
          body: 'a=b',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        }),
        415,
      ],
    ];
    for (const [label, answer, status] of cases) {
      const res = await answer;
      expect([label, res.status]).toEqual([label, status]);
      expect([label, res.headers.get('content-type')]).toEqual([label, expect.stringMatching(/^application\/json/)]);
      // What a GET answers is never kept by a browser or a proxy.
      if (['API JSON', 'API 404', '401'].includes(label))
        expect([label, res.headers.get('cache-control')]).toEqual([label, 'no-store']);
      expectSecurityHeaders(label, res);
    }
  });

  it('protect a 500 too, which says nothing of what failed', async () => {
    const limiter = t.deps.rateLimiter;
    t.deps.rateLimiter = {
      ...limiter,
      consume: () => Promise.reject(new Error('connect ECONNREFUSED 10.0.0.5:6379 (secret-internal-host)')),
    };
    try {
      const res = await send(t, 'POST', '/api/signup', { body: validSignup() });
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ error: 'Something went wrong on our side. Please try again.' });
      expect(res.text).not.toMatch(/ECONNREFUSED|secret-internal-host|at .*\.ts/);
      expectSecurityHeaders('500', res);
      expect(res.headers.get('cache-control')).toBe('no-store');
    } finally {
      t.deps.rateLimiter = limiter;
    }
  });

  it('keep no API answer anywhere (no-store), whatever its status, refusals made before any route included', async () => {
    const signup = validSignup();
    const throttledIp = '203.0.113.77';
    const forgotten = () =>
      send(t, 'POST', '/api/auth/forgot-password', { body: { email: 'nobody@example.com' }, ip: throttledIp });
    for (let i = 0; i < 10; i += 1) expect((await forgotten()).status).toBeLessThan(300);
    const opsIp = '203.0.113.78';
    for (let i = 0; i < 5; i += 1) {
      expect((await send(t, 'GET', '/metrics', { headers: wrongOperator, ip: opsIp })).status).toBe(401);
    }
    const crossSite = { origin: 'https://evil.example' };
    const cases: [string, () => Promise<TestResponse>, number][] = [
      ['API JSON', () => send(t, 'GET', '/api/health'), 200],
      ['API 404', () => send(t, 'GET', '/api/no-such-thing'), 404],
      // No 405 here: a method a path does not take is an unknown endpoint.
      ['API wrong method', () => send(t, 'DELETE', '/api/health'), 404],
      ['a page with a method it does not take', () => send(t, 'PUT', '/pricing', { body: {} }), 404],
      ['401', () => send(t, 'GET', '/api/auth/me'), 401],
      ['400', () => send(t, 'POST', '/api/auth/login', { body: { email: 'x' } }), 400],
      ['403 Origin', () => send(t, 'POST', '/api/auth/login', { body: {}, headers: crossSite }), 403],
      [
        '403 Sec-Fetch-Site',
        () => send(t, 'POST', '/api/signup', { body: {}, headers: { 'sec-fetch-site': 'cross-site' } }),
        403,
      ],
      ['413', () => send(t, 'POST', '/api/signup', { body: { ...signup, name: 'x'.repeat(70_000) } }), 413],
      [
        '415',
        () =>
          send(t, 'POST', '/api/signup', {
            body: 'a=b',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
          }),
        415,
      ],
      ['429', forgotten, 429],
      ['ops 401', () => send(t, 'GET', '/metrics'), 401],
      ['ops 401 wrong', () => send(t, 'GET', '/ops/queues', { headers: wrongOperator }), 401],
      ['ops 404', () => send(t, 'GET', '/ops/no-such-tool', { headers: operator }), 404],
      [
        'ops 403',
        () => send(t, 'PUT', '/ops/queues/api/queues/mail/pause', { headers: { ...operator, ...crossSite } }),
        403,
      ],
      ['ops 429', () => send(t, 'GET', '/metrics', { headers: operator, ip: opsIp }), 429],
    ];
    for (const [label, request, status] of cases) {
      const res = await request();
      expect([label, res.status]).toEqual([label, status]);
      expect([label, res.headers.get('content-type')]).toEqual([label, expect.stringMatching(/^application\/json/)]);
      expect([label, res.headers.get('cache-control')]).toEqual([label, 'no-store']);
      if (status === 429) expect([label, Number(res.headers.get('retry-after')) > 0]).toEqual([label, true]);
      expectSecurityHeaders(label, res);
    }
  });

  it('keep no error, even from a route that revalidates its answers (the dashboard)', async () => {
    const person = validSignup();
    expect((await send(t, 'POST', '/api/signup', { body: person })).status).toBe(201);
    const [user] = await t.sql<{ userId: string; boutiqueId: number }[]>`
      SELECT id AS user_id, boutique_id FROM users WHERE email = ${person.email}`;
    const cookie = await sessionCookie(t, user!);
    const dashboard = await send(t, 'GET', '/api/dashboard/consultant', { cookie });
    expect(dashboard.status).toBe(200);
    expect(dashboard.headers.get('cache-control')).toBe('private, no-cache');

    const working = t.deps.sql;
    t.deps.sql = new Proxy(working, {
      apply: () => {
        throw new Error('connection terminated unexpectedly');
      },
    });
    try {
      const failed = await send(t, 'GET', '/api/dashboard/consultant', { cookie });
      expect(failed.status).toBe(500);
      expect(failed.headers.get('cache-control')).toBe('no-store');
      expect(failed.headers.get('etag')).toBeNull();
      expectSecurityHeaders('500 of the dashboard', failed);
    } finally {
      t.deps.sql = working;
    }
  });

  it('never serve a file from outside the build, however the path is written', async () => {
    for (const url of [
      '/../secret.txt',
      '/assets/../../secret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/assets/%2e%2e/%2e%2e/secret.txt',
      '/%2e%2e/secret.txt',
      '/assets/..%5c..%5csecret.txt',
      '/..%252fsecret.txt',
    ]) {
      const res = await send(t, 'GET', url);
      expect([url, res.text.includes('TOP-SECRET')]).toEqual([url, false]);
      expectSecurityHeaders(url, res);
    }
  });
});
