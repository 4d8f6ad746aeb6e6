import { describe, expect, it } from '@jest/globals';
import { readBrideSize } from './bride-size';

describe('readBrideSize', () => {
  it('takes her answer to the size question first', () => {
    expect(readBrideSize({ dressSize: 'UK 16', additionalNotes: 'I wear a size 20' })).toEqual({
      sizes: [12],
      source: 'question',
    });
  });

  it('else reads the sizes she wrote in her other answers', () => {
    expect(
      readBrideSize({ dressSize: '', specificVision: 'Lace. I wear a size 20, please only pull my size' }),
    ).toEqual({ sizes: [20], source: 'text' });
    expect(
      readBrideSize({ customFeeling: 'nervous, I am a 14 or 16', additionalNotes: 'size 16 in most brands' }),
    ).toEqual({
      sizes: [14, 16],
      source: 'text',
    });
  });

  it('falls back to her text when her answer is no size, and gives null when she named none', () => {
    expect(readBrideSize({ dressSize: 'not sure', additionalNotes: 'usually a 10' })).toEqual({
      sizes: [10],
      source: 'text',
    });
    expect(readBrideSize({})).toBeNull();
    expect(readBrideSize({ dressSize: null, additionalNotes: '150 guests on 6/14/2027, budget $2,000' })).toBeNull();
  });
});
