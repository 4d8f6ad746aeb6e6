import { describe, expect, it } from '@jest/globals';
import { emma, maya, sofia } from '@bridal/testing/fixtures/analysis-fixtures';
import { adviceContextFor } from '@bridal/testing/fixtures/advice-fixtures';
import {
  consultantRecordOf,
  deciderAwayRecord,
  neverAsksRecord,
  usualTeam,
} from '@bridal/testing/fixtures/record-fixtures';
import type { ConsultantRecord } from '@bridal/shared/coaching/record-facts';
import { writeCoaching, writeHelpAdvice } from './local-advisor';

const withRecord = (bride: typeof maya, record?: ConsultantRecord) => ({ ...adviceContextFor(bride), record });
/** The first bullet after the heading (and any quote): what the consultant reads first. */
const firstSection = (advice: string) => advice.split('\n### ')[1]!.split('\n\n')[0]!.trim();

describe('advice that knows the consultant', () => {
  it('leads with what her own record says about this bride, and names the figure', () => {
    // Maya shops alone and came to browse.
    const question = { problem: 'difficult-guests' as const, details: '' };
    const decider = writeHelpAdvice(withRecord(maya, deciderAwayRecord), question);
    const neverAsks = writeHelpAdvice(withRecord(maya, neverAsksRecord), question);

    expect(firstSection(decider)).toBe(
      "From your record\n- **Bring the decision-maker in today.** Maya shops alone: ask in the first ten minutes who else has a say, then bring them in from the fitting room (a video call, or her top two photographed for them), or book the second visit with them before she leaves. From your record: 8 of your 14 no-sales in the last 90 days were 'Decision-maker not there' (57.1 %; the rest of the team: 15 %, 6 of 40).",
    );
    expect(firstSection(neverAsks)).toMatch(
      /^From your record\n- \*\*Ask for the sale\.\*\* When Maya keeps coming back to one dress, ask her plainly: "Is this your dress\?" From your record: 'Asked for the sale' was a yes on 4 of your 30 score cards in the last 90 days \(13\.3 %; the rest of the team: 83\.3 %, 75 of 90\)\.\n- \*\*Close on the day\.\*\* .* From your record: you closed 9 of your 30 appointments in the last 90 days \(30 %; the rest of the team: 55\.6 %, 50 of 90\)\./,
    );
    // The rest of the advice is hers as before.
    const without = writeHelpAdvice(adviceContextFor(maya), question);
    expect(decider.endsWith(without.split('\n').slice(2).join('\n'))).toBe(true);
  });

  it('puts her budget losses first for a bride on a tight budget, and not for one without a ceiling', () => {
    const budgetLosses = consultantRecordOf(
      { completed: 30, sales: 15, salesOnPullList: 12, reasons: { budget: 9, keep_shopping: 3, not_the_one: 3 } },
      usualTeam,
    );
    const question = { problem: 'other' as const, details: 'She keeps looking at the price tags' };
    // Emma: $1,000 - $2,000.
    expect(firstSection(writeHelpAdvice(withRecord(emma, budgetLosses), question))).toMatch(
      /^From your record\n- \*\*Settle the budget before the first dress\.\*\* Her budget is \$1,000 - \$2,000: .* From your record: 9 of your 15 no-sales in the last 90 days were 'Budget'/,
    );
    // Sofia: a custom $6,500 and no note about money.
    const roomy = writeHelpAdvice(withRecord(sofia, budgetLosses), { problem: 'difficult-guests', details: '' });
    expect(roomy).not.toMatch(/From your record/);
  });

  it('leaves out a fact that does not bear on this bride, and says nothing from a short record', () => {
    // Emma brings her mom and her grandmother: the decision-makers are in the room.
    const question = { problem: 'dress-issues' as const, details: '' };
    expect(writeHelpAdvice(withRecord(emma, deciderAwayRecord), question)).toBe(
      writeHelpAdvice(adviceContextFor(emma), question),
    );
    const short = consultantRecordOf(
      {
        completed: 6,
        sales: 1,
        reasons: { decision_maker_absent: 5 },
        behaviours: { askedForSale: { yes: 0, no: 6 } },
      },
      usualTeam,
    );
    expect(short.facts).toEqual([]);
    const advice = writeHelpAdvice(withRecord(maya, short), question);
    expect(advice).toBe(writeHelpAdvice(adviceContextFor(maya), question));
    expect(advice).not.toMatch(/record|%/);
  });

  it('coaches with her record first, after her goals', () => {
    const question = { consultantName: 'Jo', coachingGoals: 'Close on the day' };
    const advice = writeCoaching(withRecord(maya, neverAsksRecord), question);
    expect(advice).toMatch(
      /^## Your Coaching Goals with Maya\n\n> Your goals: "Close on the day"\n\n### From your record\n- \*\*Ask for the sale\.\*\*/,
    );
    expect(advice).toMatch(/### This appointment/);
    expect(writeCoaching(withRecord(maya, deciderAwayRecord), question)).toMatch(
      /### From your record\n- \*\*Bring the decision-maker in today\.\*\*/,
    );
  });
});
