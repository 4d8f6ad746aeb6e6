import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { PrerenderedManifest } from '@bridal/shared/web/prerendered-pages';
import { surveyStartScriptHash } from '@bridal/server/security/survey-start-script-hash';
import { rawGet } from '@bridal/testing/raw-get';
import type { AppEnv } from '../app-env';
import { securityHeaders } from '../middleware/security-headers';
import { type ServeWebAppOptions, serveWebApp } from './serve-web-app';

/*
 * The web app as the API serves it, over a stand-in build in a temp folder: the shell, two
 * pre-rendered pages and their manifest (the real build's pages are checked in
 * web/src/prerender and e2e/public-site.test.ts). The app around it has the real app's
 * security headers and compression, and nothing else: no database needed.
 */

const shell = '<!doctype html><html><head><title>Shell</title></head><body><div id="root"></div></body></html>';
const pageOf = (name: string) =>
  `<!doctype html><html><head><title>${name}</title><style data-emotion="css x">.css-x{}</style></head>` +
  `<body><div id="root" data-prerendered="/${name}"><h1>PRE-RENDERED ${name}</h1></div></body></html>`;
const manifest: PrerenderedManifest = {
  pages: [
    { path: '/', file: 'home.html', readsQuery: false },
    { path: '/pricing', file: 'pricing.html', readsQuery: false },
    { path: '/login', file: 'login.html', readsQuery: true },
  ],
};

let site: string;
let dist: string;

async function writeBuild(folder: string, withPages: boolean) {
  await mkdir(path.join(folder, 'assets'), { recursive: true });
  await writeFile(path.join(folder, 'index.html'), shell);
  await writeFile(path.join(folder, 'assets', 'index-1a2b3c.js'), 'console.log("app")');
  await writeFile(path.join(folder, 'robots.txt'), 'User-agent: *\n');
  if (!withPages) return;
  await mkdir(path.join(folder, 'prerendered'));
  await writeFile(path.join(folder, 'prerendered', 'pages.json'), JSON.stringify(manifest));
  for (const name of ['home', 'pricing', 'login']) {
    await writeFile(path.join(folder, 'prerendered', `${name}.html`), pageOf(name));
  }
}

function webApp(folder: string, options?: ServeWebAppOptions): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', securityHeaders({ https: false }));
  app.use('*', compress());
  app.get('/api/health', (c) => c.json({ ok: true }));
  serveWebApp(app, folder, options);
  return app;
}

let app: Hono<AppEnv>;

beforeAll(async () => {
  site = await mkdtemp(path.join(tmpdir(), 'bc-web-'));
  dist = path.join(site, 'dist');
  await writeBuild(dist, true);
  app = webApp(dist);
});
afterAll(async () => {
  if (site) await rm(site, { recursive: true, force: true });
});

const get = async (url: string, init?: RequestInit) => {
  const response = await app.request(url, init);
  return { status: response.status, headers: response.headers, text: await response.text() };
};

function expectPageHeaders(url: string, headers: Headers) {
  expect({
    url,
    type: headers.get('content-type')?.toLowerCase(),
    cache: headers.get('cache-control'),
    frameAncestors: /frame-ancestors 'none'/.test(headers.get('content-security-policy') ?? ''),
    // Emotion's <style> tags (the pre-rendered CSS, and the rules the app adds as it runs).
    inlineStyles: /style-src 'self' 'unsafe-inline'/.test(headers.get('content-security-policy') ?? ''),
    // Its own scripts, and the one inline script of a survey link's opening by its hash: no other.
    scripts: headers.get('content-security-policy')?.includes(`script-src 'self' ${surveyStartScriptHash};`),
    nosniff: headers.get('x-content-type-options'),
  }).toEqual({
    url,
    type: 'text/html; charset=utf-8',
    cache: 'no-cache',
    frameAncestors: true,
    inlineStyles: true,
    scripts: true,
    nosniff: 'nosniff',
  });
}

describe('the web app', () => {
  it('answers each pre-rendered path with its own page, with or without a trailing slash', async () => {
    for (const [url, name] of [
      ['/', 'home'],
      ['/pricing', 'pricing'],
      ['/pricing/', 'pricing'],
      ['/login', 'login'],
      ['/login/', 'login'],
      // The query says nothing the page's first render reads.
      ['/pricing?utm_source=newsletter', 'pricing'],
      ['/?ref=card', 'home'],
    ] as const) {
      const res = await get(url);
      expect([url, res.status, res.text]).toEqual([url, 200, pageOf(name)]);
      expectPageHeaders(url, res.headers);
    }
  });

  it('answers a HEAD like the GET, without the page', async () => {
    const res = await app.request('/pricing', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('');
    expectPageHeaders('HEAD /pricing', res.headers);
  });

  it('sends a form of a page posted before the app hydrated it back to the page', async () => {
    for (const url of ['/login', '/login/', '/login?message=account-created']) {
      const res = await app.request(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'email=a%40b.example&password=secret',
      });
      expect([url, res.status, res.headers.get('location')]).toEqual([url, 303, '/login']);
    }
    // Any other path is no page of the build's: as before.
    expect((await app.request('/no-such-page', { method: 'POST' })).status).toBe(404);
  });

  it('sends a page compressed ahead, whole, in the encoding the browser prefers', async () => {
    const cases: [string | undefined, string | null, (body: Buffer) => Buffer][] = [
      ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
      ['gzip, deflate', 'gzip', gunzipSync],
      ['br;q=0.5, gzip', 'gzip', gunzipSync],
      ['identity', null, (body) => body],
      [undefined, null, (body) => body],
      ['br;q=0, gzip;q=0', null, (body) => body],
      ['*', 'br', brotliDecompressSync],
    ];
    for (const [acceptEncoding, encoding, decode] of cases) {
      const res = await app.request('/pricing', {
        headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
      });
      const body = Buffer.from(await res.arrayBuffer());
      expect([acceptEncoding, res.status, res.headers.get('content-encoding')]).toEqual([
        acceptEncoding,
        200,
        encoding,
      ]);
      // A length, not a stream: the page arrives in one piece, and nothing compressed it again.
      expect([acceptEncoding, res.headers.get('content-length')]).toEqual([acceptEncoding, String(body.length)]);
      expect([acceptEncoding, res.headers.get('vary')]).toEqual([acceptEncoding, 'Accept-Encoding']);
      expect([acceptEncoding, decode(body).toString('utf8')]).toEqual([acceptEncoding, pageOf('pricing')]);
    }
  });

  it('answers the shell for every other path: unknown, a session page, the survey, a page whose first render reads the query', async () => {
    for (const url of [
      '/no-such-page',
      '/admin/1000/dashboard',
      '/consultant/1000/client/00000000-0000-4000-8000-000000000000',
      '/survey/harbor-bridal',
      '/reset-password?token=abc',
      '/login?message=account-created',
      '/index.html',
      '/pricing/extra',
      '/pricing//',
      '/PRICING',
    ]) {
      const res = await get(url);
      expect([url, res.status, res.text]).toEqual([url, 200, shell]);
      expectPageHeaders(url, res.headers);
    }
  });

  it('never serves the pre-rendered folder as files', async () => {
    for (const url of [
      '/prerendered/pricing.html',
      '/prerendered/pages.json',
      '/prerendered',
      '/prerendered/',
      '/PRERENDERED/pricing.html',
      '/prerendered%2Fpricing.html',
      '/assets/../prerendered/pricing.html',
    ]) {
      const res = await get(url);
      expect([url, res.status, res.text]).toEqual([url, 200, shell]);
    }
  });

  it('serves the other files and the API as before', async () => {
    const asset = await app.request('/assets/index-1a2b3c.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const robots = await app.request('/robots.txt');
    expect(await robots.text()).toBe('User-agent: *\n');
    expect(robots.headers.get('cache-control')).toBe('no-cache');
    expect(await (await app.request('/api/health')).json()).toEqual({ ok: true });
    expect((await app.request('/api/nothing')).status).toBe(404);
  });

  it("serves an asset in the build's own brotli or gzip form when the browser takes it, compressed on the fly otherwise", async () => {
    const script = 'console.log("survey");'.repeat(200);
    await writeFile(path.join(dist, 'assets', 'survey-4d5e6f.js'), script);
    await writeFile(path.join(dist, 'assets', 'survey-4d5e6f.js.br'), brotliCompressSync(script));
    await writeFile(path.join(dist, 'assets', 'survey-4d5e6f.js.gz'), gzipSync(script, { level: 9 }));
    for (const [acceptEncoding, expected] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip, deflate', 'gzip'],
    ] as const) {
      const res = await app.request('/assets/survey-4d5e6f.js', { headers: { 'Accept-Encoding': acceptEncoding } });
      const body = Buffer.from(await res.arrayBuffer());
      const decoded = expected === 'br' ? brotliDecompressSync(body) : gunzipSync(body);
      expect([acceptEncoding, res.headers.get('content-encoding'), decoded.toString()]).toEqual([
        acceptEncoding,
        expected,
        script,
      ]);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    }
    const plain = await app.request('/assets/survey-4d5e6f.js', { headers: { 'Accept-Encoding': 'identity' } });
    expect([plain.headers.get('content-encoding'), await plain.text()]).toEqual([null, script]);
  });

  it('answers the shell for every path of a build made before the pages were', async () => {
    const older = path.join(site, 'older');
    await writeBuild(older, false);
    const olderApp = webApp(older);
    for (const url of ['/', '/pricing', '/login']) {
      const res = await olderApp.request(url);
      expect([url, res.status, await res.text()]).toEqual([url, 200, shell]);
    }
  });

  it("answers a page pattern's paths with its preloading shell, and asks for the page's API call with it", async () => {
    const withShells = path.join(site, 'with-shells');
    await writeBuild(withShells, true);
    const surveyShell = shell.replace(
      '</head>',
      '<link rel="modulepreload" crossorigin href="/assets/survey.js"></head>',
    );
    await writeFile(path.join(withShells, 'prerendered', 'survey-shell.html'), surveyShell);
    const shells = [
      {
        pattern: '/survey/:boutiqueName',
        file: 'survey-shell.html',
        except: ['/survey/demo'],
        fetch: '/api/survey-boutiques/:boutiqueName',
      },
    ];
    await writeFile(path.join(withShells, 'prerendered', 'pages.json'), JSON.stringify({ ...manifest, shells }));
    const shellApp = webApp(withShells);
    for (const url of ['/survey/harbor-bridal', '/survey/harbor-bridal/', '/survey/harbor-bridal?invite=abc']) {
      const res = await shellApp.request(url);
      expect([url, res.status, await res.text(), res.headers.get('link')]).toEqual([
        url,
        200,
        surveyShell,
        '</api/survey-boutiques/harbor-bridal>; rel=preload; as=fetch; crossorigin=use-credentials',
      ]);
      expectPageHeaders(url, res.headers);
    }
    // Another page's path, a path the pattern does not take, a name with more than slug letters.
    for (const url of [
      '/survey/demo',
      '/survey',
      '/survey/harbor-bridal/extra',
      '/survey/harbor%3Ebridal',
      '/pricing',
    ]) {
      const res = await shellApp.request(url);
      expect([url, res.status, res.headers.get('link')]).toEqual([url, 200, null]);
      expect([url, (await res.text()).includes('survey.js')]).toEqual([url, false]);
    }
  });

  it("answers a survey link with its opening, filled with the boutique's name, when the path names one", async () => {
    const withOpening = path.join(site, 'with-opening');
    await writeBuild(withOpening, true);
    const opening =
      '<!doctype html><html><head><title>Style Survey - %%BOUTIQUE_NAME%%</title></head>' +
      '<body><div id="survey-start"><p>Welcome to %%BOUTIQUE_NAME%%</p></div><div id="root" hidden></div></body></html>';
    await writeFile(path.join(withOpening, 'prerendered', 'survey-shell.html'), shell);
    await writeFile(path.join(withOpening, 'prerendered', 'survey-start.html'), opening);
    const shells = [
      {
        pattern: '/survey/:boutiqueName',
        file: 'survey-shell.html',
        except: ['/survey/demo'],
        fetch: '/api/survey-boutiques/:boutiqueName',
        opening: 'survey-start.html',
      },
    ];
    await writeFile(path.join(withOpening, 'prerendered', 'pages.json'), JSON.stringify({ ...manifest, shells }));
    const asked: string[] = [];
    const names: Record<string, string> = { 'rose-and-lace': 'Rose & Lace <Bridal>' };
    const openingApp = webApp(withOpening, {
      nameForOpening: async (_c, { boutiqueName }) => {
        asked.push(boutiqueName!);
        if (boutiqueName === 'broken-lookup') throw new Error('the database is away');
        return names[boutiqueName!];
      },
    });

    const res = await openingApp.request('/survey/rose-and-lace', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('link')).toBe(
      '</api/survey-boutiques/rose-and-lace>; rel=preload; as=fetch; crossorigin=use-credentials',
    );
    expectPageHeaders('/survey/rose-and-lace', res.headers);
    const html = gunzipSync(Buffer.from(await res.arrayBuffer())).toString('utf8');
    expect(html).toBe(opening.replaceAll('%%BOUTIQUE_NAME%%', 'Rose &#38; Lace &#60;Bridal&#62;'));

    // A link that names no boutique, or a lookup that fails: the app's shell, which says what is wrong.
    for (const url of ['/survey/no-such-boutique', '/survey/broken-lookup']) {
      const other = await openingApp.request(url);
      expect([url, other.status, await other.text()]).toEqual([url, 200, shell]);
    }
    // The demo's survey is another page: no lookup for it.
    expect(await (await openingApp.request('/survey/demo')).text()).toBe(shell);
    expect(asked).toEqual(['rose-and-lace', 'no-such-boutique', 'broken-lookup']);
  });

  it('refuses a manifest that names a file outside its folder', async () => {
    const tampered = path.join(site, 'tampered');
    await writeBuild(tampered, true);
    await writeFile(
      path.join(tampered, 'prerendered', 'pages.json'),
      JSON.stringify({ pages: [{ path: '/pricing', file: '../index.html', readsQuery: false }] }),
    );
    expect(() => webApp(tampered)).toThrow(/lists a page it should not/);
  });

  describe('over HTTP, a path as the client wrote it', () => {
    let server: ServerType;
    let port: number;
    beforeAll(async () => {
      server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
      await new Promise((resolve) => server.once('listening', resolve));
      port = (server.address() as AddressInfo).port;
    });
    afterAll(async () => {
      await new Promise((resolve) => server.close(resolve));
    });

    const raw = (rawPath: string) => rawGet(`http://127.0.0.1:${port}`, rawPath);

    it('gives a sane answer to a path that climbs, hides a NUL or is mangled', async () => {
      for (const rawPath of [
        '/pricing/../admin',
        '/pricing/..',
        '/pricing%00',
        '/pricing%2f..%2f..%2fetc%2fpasswd',
        '/pricing/%2e%2e/prerendered/home.html',
        '/%70ricing',
        '/pricing%',
        '/pricing\\..\\login',
      ]) {
        const res = await raw(rawPath);
        // Node's parser refuses a backslash outright (400); anything else is the shell, or the
        // page of the path it decodes to, and never a file of the folder by its name.
        const sane =
          res.status === 400 || (res.status === 200 && (res.body === shell || /PRE-RENDERED \w+/.test(res.body)));
        expect([rawPath, res.status, sane]).toEqual([rawPath, expect.any(Number), true]);
      }
      // Climbing out of /pricing lands on /admin, a page of the browser's router.
      expect((await raw('/pricing/../admin')).body).toBe(shell);
      expect((await raw('/pricing%00')).body).toBe(shell);
    });
  });
});
