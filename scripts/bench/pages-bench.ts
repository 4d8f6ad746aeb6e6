/**
 * The JavaScript a browser loads to show each public page the first time: the built web app,
 * served by the API (WEB_DIST), each page opened in a fresh headless Chromium context; every
 * script answer until the page has rendered and the network is idle is gzipped here at level 9
 * (so the figure does not depend on the server's compression) and summed.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchChromium } from '@bridal/testing/chromium';
import type { Cleanup } from '@bridal/testing/cleanup';
import { repoRoot } from '@bridal/testing/spawn-service';
import { settlesWithin } from '@bridal/testing/wait';
import type { Browser, Response } from 'playwright-core';
import type { BenchPlatform } from './bench-platform';
import { formatMs } from './load';

const kibibyte = 1024;
export const pagesTarget = { initialJsGzipBytes: 170 * kibibyte };
const benchSlug = 'bench-pages-bridal';

/** The public pages (web/src/app/router.tsx): everything a visitor reaches without an account. */
const publicPages: { name: string; path: string; demoAccess?: boolean }[] = [
  { name: 'Landing', path: '/' },
  { name: 'Pricing', path: '/pricing' },
  { name: 'About', path: '/about' },
  { name: 'Login', path: '/login' },
  { name: 'Sign-up', path: '/signup' },
  { name: 'Trial sign-up', path: '/trial-signup' },
  { name: 'Survey, a boutique’s link', path: `/survey/${benchSlug}` },
  { name: 'Survey, the demo (with demo access)', path: '/survey/demo', demoAccess: true },
  { name: 'Terms of service', path: '/terms-of-service' },
  { name: 'Privacy policy', path: '/privacy-policy' },
];

const kib = (bytes: number) => `${(bytes / kibibyte).toFixed(1)} KiB`;

export interface WebDist {
  dir: string;
  /** How it was had, for the report. */
  origin: string;
}

/** The newest modification time of any file under `dir` (0 when it does not exist). */
async function newestMtime(dir: string): Promise<number> {
  const info = await stat(dir).catch(() => undefined);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  const entries = await readdir(dir, { withFileTypes: true });
  const times = await Promise.all(
    entries
      .filter((entry) => entry.name !== 'node_modules' && entry.name !== 'dist')
      .map((entry) => newestMtime(path.join(dir, entry.name))),
  );
  return Math.max(info.mtimeMs, ...times);
}

/**
 * web/dist when it is newer than every source the web app is built from; otherwise a build of
 * its own in a temp folder (web/dist is never written: others may be using it).
 */
export async function prepareWebDist(cleanup: Cleanup, signal: AbortSignal): Promise<WebDist> {
  const web = path.join(repoRoot, 'web');
  const dist = path.join(web, 'dist');
  const built = existsSync(path.join(dist, 'index.html')) ? (await stat(path.join(dist, 'index.html'))).mtimeMs : 0;
  const sources = Math.max(
    ...(await Promise.all(
      ['src', 'public', 'index.html', 'vite.config.ts', 'package.json', 'tsconfig.json']
        .map((name) => path.join(web, name))
        .concat(path.join(repoRoot, 'libs/shared/src'))
        .map(newestMtime),
    )),
  );
  if (built > sources) return { dir: dist, origin: 'web/dist (newer than every web source)' };

  const dir = await cleanup.track(
    'remove the web build',
    mkdtemp(path.join(os.tmpdir(), 'bridal-bench-web-')),
    (made) => rm(made, { recursive: true, force: true }),
  );
  const started = performance.now();
  const build = spawn('npx', ['vite', 'build', '--outDir', dir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: web,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stopBuild = () => {
    if (build.exitCode === null && build.signalCode === null) build.kill('SIGKILL');
  };
  cleanup.add('stop the web build', async () => stopBuild());
  signal.addEventListener('abort', stopBuild, { once: true });
  let output = '';
  build.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  build.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const finished = new Promise<number | null>((resolve) => build.once('exit', (code) => resolve(code)));
  if (!(await settlesWithin(finished, 180_000))) {
    stopBuild();
    throw new Error('the web build took longer than 180 s');
  }
  signal.removeEventListener('abort', stopBuild);
  const code = await finished;
  if (code !== 0 || !existsSync(path.join(dir, 'index.html'))) {
    throw new Error(`the web build failed (exit ${code}): ${output.trim().split('\n').slice(-8).join(' / ')}`);
  }
  return {
    dir,
    origin: `built for this run (vite build into a temp folder, ${formatMs(performance.now() - started)})`,
  };
}

const isScript = (response: Response) => {
  if (response.request().resourceType() === 'script') return true;
  if (/\.m?js$/.test(new URL(response.url()).pathname)) return true;
  return (response.headers()['content-type'] ?? '').includes('javascript');
};

interface PageJs {
  scripts: { url: string; raw: number; gzip: number }[];
  rendered: boolean;
  finalPath: string;
  ms: number;
}

async function measurePage(browser: Browser, url: string, demoAccess: boolean): Promise<PageJs> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    if (demoAccess) {
      // What the trial sign-up leaves in the browser (web/src/lib/demo-access.ts).
      await context.addInitScript(() => {
        const record = { trialCompleted: true, trialId: '00000000-0000-4000-8000-000000000000', completedAt: '' };
        localStorage.setItem('demoAccess', JSON.stringify({ ...record, completedAt: new Date().toISOString() }));
        localStorage.setItem('trialCompleted', 'true');
      });
    }
    const page = await context.newPage();
    const bodies = new Map<string, Promise<Buffer | undefined>>();
    page.on('response', (response) => {
      if (isScript(response) && !bodies.has(response.url())) {
        bodies.set(
          response.url(),
          response.body().catch(() => undefined),
        );
      }
    });
    const started = performance.now();
    await page.goto(url, { waitUntil: 'networkidle', timeout: 30_000 });
    // Rendered: the page's heading is on screen (the route's chunk has run), and nothing more is loading.
    const rendered = await page
      .locator('h1')
      .first()
      .waitFor({ state: 'visible', timeout: 15_000 })
      .then(
        () => true,
        () => false,
      );
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
    const ms = performance.now() - started;
    const scripts = [];
    for (const [scriptUrl, body] of bodies) {
      const bytes = await body;
      if (!bytes) continue;
      scripts.push({ url: scriptUrl, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
    }
    return { scripts, rendered, finalPath: new URL(page.url()).pathname, ms };
  } finally {
    await context.close();
  }
}

export interface PagesBenchReport {
  setup: string;
  rows: string[][];
  notes: string[];
}

export async function runPagesBench(
  platform: BenchPlatform,
  web: WebDist,
  cleanup: Cleanup,
  signal: AbortSignal,
): Promise<PagesBenchReport> {
  const notes: string[] = [];
  // A boutique of its own, for the survey link a boutique hands its brides.
  await platform.database.sql`
    INSERT INTO boutiques (slug, name) VALUES (${benchSlug}, 'Bench Pages Bridal') ON CONFLICT (slug) DO NOTHING`;
  const home = await fetch(`${platform.baseUrl}/`, { signal: AbortSignal.timeout(10_000) });
  // The landing page comes pre-rendered (#root carries data-prerendered), older builds as the bare shell.
  if (!/<div id="root"[ >]/.test(await home.text())) {
    throw new Error(`the API does not serve the web app from ${web.dir} (GET / answered ${home.status})`);
  }

  const browser = await cleanup.track('close Chromium', launchChromium(), (made) => made.close());
  const browserVersion = browser.version();
  const rows: string[][] = [];
  const chunkUse = new Map<string, number>();
  try {
    for (const publicPage of publicPages) {
      signal.throwIfAborted();
      console.log(`Pages: ${publicPage.path}...`);
      const measured = await measurePage(browser, `${platform.baseUrl}${publicPage.path}`, !!publicPage.demoAccess);
      const gzip = measured.scripts.reduce((sum, script) => sum + script.gzip, 0);
      const raw = measured.scripts.reduce((sum, script) => sum + script.raw, 0);
      const largest = [...measured.scripts].sort((a, b) => b.gzip - a.gzip)[0];
      for (const script of measured.scripts) {
        const name = path.basename(new URL(script.url).pathname);
        chunkUse.set(name, (chunkUse.get(name) ?? 0) + 1);
      }
      const problems = [
        measured.rendered ? '' : 'no heading rendered within 15 s',
        measured.finalPath === publicPage.path ? '' : `ended at ${measured.finalPath}`,
      ].filter(Boolean);
      const met = gzip <= pagesTarget.initialJsGzipBytes && measured.rendered && measured.scripts.length > 0;
      rows.push([
        `P. ${publicPage.name} (\`${publicPage.path.replace(benchSlug, '{slug}')}\`): initial JS, gzip -9`,
        `${kib(gzip)} in ${measured.scripts.length} scripts (${kib(raw)} raw; largest ` +
          `${largest ? `${path.basename(new URL(largest.url).pathname)} ${kib(largest.gzip)}` : 'none'}); ` +
          `rendered and idle in ${formatMs(measured.ms)}${problems.length ? ` · **${problems.join(', ')}**` : ''}`,
        `≤ ${kib(pagesTarget.initialJsGzipBytes)}`,
        met ? '✅' : '❌',
      ]);
    }
  } finally {
    await browser.close();
  }
  const shared = [...chunkUse].filter(([, pages]) => pages === publicPages.length).map(([name]) => name);
  notes.push(
    `Pages: the web app ${web.origin}, served by the API (WEB_DIST); Chromium ${browserVersion} headless, a fresh ` +
      'context (empty cache) per page, 1280×900. Counted: every script answer (resource type script, or a .js/.mjs ' +
      "path, or a JavaScript content type; modulepreloads included) from navigation until the page's h1 is visible " +
      'and the network has been idle for 500 ms, each gzipped by the bench at level 9, summed. 1 KiB = 1024 B. ' +
      `Loaded by every public page: ${shared.join(', ') || 'nothing'}.`,
  );
  return {
    setup:
      'Pages section: the built web app served by the API, loaded in headless Chromium one page at a time on the ' +
      'otherwise idle platform.',
    rows,
    notes,
  };
}
