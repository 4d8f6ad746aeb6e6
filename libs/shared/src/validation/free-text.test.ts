import { describe, expect, it } from '@jest/globals';
import { normaliseFreeText } from './free-text';

describe('normaliseFreeText', () => {
  it.each([
    ['Anna\nLee', 'Anna Lee'],
    ['Anna\r\nLee', 'Anna Lee'],
    ['  Anna \r\n\r\n Lee\n', 'Anna   Lee'],
    ['Anna\tLee', 'Anna Lee'],
    ['Anna\u2028Lee\u0085', 'Anna Lee'],
    ['An\u0007na\u001b[31m\u007f\u009b', 'Anna[31m'],
    ['Bcc: x@example.com\r\nSubject: hi', 'Bcc: x@example.com Subject: hi'],
    ['Rene\u0301e', 'Ren\u00e9e'],
  ])('keeps a single-line field on one line: %j', (typed, stored) => {
    expect(normaliseFreeText(typed, 'single-line')).toBe(stored);
  });

  it.each([
    ['Dear Nora,\r\n\r\nThe Aurora\ris here.', 'Dear Nora,\n\nThe Aurora\nis here.'],
    ['Line\u2028two\u2029three', 'Line\ntwo\nthree'],
    ['a\tb\u000bc\u0000d\u001be\u0085f', 'a b cde\nf'],
    ['  keeps its own spacing  \n', '  keeps its own spacing  \n'],
    ['Rene\u0301e', 'Ren\u00e9e'],
  ])('keeps a multi-line field in lines of "\\n" and nothing else: %j', (typed, stored) => {
    expect(normaliseFreeText(typed, 'multi-line')).toBe(stored);
  });

  it('leaves a password exactly as typed', () => {
    expect(normaliseFreeText(' Pa\tss\u0301 ', 'verbatim')).toBe(' Pa\tss\u0301 ');
  });
});
