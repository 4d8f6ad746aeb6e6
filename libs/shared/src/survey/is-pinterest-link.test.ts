import { describe, expect, it } from '@jest/globals';
import { validationErrors } from '../validation/validation-errors';
import { isPinterestLink } from './is-pinterest-link';
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
});
