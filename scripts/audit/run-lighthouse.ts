/**
 * Lighthouse (its Node API) on the landing, pricing, login and survey pages, with the mobile
 * (default) and the desktop configuration and Lighthouse's default simulated throttling. Each
 * page and form factor runs `runs` times in a fresh Chromium, the rounds interleaved so that a
 * burst of load on the machine does not land on one page only; the run with the median
 * performance score is the one reported.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Cleanup } from '@bridal/testing/cleanup';
import { chromiumFlags, chromiumPath } from '@bridal/testing/chromium';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import type { AuditData } from './seed-audit-data';

export type LighthouseFormFactor = 'mobile' | 'desktop';
export const categoryIds = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type CategoryId = (typeof categoryIds)[number];

export const lighthouseTargets: Record<LighthouseFormFactor, Partial<Record<CategoryId, number>>> = {
  mobile: { performance: 95, accessibility: 95, 'best-practices': 95 },
  desktop: { performance: 95, accessibility: 95, 'best-practices': 95 },
};

export interface FailingAudit {
  category: CategoryId;
  id: string;
  title: string;
  score: number | null;
  displayValue?: string;
}

export interface LighthouseRun {
  scores: Record<CategoryId, number | null>;
  metrics: { fcp?: number; lcp?: number; tbt?: number; cls?: number; si?: number };
  failing: FailingAudit[];
  lhr: Result;
}

export interface LighthouseResult {
  label: string;
  path: string;
  formFactor: LighthouseFormFactor;
  runs: LighthouseRun[];
  median?: LighthouseRun;
  errors: string[];
}

export function lighthousePages(data: AuditData): { label: string; path: string }[] {
  return [
    { label: 'Landing', path: '/' },
    { label: 'Pricing', path: '/pricing' },
    { label: 'Login', path: '/login' },
    { label: 'Survey', path: `/survey/${data.slug}` },
  ];
}

const score = (value: number | null | undefined) =>
  value === null || value === undefined ? null : Math.round(value * 100);

function summarize(lhr: Result): LighthouseRun {
  const scores = Object.fromEntries(categoryIds.map((id) => [id, score(lhr.categories[id]?.score)])) as Record<
    CategoryId,
    number | null
  >;
  const numeric = (id: string) => lhr.audits[id]?.numericValue;
  const failing: FailingAudit[] = [];
  for (const category of categoryIds) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 0.9) continue;
      if (['notApplicable', 'informative', 'manual'].includes(audit.scoreDisplayMode)) continue;
      // Performance: only what weighs on the score, or a diagnostic Lighthouse marks as failed.
      if (category === 'performance' && ref.weight === 0 && audit.score >= 0.5) continue;
      failing.push({
        category,
        id: audit.id,
        title: audit.title,
        score: audit.score,
        displayValue: audit.displayValue,
      });
    }
  }
  return {
    scores,
    metrics: {
      fcp: numeric('first-contentful-paint'),
      lcp: numeric('largest-contentful-paint'),
      tbt: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      si: numeric('speed-index'),
    },
    failing,
    lhr,
  };
}

async function runOnce(url: string, formFactor: LighthouseFormFactor, cleanup: Cleanup): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags });
  let killed = false;
  const kill = async () => {
    if (killed) return;
    killed = true;
    chrome.kill();
  };
  cleanup.add('stop the Lighthouse Chromium', kill);
  try {
    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...categoryIds],
    };
    const result = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
    if (!result) throw new Error('Lighthouse gave no result');
    const runtimeError = result.lhr.runtimeError;
    if (runtimeError) throw new Error(`${runtimeError.code}: ${runtimeError.message}`);
    return summarize(result.lhr);
  } finally {
    await kill();
  }
}

function medianRun(runs: LighthouseRun[]): LighthouseRun | undefined {
  const sorted = [...runs].sort((a, b) => (a.scores.performance ?? -1) - (b.scores.performance ?? -1));
  // With an even count, the lower of the two middle runs: the report never rounds up.
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

export async function runLighthouse(
  baseUrl: string,
  data: AuditData,
  runs: number,
  cleanup: Cleanup,
  onProgress: (line: string) => void,
): Promise<LighthouseResult[]> {
  const results: LighthouseResult[] = lighthousePages(data).flatMap(({ label, path: pagePath }) =>
    (['mobile', 'desktop'] as const).map((formFactor) => ({ label, path: pagePath, formFactor, runs: [], errors: [] })),
  );
  for (let round = 1; round <= runs; round += 1) {
    for (const result of results) {
      if (cleanup.started) return results;
      try {
        // Lighthouse now and then loses its trace (NO_NAVSTART and the like): one more try.
        const url = `${baseUrl}${result.path}`;
        const run = await runOnce(url, result.formFactor, cleanup).catch((error: unknown) => {
          if (cleanup.started) throw error;
          onProgress(
            `lighthouse ${result.label} (${result.formFactor}) run ${round}/${runs} retried: ${String(error)}`,
          );
          return runOnce(url, result.formFactor, cleanup);
        });
        result.runs.push(run);
        onProgress(
          `lighthouse ${result.label} (${result.formFactor}) run ${round}/${runs}: ` +
            categoryIds.map((id) => `${id} ${run.scores[id] ?? '-'}`).join(', '),
        );
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        result.errors.push(message);
        onProgress(`lighthouse ${result.label} (${result.formFactor}) run ${round}/${runs} failed: ${message}`);
      }
    }
  }
  for (const result of results) result.median = medianRun(result.runs);
  return results;
}

/** Keeps the median run of each page and form factor as Lighthouse's own JSON, for a closer look. */
export async function saveMedianReports(results: LighthouseResult[], dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  for (const result of results) {
    if (!result.median) continue;
    const name = `${result.label.toLowerCase().replace(/\W+/g, '-')}-${result.formFactor}.json`;
    await writeFile(path.join(dir, name), JSON.stringify(result.median.lhr));
  }
}
