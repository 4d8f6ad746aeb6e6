import { describe, expect, it } from '@jest/globals';
import { helpAdviceRequestSchema } from '@bridal/shared/advice/advice-schemas';
import { adviceLimits } from '@bridal/shared/advice/help-problems';
import { composeHelpDetails, otherTextMax } from './compose-help-details';

describe('the details of a help request', () => {
  it("put what was typed for 'other' first", () => {
    expect(composeHelpDetails('other', ' Her veil ripped ', ' Ten minutes left ')).toBe(
      'Something else: Her veil ripped\n\nTen minutes left',
    );
    expect(composeHelpDetails('other', 'Her veil ripped', '')).toBe('Something else: Her veil ripped');
  });

  it('are just the optional details for the other problems', () => {
    expect(composeHelpDetails('body-image', 'ignored', '')).toBe('');
    expect(composeHelpDetails('dress-issues', '', 'The bodice gapes')).toBe('The bodice gapes');
  });

  it('stay within what the server accepts when both boxes are full', () => {
    const details = composeHelpDetails('other', 'x'.repeat(otherTextMax), 'y'.repeat(adviceLimits.detailsMax));
    expect(() => helpAdviceRequestSchema.validateSync({ brideId: 'b', problem: 'other', details })).not.toThrow();
  });
});
