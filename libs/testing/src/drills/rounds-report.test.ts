/**
 * The kill rounds summed up: an operator reads the median / p95 / worst recovery and the goals
 * line, and a typo on the command line is refused before anything starts.
 */
import { describe, expect, it } from '@jest/globals';
import type { BrideCounts } from './drill-evidence';
import { missedGoals } from './drill-report';
import { DrillsArgsError, parseDrillsArgs } from './drills-args';
import {
  describeSettings,
  formatRoundsReport,
  killRoundsResult,
  percentile,
  recoveryStats,
  type RoundRecord,
} from './rounds-report';

const healthyCounts: BrideCounts = {
  submitted: 300,
  refused: 0,
  stored: 300,
  ready: 300,
  stuck: 0,
  lost: 0,
  duplicatedStepResults: 0,
  duplicateReadyNotes: 0,
  stepsWithFailures: 0,
};

/** Rounds whose steps in flight were finished 1 s, 2 s, … `count` s after the kill. */
const roundsRecoveringIn = (count: number): RoundRecord[] =>
  Array.from({ length: count }, (_, index) => ({
    round: index + 1,
    worker: `worker-${index + 1}`,
    at: 1_000_000 + index * 7_000,
    stepsInFlight: 3,
    replacementStartMs: 3_000 + index * 100,
    recoveryMs: (index + 1) * 1000,
  }));

const outcomeOf = (rounds: RoundRecord[], counts: Partial<BrideCounts> = {}) =>
  killRoundsResult({
    rounds,
    workers: 2,
    everyMs: 7_000,
    counts: { ...healthyCounts, ...counts },
    restarted: [],
    goalMs: 20_000,
  });

describe('percentile', () => {
  it('is the nearest rank: of 1..100, the median is 50 and the p95 is 95', () => {
    const values = Array.from({ length: 100 }, (_, index) => index + 1);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 95)).toBe(95);
    expect(percentile(values, 100)).toBe(100);
  });

  it('of one value is that value, and of none is nothing', () => {
    expect(percentile([4], 95)).toBe(4);
    expect(percentile([], 50)).toBeUndefined();
  });
});

describe('recovery over the rounds', () => {
  it('gives median, p95 and worst over the rounds that caught steps in flight', () => {
    const rounds = [
      ...roundsRecoveringIn(20),
      { ...roundsRecoveringIn(1)[0]!, round: 21, stepsInFlight: 0, recoveryMs: 0 },
    ];
    expect(recoveryStats(rounds)).toEqual({ timed: 20, never: 0, medianMs: 10_000, p95Ms: 19_000, worstMs: 20_000 });
  });

  it('has no worst once a round never recovered, and says how many did not', () => {
    const rounds = roundsRecoveringIn(10);
    rounds[3] = { ...rounds[3]!, recoveryMs: undefined };
    const stats = recoveryStats(rounds);
    expect(stats).toMatchObject({ timed: 10, never: 1, worstMs: undefined });
    // The median of the nine that did recover (1, 2, 3, 5 … 10 s).
    expect(stats.medianMs).toBe(6_000);
  });
});

describe('the rounds against the goals', () => {
  it('meets every goal with nothing lost, stuck or duplicated and the worst round within 20 s', () => {
    const result = outcomeOf(roundsRecoveringIn(20));
    expect(missedGoals(result)).toEqual([]);
    const report = formatRoundsReport({
      startedAt: new Date('2026-11-25T05:00:00Z'),
      rounds: 20,
      machine: '2 CPUs, load average at start 0.10 / 0.20 / 0.30',
      env: {},
      durationMs: 150_000,
      result,
    });
    expect(report).toContain('# Kill -9 drill × 20 rounds');
    expect(report).toContain('load average at start 0.10 / 0.20 / 0.30');
    expect(report).toContain('production settings (no overrides)');
    expect(report).toContain('**10.0 s**<br>p95: **19.0 s**<br>worst: **20.0 s** (goal ≤ 20.0 s)');
    expect(report).toContain('✅ met');
    expect(report).toContain('Every goal met.');
    expect(report).toContain(
      'kills 7.0 s apart on average; a replacement worker started in 3.9 s (median), 4.9 s (worst)',
    );
  });

  it('names each miss: lost, stuck, duplicates, refusals, a slow worst round, a round that never recovered', () => {
    const slow = roundsRecoveringIn(25);
    expect(missedGoals(outcomeOf(slow))).toEqual(['worst: 25.0 s (goal 20.0 s)']);
    const broken = outcomeOf(roundsRecoveringIn(3), {
      lost: 1,
      stuck: 2,
      duplicatedStepResults: 3,
      duplicateReadyNotes: 4,
      refused: 5,
    });
    expect(missedGoals(broken)).toEqual([
      '1 lost',
      '2 stuck',
      '3 duplicated step results',
      '4 duplicate ready notifications',
      '5 surveys refused',
    ]);
    const stalled = roundsRecoveringIn(3);
    stalled[1] = { ...stalled[1]!, recoveryMs: undefined };
    expect(missedGoals(outcomeOf(stalled))).toEqual(['worst: never']);
  });

  it('says which settings it ran with', () => {
    expect(describeSettings({ HOUSEKEEPING_INTERVAL_SECONDS: '2' })).toBe(
      'settings overridden: HOUSEKEEPING_INTERVAL_SECONDS=2',
    );
  });
});

describe('npm run drills arguments', () => {
  it('runs the full drills with none, the short ones with --short, N rounds with --rounds N', () => {
    expect(parseDrillsArgs([])).toEqual({ kind: 'full' });
    expect(parseDrillsArgs(['--short'])).toEqual({ kind: 'short' });
    expect(parseDrillsArgs(['--rounds', '100'])).toEqual({ kind: 'rounds', rounds: 100 });
    expect(parseDrillsArgs(['--rounds=1000'])).toEqual({ kind: 'rounds', rounds: 1000 });
  });

  it.each([
    [['--rounds'], '--rounds needs a number of rounds, from 1 to 1000'],
    [['--rounds', '--short'], '--rounds needs a number of rounds, from 1 to 1000'],
    [['--rounds', '0'], '--rounds 0: give a whole number from 1 to 1000'],
    [['--rounds', '1001'], '--rounds 1001: give a whole number from 1 to 1000'],
    [['--rounds', '2.5'], '--rounds 2.5: give a whole number from 1 to 1000'],
    [['--rounds', '-3'], '--rounds -3: give a whole number from 1 to 1000'],
    [['--rounds', 'ten'], '--rounds ten: give a whole number from 1 to 1000'],
    [['--round', '5'], 'unknown argument "--round"'],
    [['--short', '--rounds', '5'], '--short and --rounds do not go together'],
  ])('refuses %j: %s', (args, message) => {
    expect(() => parseDrillsArgs(args)).toThrow(new DrillsArgsError(message));
  });
});
