/**
 * How long a bride on a slow phone waits for the survey's first question: from the navigation to
 * her boutique's survey link until the first step's first field takes what she types, having
 * tapped Start as soon as she could; and until the app has taken that step over with her letter in
 * it (the page's HTML opening carries the landing and first step, @bridal/shared/web/survey-start). Slow 3G (about 400 kbit/s each way, 400 ms round trip) and
 * the CPU slowed 4x, through the Chrome DevTools Protocol; an empty cache; a 375 px phone screen.
 *
 * A figure to read, not a gate: the target is in the report (≤ 5 s), the timings vary with the
 * machine's load.
 */
import { surveyStartId } from '@bridal/shared/web/survey-start';
import { type PhoneConditions, throttlePhone } from '@bridal/testing/chromium';
import type { Browser, Page } from 'playwright-core';
import { viewports } from './run-axe';
import type { AuditData } from './seed-audit-data';

/** The first step usable within 5 s of the navigation. */
export const surveyStartTargetMs = 5_000;

/** Slow 3G as DevTools puts it: 400 kbit/s down and up, 400 ms round trip; 4x slower CPU; an empty cache. */
export const slowPhone: PhoneConditions = { kbps: 400, latencyMs: 400, cpu: 4, cacheDisabled: true };

/** How long the bride who reads the landing first spends on it before she taps Start. */
export const readingMs = 5_000;

export interface SurveyStartRun {
  /** Navigation to the Start button on screen. */
  startVisibleMs: number;
  /** Navigation to the tap that started the survey (a tap the page did not take yet is tried again). */
  tappedMs: number;
  /** Navigation to the first field taking a typed letter. */
  firstFieldMs: number;
  /**
   * Navigation to the app running the step with her letter in it: the page's HTML opening (the
   * landing and first step it came with) taken over, or the app's own step when there was none.
   */
  appRunningMs: number;
  /** Script requests sent after the tap that started the survey. */
  scriptsAfterTap: number;
  /** Every script downloaded, gzipped/as sent. */
  scriptBytes: number;
}

export interface SurveyStart {
  path: string;
  /** She taps Start as soon as it shows (the row the target is for), or after reading the landing. */
  tap: 'at once' | 'after reading';
  runs: SurveyStartRun[];
  median?: SurveyStartRun;
  errors: string[];
}

/**
 * Taps Start once it is on screen; a page whose markup came before its script may not take the
 * first tap, so she taps again every half second until the survey has moved on.
 */
async function tapStart(
  page: Page,
  since: number,
  tap: SurveyStart['tap'],
): Promise<{ startVisibleMs: number; tappedMs: number }> {
  const start = page.getByRole('button', { name: 'Start', exact: true });
  await start.waitFor({ state: 'visible', timeout: 60_000 });
  const startVisibleMs = performance.now() - since;
  if (tap === 'after reading') await page.waitForTimeout(readingMs);
  const moved = page.getByText('Loading your survey...').or(page.getByLabel('Your preferred name'));
  for (let tries = 0; ; tries++) {
    const tappedMs = performance.now() - since;
    await start.click({ timeout: 10_000 }).catch(() => undefined);
    const took = await moved
      .first()
      .waitFor({ state: 'visible', timeout: 500 })
      .then(() => true)
      .catch(() => false);
    if (took || (await start.count()) === 0) return { startVisibleMs, tappedMs };
    if (tries > 60) throw new Error('the Start button never took a tap');
  }
}

async function oneRun(
  browser: Browser,
  baseUrl: string,
  surveyPath: string,
  tap: SurveyStart['tap'],
): Promise<SurveyStartRun> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: viewports.phone, hasTouch: true });
  try {
    const page = await context.newPage();
    await throttlePhone(page, slowPhone);
    const scripts: { sentAt: number; bytes: Promise<number> }[] = [];
    page.on('request', (request) => {
      if (request.resourceType() !== 'script') return;
      scripts.push({
        sentAt: performance.now(),
        bytes: request
          .response()
          .then(() => request.sizes())
          .then((sizes) => sizes.responseBodySize)
          .catch(() => 0),
      });
    });
    const since = performance.now();
    await page.goto(surveyPath, { waitUntil: 'commit', timeout: 60_000 });
    const { startVisibleMs, tappedMs } = await tapStart(page, since, tap);
    const name = page.getByLabel('Your preferred name');
    await name.waitFor({ state: 'visible', timeout: 60_000 });
    // Usable: it takes what she types (a field painted before its script would not).
    await name.pressSequentially('A');
    while ((await name.inputValue()) !== 'A') {
      if (performance.now() - since > 90_000) throw new Error('the first field never took a letter');
      await page.waitForTimeout(50);
    }
    const firstFieldMs = performance.now() - since;
    await page.locator(`#${surveyStartId}`).waitFor({ state: 'detached', timeout: 60_000 });
    const appRunningMs = performance.now() - since;
    const kept = await name.inputValue();
    if (kept !== 'A') throw new Error(`the app took the first step over with "${kept}" instead of what she typed`);
    return {
      startVisibleMs,
      tappedMs,
      firstFieldMs,
      appRunningMs,
      scriptsAfterTap: scripts.filter((script) => script.sentAt - since > tappedMs).length,
      scriptBytes: (await Promise.all(scripts.map((script) => script.bytes))).reduce((sum, bytes) => sum + bytes, 0),
    };
  } finally {
    await context.close();
  }
}

export async function measureSurveyStart(
  browser: Browser,
  baseUrl: string,
  data: AuditData,
  runs: number,
  tap: SurveyStart['tap'] = 'at once',
): Promise<SurveyStart> {
  const result: SurveyStart = { path: `/survey/${data.slug}`, tap, runs: [], errors: [] };
  for (let run = 0; run < runs; run++) {
    try {
      result.runs.push(await oneRun(browser, baseUrl, result.path, tap));
    } catch (error) {
      result.errors.push(error instanceof Error ? error.message.split('\n')[0]! : String(error));
    }
  }
  const sorted = [...result.runs].sort((a, b) => a.firstFieldMs - b.firstFieldMs);
  result.median = sorted[Math.floor((sorted.length - 1) / 2)];
  return result;
}
