import { describe, expect, it } from '@jest/globals';
import { defaultScoreCardBehaviours } from './score-card';
import { coachingCountsOf, consultantRecordOf } from '@bridal/testing/fixtures/record-fixtures';
import { readRecordFacts } from './record-facts';

const read = consultantRecordOf;

describe('a consultant’s record facts', () => {
  it('names her dominant no-sale reason when its share is clearly above the rest of the team’s', () => {
    // 6 of her 14 no-sales (42.9 %) against 5 of the rest's 28 (17.9 %): the 90 % interval of the
    // difference stays above zero, just.
    const record = read(
      { completed: 30, sales: 16, reasons: { decision_maker_absent: 6, keep_shopping: 4, budget: 3, timing: 1 } },
      { completed: 60, sales: 32, reasons: { decision_maker_absent: 5, keep_shopping: 11, budget: 7, not_the_one: 5 } },
    );
    const [first] = record.facts;
    expect(first).toMatchObject({
      kind: 'loss_reason',
      reason: 'decision_maker_absent',
      part: 6,
      whole: 14,
      teamPart: 5,
      teamWhole: 28,
      verdict: 'higher',
    });
    expect(first!.evidence).toBe(
      "6 of your 14 no-sales in the last 90 days were 'Decision-maker not there' (42.9 %; the rest of the team: 17.9 %, 5 of 28)",
    );
  });

  it('claims nothing from small counts, however lopsided', () => {
    // 4 of her 5 no-sales: too few to tell, so no reason is named; nor a closing ratio from 7 appointments.
    const record = read(
      {
        completed: 7,
        sales: 2,
        reasons: { decision_maker_absent: 4, budget: 1 },
        behaviours: { askedForSale: { yes: 0, no: 7 } },
      },
      {
        completed: 80,
        sales: 45,
        reasons: { keep_shopping: 20, budget: 15 },
        behaviours: { askedForSale: { yes: 70, no: 10 } },
      },
    );
    expect(record).toEqual({ days: 90, facts: [] });
    // Nothing at all on record: nothing said.
    expect(
      readRecordFacts({
        own: undefined,
        team: coachingCountsOf({ completed: 40, sales: 20 }),
        behaviours: [],
        days: 90,
      }),
    ).toEqual({
      days: 90,
      facts: [],
    });
  });

  it('names no reason when it is no more hers than the team’s, or when two tie for first', () => {
    const inLine = read(
      { completed: 40, sales: 20, reasons: { keep_shopping: 8, budget: 6, timing: 6 } },
      { completed: 80, sales: 40, reasons: { keep_shopping: 15, budget: 15, timing: 10 } },
    );
    expect(inLine.facts.some((fact) => fact.kind === 'loss_reason')).toBe(false);
    const tied = read(
      { completed: 40, sales: 20, reasons: { budget: 9, decision_maker_absent: 9, timing: 2 } },
      { completed: 80, sales: 40, reasons: { keep_shopping: 25, not_the_one: 15 } },
    );
    expect(tied.facts.some((fact) => fact.kind === 'loss_reason')).toBe(false);
  });

  it('names a behaviour she skips, with both counts, and her closing ratio against the rest', () => {
    const record = read(
      {
        completed: 30,
        sales: 9,
        salesOnPullList: 7,
        reasons: { keep_shopping: 8, not_the_one: 7, budget: 6 },
        behaviours: { askedForSale: { yes: 4, no: 26 }, openedWithPlan: { yes: 27, no: 3 } },
      },
      {
        completed: 90,
        sales: 52,
        salesOnPullList: 40,
        reasons: { keep_shopping: 16, not_the_one: 12, budget: 10 },
        behaviours: { askedForSale: { yes: 70, no: 20 }, openedWithPlan: { yes: 80, no: 10 } },
      },
    );
    expect(record.facts.map((fact) => [fact.kind, fact.verdict])).toEqual([
      ['skipped_behaviour', 'lower'],
      ['closing_ratio', 'lower'],
      ['pull_list_rate', 'no_clear_difference'],
    ]);
    const [skipped, closing, pullList] = record.facts;
    expect(skipped).toMatchObject({
      behaviour: { key: 'askedForSale' },
      part: 4,
      whole: 30,
      teamPart: 70,
      teamWhole: 90,
    });
    expect(skipped!.evidence).toBe(
      "'Asked for the sale' was a yes on 4 of your 30 score cards in the last 90 days (13.3 %; the rest of the team: 77.8 %, 70 of 90)",
    );
    expect(closing!.evidence).toBe(
      'you closed 9 of your 30 appointments in the last 90 days (30 %; the rest of the team: 57.8 %, 52 of 90)',
    );
    // 9 sales are enough to compare, and the comparison says no clear difference.
    expect(pullList).toMatchObject({ part: 7, whole: 9, teamPart: 40, teamWhole: 52 });
  });

  it('keeps the two behaviours she skips most', () => {
    const skipAll = Object.fromEntries(defaultScoreCardBehaviours.map((b, i) => [b.key, { yes: i, no: 30 - i }]));
    const doAll = Object.fromEntries(defaultScoreCardBehaviours.map((b) => [b.key, { yes: 80, no: 10 }]));
    const record = read(
      { completed: 30, sales: 15, behaviours: skipAll },
      { completed: 90, sales: 45, behaviours: doAll },
    );
    const skipped = record.facts.filter((fact) => fact.kind === 'skipped_behaviour');
    expect(skipped.map((fact) => fact.kind === 'skipped_behaviour' && fact.behaviour.key)).toEqual([
      'openedWithPlan',
      'askedBudgetAndDecider',
    ]);
  });
});
