import { describe, expect, it } from '@jest/globals';
import { isHers } from './whose-words';

const before = (text: string) => ({ before: text.split(' ') });

describe('whose words a mention is', () => {
  it('gives a mention to the nearest person named before it', () => {
    expect(isHers(before('my sister is'))).toBe(false);
    expect(isHers(before('my sister and i both'))).toBe(true);
    expect(isHers(before('im so happy my sister is'))).toBe(false);
    expect(isHers({ before: [] })).toBe(true);
  });
});
