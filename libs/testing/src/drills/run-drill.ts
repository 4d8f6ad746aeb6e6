/** What every drill does around its fault: brides arriving before, during and after, then the evidence. */
import { delay } from '../wait';
import { countBrides, submittedIds, waitUntilReady } from './drill-evidence';
import type { DrillPlatform } from './drill-platform';
import type { DrillResult } from './drill-report';
import { startSurveyLoad, type Submission } from './survey-load';

export interface DrillLoad {
  /** Surveys per second while the drill runs. */
  ratePerSecond: number;
  /** One survey in this many carries an inspiration photo. */
  photoEvery: number;
  /** Surveys arrive this long before the fault, and this long after it ended. */
  beforeMs: number;
  afterMs: number;
  /** How long the drill waits, at most, for every bride to be ready at the end. */
  settleMs: number;
}

export interface DrillRun<T> {
  submissions: Submission[];
  /** What the fault reported (its times). */
  fault: T;
  brideIds: string[];
  counts: DrillResult['counts'];
  restarted: string[];
}

/**
 * Sends surveys while `fault` runs (after `beforeMs`; surveys go on for `afterMs` after it), waits
 * (bounded) for every submitted bride to be ready, and gathers the counts.
 */
export async function runDrill<T>(
  platform: DrillPlatform,
  options: { label: string; load: DrillLoad; signal?: AbortSignal },
  fault: () => Promise<T>,
): Promise<DrillRun<T>> {
  const { load, signal } = options;
  const exitedBefore = new Set(platform.unexpectedExits().map((entry) => entry.name));
  const surveys = await startSurveyLoad({
    baseUrl: platform.baseUrl,
    label: options.label,
    ratePerSecond: load.ratePerSecond,
    photoEvery: load.photoEvery,
  });
  let submissions: Submission[];
  let outcome: T;
  try {
    await delay(load.beforeMs, signal);
    outcome = await fault();
    await delay(load.afterMs, signal);
  } finally {
    submissions = await surveys.stop();
  }
  const brideIds = submittedIds(submissions);
  await waitUntilReady(platform.sql, brideIds, load.settleMs, signal);
  const counts = await countBrides(platform.sql, submissions);
  const ended = platform.unexpectedExits().filter((entry) => !exitedBefore.has(entry.name));
  // A process that ended on its own is a finding: its last words say why.
  for (const entry of ended) {
    const lastLines = entry.service.output().trim().split('\n').slice(-15).join('\n');
    console.error(`[drill] ${entry.name} ended during "${options.label}"; its last log lines:\n${lastLines}`);
  }
  const restarted = ended.map(
    (entry) => `${entry.name} (exit ${entry.service.process.exitCode ?? entry.service.process.signalCode})`,
  );
  return { submissions, fault: outcome, brideIds, counts, restarted };
}

/** The first failures' messages, with how many times each came. */
export function summarizeFailures(messages: readonly string[], limit = 3): string {
  const counted = new Map<string, number>();
  for (const message of messages) counted.set(message, (counted.get(message) ?? 0) + 1);
  return [...counted]
    .slice(0, limit)
    .map(([message, count]) => `${count} × "${message}"`)
    .join(', ');
}
