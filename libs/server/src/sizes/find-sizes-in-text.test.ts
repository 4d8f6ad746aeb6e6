import { describe, expect, it } from '@jest/globals';
import { findSizesInText, readSizeAnswer } from './find-sizes-in-text';

describe('findSizesInText', () => {
  it('reads the sizes she writes in her own words', () => {
    expect(findSizesInText('I wear a size 20 \u2026 please only pull dresses that come in my size')).toEqual([20]);
    expect(findSizesInText('a 14 or 16')).toEqual([14, 16]);
    expect(findSizesInText("I'm usually a 14 or 16 depending on the brand")).toEqual([14, 16]);
    expect(findSizesInText('UK 18')).toEqual([14]);
    expect(findSizesInText('I bought an EU 44 last time')).toEqual([14]);
    expect(findSizesInText('2X')).toEqual([18, 20]);
    expect(findSizesInText('size 12-14')).toEqual([12, 14]);
    expect(findSizesInText('my size is between 14 and 16')).toEqual([14, 16]);
    expect(findSizesInText('plus size, 22W')).toEqual([22]);
    expect(findSizesInText('UK 16/18')).toEqual([12, 14]);
    expect(findSizesInText('size M')).toEqual([8, 10]);
    expect(findSizesInText('size 14 1/2')).toEqual([14.5]);
  });

  it('ignores numbers that are not sizes', () => {
    for (const text of [
      'Our wedding is on 6/14/2027',
      'from 6/14 to 6/16',
      'budget $2,000',
      '150 guests',
      'we are 20 people',
      'I am 28 years old',
      'a 2-3 hour appointment',
      'ceremony at 10am',
      'I love it 12 times over',
      'I have 2x the fun',
    ]) {
      expect(findSizesInText(text)).toEqual([]);
    }
  });

  it('ignores sizes that make no sense and ranges that are not hers', () => {
    expect(findSizesInText('size 95')).toEqual([]);
    expect(findSizesInText('XXXXL')).toEqual([]);
    expect(findSizesInText('size -4')).toEqual([]);
    expect(findSizesInText('they carry sizes 0-30')).toEqual([]);
    expect(findSizesInText('size 30-28')).toEqual([]);
  });

  it('finds the size among other numbers', () => {
    expect(findSizesInText('It was $1,200 for a size 10 at 3pm on 6/14/2027 with 150 guests')).toEqual([10]);
  });
});

describe('readSizeAnswer', () => {
  it('reads her answer to the size question, where a bare number is a size', () => {
    expect(readSizeAnswer('12')).toEqual([12]);
    expect(readSizeAnswer('12 or 14')).toEqual([12, 14]);
    expect(readSizeAnswer('12/14')).toEqual([12, 14]);
    expect(readSizeAnswer('10-14')).toEqual([10, 12, 14]);
    expect(readSizeAnswer('UK 16')).toEqual([12]);
    expect(readSizeAnswer('2X')).toEqual([18, 20]);
    expect(readSizeAnswer('medium')).toEqual([8, 10]);
    expect(readSizeAnswer('usually a 14')).toEqual([14]);
    expect(readSizeAnswer('I think 12?')).toEqual([12]);
  });

  it('reads nothing from an answer that is no size', () => {
    for (const answer of ['', '  ', '95', '-4', 'XXXXL', 'not sure', '0-30'])
      expect(readSizeAnswer(answer)).toEqual([]);
  });
});
