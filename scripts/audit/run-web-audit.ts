/**
 * `npm run audit:web`: the Lighthouse and axe report of the web app (not a gating test).
 *
 * Builds the web app into a temp folder, starts the real API serving that build (and a worker)
 * with a database, Redis prefix, storage and SMTP catcher of its own, seeds what the logged-in
 * pages need, then measures the public pages' initial JavaScript, runs axe on every page of the
 * router (on a phone and a desktop screen) and Lighthouse on the landing, pricing, login and
 * survey pages (mobile and desktop, median of several runs), and times a bride's way from her
 * survey link to the first question on slow 3G with a 4x slower CPU. Prints a Markdown report, writes it
 * to audit-results/, and removes everything it made, also on failure and Ctrl+C. The exit code is
 * 0 when the audit ran, whatever it found; 1 only when it could not run.
 *
 * Options: --runs=N (Lighthouse runs per page and form factor, default 3),
 * --only=lighthouse,js,axe,survey (sections; survey: the survey's start on a slow phone), --dist=<folder> (audit an existing build instead).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { launchChromium } from '@bridal/testing/chromium';
import { Cleanup } from '@bridal/testing/cleanup';
import { repoRoot } from '@bridal/testing/spawn-service';
import { axeScenarios } from './audit-pages';
import { type AuditReportInput, formatAuditReport } from './audit-report';
import { startAuditPlatform } from './audit-platform';
import { measureInitialJs } from './measure-initial-js';
import { measureSurveyStart } from './measure-survey-start';
import { routeCoverage } from './route-coverage';
import { runAxe } from './run-axe';
import { runLighthouse, saveMedianReports } from './run-lighthouse';
import { seedAuditData } from './seed-audit-data';

type Section = 'lighthouse' | 'js' | 'axe' | 'survey';
const allSections: Section[] = ['js', 'survey', 'axe', 'lighthouse'];

function parseArgs(argv: string[]): { runs: number; sections: Set<Section>; dist?: string } {
  const value = (name: string) => {
    const index = argv.findIndex((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`));
    if (index < 0) return undefined;
    const arg = argv[index]!;
    return arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : argv[index + 1];
  };
  const runs = Number(value('runs') ?? 3);
  if (!Number.isInteger(runs) || runs < 1 || runs > 9) throw new Error('--runs takes a whole number from 1 to 9');
  const only = value('only');
  const sections = new Set<Section>(only ? (only.split(',') as Section[]) : allSections);
  for (const section of sections) {
    if (!allSections.includes(section)) throw new Error(`--only takes ${allSections.join(', ')}; not ${section}`);
  }
  const dist = value('dist');
  return { runs, sections, dist: dist ? path.resolve(dist) : undefined };
}

function describeMachine(): string {
  const cpus = os.cpus();
  const load = os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');
  return [
    `${cpus.length} CPUs (${cpus[0]?.model.trim() ?? 'unknown model'})`,
    `${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB RAM`,
    `Node ${process.version}`,
    `load average at start ${load}`,
  ].join(', ');
}

const log = (line: string) => console.log(`[audit] ${line}`);

async function main(): Promise<number> {
  const options = parseArgs(process.argv.slice(2));
  const startedAt = new Date();
  const machine = describeMachine();
  const cleanup = new Cleanup();
  cleanup.onSignals();
  const problems: string[] = [];
  try {
    const platform = await startAuditPlatform(cleanup, options.dist);
    log(`platform up at ${platform.baseUrl}, serving ${platform.webDist}`);
    const data = await seedAuditData(platform);
    log(`seeded boutique ${data.boutiqueId} (${data.slug}), bride ${data.brideId}`);

    const scenarios = axeScenarios(data);
    const coverage = await routeCoverage(scenarios.map((scenario) => scenario.route));
    const report: AuditReportInput = {
      startedAt,
      machine,
      build: options.dist ? `existing build ${options.dist}` : 'fresh `vite build` into a temp folder',
      runs: options.runs,
      coverage,
      problems,
    };

    const browser = await cleanup.track('close the browser', launchChromium(), (made) => made.close());
    if (options.sections.has('js')) {
      report.initialJs = await measureInitialJs(browser, platform.baseUrl, data);
      log('initial JavaScript measured');
    }
    if (options.sections.has('survey') && !cleanup.started) {
      report.surveyStart = [
        await measureSurveyStart(browser, platform.baseUrl, data, options.runs, 'at once'),
        await measureSurveyStart(browser, platform.baseUrl, data, options.runs, 'after reading'),
      ];
      log('survey start on a slow phone measured');
    }
    if (options.sections.has('axe') && !cleanup.started) {
      report.axe = await runAxe(browser, platform.baseUrl, data, log);
    }
    if (options.sections.has('lighthouse') && !cleanup.started) {
      report.lighthouse = await runLighthouse(platform.baseUrl, data, options.runs, cleanup, log);
    }
    if (cleanup.started) return 130;

    const { markdown, missed } = formatAuditReport(report);
    const outDir = path.join(repoRoot, 'audit-results');
    await mkdir(outDir, { recursive: true });
    const stamp = startedAt.toISOString().replace(/[:.]/g, '-');
    const file = path.join(outDir, `web-audit-${stamp}.md`);
    await writeFile(file, `${markdown}\n`);
    await writeFile(path.join(outDir, 'latest.md'), `${markdown}\n`);
    if (report.lighthouse) await saveMedianReports(report.lighthouse, path.join(outDir, `lighthouse-${stamp}`));
    console.log(`\n${markdown}\n`);
    console.log(
      missed.length === 0
        ? 'Every target met.'
        : `${missed.length} target(s) missed (not gating), listed at the top of the report.`,
    );
    console.log(`Report written to ${path.relative(repoRoot, file)}`);
    return 0;
  } catch (error) {
    // Ctrl+C stops the API and worker too (one process group): their exit is not the failure.
    if (cleanup.started) return 130;
    console.error(
      `The audit could not run: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    return 1;
  } finally {
    await cleanup.run();
  }
}

// Everything made has been removed by now; a stray handle must not keep the script alive.
process.exit(await main());
