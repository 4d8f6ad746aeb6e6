/**
 * The built-in help advisor's answer time: each of the five problems for three different brides,
 * in process (no API between), first answers after a warm-up. Target: p95 under 50 ms, so a
 * consultant's "I Need Help" never waits on our own code.
 */
import { helpProblemValues } from '@bridal/shared/advice/help-problems';
import { writeHelpAdvice } from '@bridal/server/advice/local-advisor';
import { adviceContextFor } from '@bridal/testing/fixtures/advice-fixtures';
import { emma, maya, sofia } from '@bridal/testing/fixtures/analysis-fixtures';
import { formatMs, summarize } from './load';

export const adviceTarget = { p95Ms: 50 };
const rounds = 20;

export function runAdviceBench(): { rows: string[][]; notes: string[]; setup: string } {
  const contexts = [sofia, maya, emma].map((bride) => adviceContextFor(bride));
  const question = (problem: (typeof helpProblemValues)[number]) => ({
    problem,
    details: 'She wants sleeves, less sparkle, and her sister is being critical',
  });
  for (const context of contexts) for (const problem of helpProblemValues) writeHelpAdvice(context, question(problem));
  const times: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const context of contexts) {
      for (const problem of helpProblemValues) {
        const started = performance.now();
        writeHelpAdvice(context, question(problem));
        times.push(performance.now() - started);
      }
    }
  }
  const summary = summarize(times);
  return {
    rows: [
      [
        'A. Built-in help advice, per answer (p50 / p95 / max)',
        `${formatMs(summary.p50)} / ${formatMs(summary.p95)} / ${formatMs(summary.max)} (${summary.count} answers)`,
        `p95 < ${adviceTarget.p95Ms} ms`,
        summary.p95 < adviceTarget.p95Ms ? '✅' : '❌',
      ],
    ],
    notes: [],
    setup: `Advice section: in process, ${rounds} rounds of the 5 problems for 3 brides after one warm-up round.`,
  };
}
