import { describe, expect, it } from '@jest/globals';
import { validationErrors } from '../validation/validation-errors';
import { isPinterestLink } from './is-pinterest-link';
import { parseCustomBudget, surveyAnswersSchema, surveyMessages } from './survey-schema';

const errorsOf = (input: Record<string, unknown>) => validationErrors(surveyAnswersSchema, input);

describe('survey answers', () => {
  it('needs only the name', async () => {
    expect(await errorsOf({ name: 'Clara' })).toEqual({});
    expect(await errorsOf({})).toEqual({ name: 'We need your name to personalize your experience' });
    expect(await errorsOf({ name: '   ' })).toEqual({ name: 'We need your name to personalize your experience' });
  });

  it('takes only the listed options', async () => {
    expect(await errorsOf({ name: 'C', weddingVibes: ['beach', 'modern'], currentFeeling: ['open-minded'] })).toEqual(
      {},
    );
    expect((await errorsOf({ name: 'C', weddingVibes: ['gothic'] }))['weddingVibes[0]']).toBe(
      'Please choose a listed option for wedding vibes',
    );
    expect((await errorsOf({ name: 'C', budget: 'cheap' })).budget).toBe(
      'Please choose a listed option for your budget',
    );
    expect((await errorsOf({ name: 'C', shoppingIntention: 'window' })).shoppingIntention).toBeDefined();
  });

  it('takes custom shopping-party entries, and refuses anything else', async () => {
    expect(await errorsOf({ name: 'C', shoppingParty: ['mom', 'custom:Aunt June'] })).toEqual({});
    expect(await errorsOf({ name: 'C', shoppingParty: ['custom:'] })).not.toEqual({});
    expect(await errorsOf({ name: 'C', shoppingParty: ['boyfriend'] })).not.toEqual({});
  });

  it('checks dates, locations, Pinterest links, budgets and lengths', async () => {
    expect((await errorsOf({ name: 'C', weddingDate: '2027-02-30' })).weddingDate).toBe(
      'Please enter a valid wedding date',
    );
    expect((await errorsOf({ name: 'C', weddingLocation: '06/19/2027' })).weddingLocation).toMatch(/not a date/);
    expect((await errorsOf({ name: 'C', pinterestBoard: 'https://example.com/x' })).pinterestBoard).toMatch(
      /Pinterest/,
    );
    expect((await errorsOf({ name: 'C', customBudget: 'lots' })).customBudget).toMatch(/amount/);
    expect((await errorsOf({ name: 'C', specificVision: 'x'.repeat(2001) })).specificVision).toBe(
      'Your vision must be at most 2000 characters',
    );
  });

  it('takes her usual dress size, optional, in the ways she would write it', async () => {
    expect(await errorsOf({ name: 'C' })).toEqual({});
    for (const dressSize of [
      '',
      '   ',
      '12',
      '14W',
      'UK 16',
      'EU 44',
      '2X',
      'XL',
      '14 or 16',
      '12/14',
      'usually a 10',
    ]) {
      expect(await errorsOf({ name: 'C', dressSize })).toEqual({});
    }
    expect((await surveyAnswersSchema.validate({ name: 'C', dressSize: '  UK 16 ' })).dressSize).toBe('UK 16');
  });

  it('asks kindly again for a size that makes no sense', async () => {
    const message =
      "We couldn't read that size. Write it the way you'd say it, like 12, UK 16 or 2X \u2014 or leave it blank.";
    expect(surveyMessages.dressSize).toBe(message);
    for (const dressSize of ['95', 'size 95', 'XXXXL', '-4', 'not sure', 'EU 20']) {
      expect((await errorsOf({ name: 'C', dressSize })).dressSize).toBe(message);
    }
    expect((await errorsOf({ name: 'C', dressSize: '12'.padEnd(41, ' and 14') })).dressSize).toBe(
      'Your dress size must be at most 40 characters',
    );
  });

  it('recognises Pinterest boards and reads custom budgets', () => {
    expect(isPinterestLink('https://www.pinterest.com/clara/wedding/')).toBe(true);
    expect(isPinterestLink('https://pinterest.co.uk/clara/wedding/')).toBe(true);
    expect(isPinterestLink('https://pin.it/4xYz')).toBe(true);
    expect(isPinterestLink('https://pinterest.com.evil.example/x')).toBe(false);
    expect(isPinterestLink('javascript:alert(1)')).toBe(false);
    expect(parseCustomBudget('$2,500')).toBe(2500);
    expect(parseCustomBudget('')).toBeNull();
  });
});
