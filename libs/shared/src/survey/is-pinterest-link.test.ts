import { describe, expect, it } from '@jest/globals';
import { validationErrors } from '../validation/validation-errors';
import { isPinterestLink, normalisePinterestLink } from './is-pinterest-link';
import { surveyAnswersSchema, surveyMessages } from './survey-schema';

describe('a Pinterest board link', () => {
  it("takes Pinterest's own domains, their www and country editions, and pin.it", () => {
    for (const link of [
      'https://pinterest.com/clara/wedding/',
      'https://www.pinterest.com/clara/wedding/',
      'https://uk.pinterest.com/clara/wedding/',
      'https://www.pinterest.co.uk/clara/wedding/',
      'https://pinterest.ca/clara/wedding/',
      'https://www.pinterest.com.au/clara/wedding/',
      'https://pinterest.de/clara/hochzeit/',
      'https://www.pinterest.fr/clara/mariage/',
      'https://pinterest.jp/clara/wedding/',
      'http://WWW.PINTEREST.COM/clara/wedding/',
      'https://pin.it/4xYz',
    ]) {
      expect([link, isPinterestLink(link)]).toEqual([link, true]);
    }
  });

  it('refuses look-alike domains anyone can register', () => {
    for (const link of [
      'https://pinterest.eu.org/clara/wedding/',
      'https://pinterest.my.id/clara/wedding/',
      'https://evilpinterest.com/clara/wedding/',
      'https://pinterest.com.evil.example/clara/wedding/',
      'https://www.pinterest.com.evil.example/x',
      'https://pinterest.example/x',
      'https://a.b.pinterest.com/x',
      'https://pin.it.evil.example/x',
      'https://www.pinterest.com@evil.example/x',
      'https://evil.example@pinterest.com/x',
      'javascript:alert(1)',
      'ftp://pinterest.com/x',
      'not a link',
    ]) {
      expect([link, isPinterestLink(link)]).toEqual([link, false]);
    }
  });

  it('is refused in the survey with the usual message', async () => {
    const errors = await validationErrors(surveyAnswersSchema, {
      name: 'Clara',
      pinterestBoard: 'https://pinterest.eu.org/clara/wedding/',
    });
    expect(errors).toEqual({ pinterestBoard: surveyMessages.pinterestBoard });
  });

  it('is taken without "https://", as a bride types it, and stored with it', async () => {
    expect(normalisePinterestLink('  www.pinterest.com/clara/wedding/ ')).toBe(
      'https://www.pinterest.com/clara/wedding/',
    );
    expect(normalisePinterestLink('pin.it/4xYz')).toBe('https://pin.it/4xYz');
    expect(normalisePinterestLink('//pinterest.com/clara')).toBe('https://pinterest.com/clara');
    expect(normalisePinterestLink('pinterest.com:443/clara')).toBe('https://pinterest.com:443/clara');
    expect(normalisePinterestLink('http://pinterest.com/clara')).toBe('http://pinterest.com/clara');
    expect(normalisePinterestLink('')).toBe('');
    expect(
      await validationErrors(surveyAnswersSchema, { name: 'Clara', pinterestBoard: 'pinterest.com/clara/w' }),
    ).toEqual({});
    const stored = await surveyAnswersSchema.validate({ name: 'Clara', pinterestBoard: ' uk.pinterest.com/clara/w ' });
    expect(stored.pinterestBoard).toBe('https://uk.pinterest.com/clara/w');
    expect(surveyAnswersSchema.cast({ name: 'Clara', pinterestBoard: 'pin.it/4xYz' }).pinterestBoard).toBe(
      'https://pin.it/4xYz',
    );
  });

  it('without "https://" is still refused, with the usual message, when it is not Pinterest', async () => {
    for (const link of [
      'example.com/clara/wedding',
      'pinterest.eu.org/clara/wedding/',
      'www.pinterest.com.evil.example/x',
      'evil.example@pinterest.com/x',
      'javascript:alert(1)',
      'ftp://pinterest.com/x',
      'not a link',
      'pinterest',
    ]) {
      const errors = await validationErrors(surveyAnswersSchema, { name: 'Clara', pinterestBoard: link });
      expect([link, errors]).toEqual([link, { pinterestBoard: surveyMessages.pinterestBoard }]);
    }
  });
});
