import { describe, expect, it } from '@jest/globals';
import { describeDressSize } from './describe-dress-size';

describe('her size on her profile', () => {
  it('shows her answer, with the US size when she wrote another', () => {
    expect(describeDressSize({ dressSize: '12' })).toBe('12 (from her survey)');
    expect(describeDressSize({ dressSize: 'UK 16' })).toBe('UK 16, US 12 (from her survey)');
    expect(describeDressSize({ dressSize: '14 or 16' })).toBe('14 or 16 (from her survey)');
    expect(describeDressSize({ dressSize: '2X' })).toBe('2X, US 18 or 20 (from her survey)');
  });

  it('shows a size from her notes as one to confirm', () => {
    expect(describeDressSize({ dressSize: '', additionalNotes: 'I wear a size 20' })).toBe(
      'US 20 (from her notes: confirm with her)',
    );
  });

  it('reminds the consultant to ask when she gave none', () => {
    expect(describeDressSize({})).toBe('Not given: ask her');
    expect(describeDressSize({ dressSize: undefined, additionalNotes: '150 guests' })).toBe('Not given: ask her');
  });
});
