import { describe, expect, it } from '@jest/globals';
import { maya } from '@bridal/testing/fixtures/analysis-fixtures';
import { adviceContextFor } from '@bridal/testing/fixtures/advice-fixtures';
import { deciderAwayRecord } from '@bridal/testing/fixtures/record-fixtures';
import { checkRecordFigures } from './check-record-figures';
import { readAdviceFacts } from './read-advice-facts';
import { recordAdvice } from './record-advice';

const lines = recordAdvice(deciderAwayRecord, readAdviceFacts(adviceContextFor(maya)), null);

describe('the figures a model may state of her record', () => {
  it('takes the figures it was given, and prices and plain counts elsewhere', () => {
    expect(lines).toHaveLength(1);
    expect(
      checkRecordFigures(
        "### From your record\n- Maya shops alone. From your record: 8 of your 14 no-sales in the last 90 days were 'Decision-maker not there' (57.1 %; the rest of the team: 15 %, 6 of 40).\n- Show 5 dresses at most; stay within $3,000 - $5,000.",
        lines,
      ),
    ).toEqual([]);
  });

  it('refuses a figure of her record or a percentage it was not given, and advice that cites none', () => {
    expect(checkRecordFigures('Your record: 9 of your 14 no-sales were the decision-maker (64 %).', lines)).toEqual([
      '9 is not a figure of her record you were given',
      '64 % is not a figure of her record you were given',
      'the figure from her record that the advice draws on is not cited',
    ]);
    expect(checkRecordFigures('Ask who decides, early. Most brides like her buy on a second visit.', lines)).toEqual([
      'the figure from her record that the advice draws on is not cited',
    ]);
    // Given no record, none may be stated.
    expect(checkRecordFigures('Your closing ratio is 35 %, under the team’s.', [])).toEqual([
      '35 % is not a figure of her record you were given',
    ]);
    expect(checkRecordFigures('You closed 3 of your last 10 appointments.', [])).toEqual([
      '3 is not a figure of her record you were given',
      '10 is not a figure of her record you were given',
    ]);
  });
});
