import { describe, expect, it } from '@jest/globals';
import { ValidationError } from 'yup';
import { firstErrorPerField } from '../validation/first-error-per-field';
import { earliestDayOnEarth, isPastWeddingDate, localDay } from './survey-rules';
import { surveyAnswersSchema, surveyMessages } from './survey-schema';

/** The messages for an input, validated as the bride's form does on `today`. */
async function errorsOn(today: string | undefined, input: Record<string, unknown>) {
  try {
    await surveyAnswersSchema.validate(input, { abortEarly: false, context: today ? { today } : undefined });
    return {};
  } catch (error) {
    if (error instanceof ValidationError) return firstErrorPerField(error);
    throw error;
  }
}

describe('a wedding date in the past', () => {
  it('is refused without her confirmation, with a message naming the date', async () => {
    expect(await errorsOn('2026-11-24', { name: 'Olive', weddingDate: '2025-06-14' })).toEqual({
      weddingDate:
        'Your wedding date, June 14, 2025, is in the past. Please check the year, or confirm that the date is right.',
    });
    expect(surveyMessages.pastWeddingDate('2020-01-05')).toMatch(/^Your wedding date, January 5, 2020, is in the past/);
  });

  it('is kept when she confirms it, as the form or the multipart body sends it', async () => {
    expect(
      await errorsOn('2026-11-24', { name: 'Olive', weddingDate: '2025-06-14', weddingDateConfirmed: true }),
    ).toEqual({});
    const answers = await surveyAnswersSchema.validate(
      { name: 'Olive', weddingDate: '2025-06-14', weddingDateConfirmed: 'true' },
      { context: { today: '2026-11-24' } },
    );
    expect(answers.weddingDateConfirmed).toBe(true);
  });

  it('asks nothing for today, a future date, no date, or an unticked box on a future date', async () => {
    expect(await errorsOn('2026-11-24', { name: 'Ada', weddingDate: '2026-11-24' })).toEqual({});
    expect(await errorsOn('2026-11-24', { name: 'Ada', weddingDate: '2027-06-14' })).toEqual({});
    expect(await errorsOn('2026-11-24', { name: 'Ada', weddingDate: '' })).toEqual({});
    expect(await errorsOn('2026-11-24', { name: 'Ada', weddingDate: '2027-06-14', weddingDateConfirmed: '' })).toEqual(
      {},
    );
  });

  it('refuses a confirmation that is not a yes or no', async () => {
    expect(await errorsOn('2026-11-24', { name: 'Ada', weddingDateConfirmed: 'maybe' })).toEqual({
      weddingDateConfirmed: surveyMessages.weddingDateConfirmed,
    });
    // With a past date, no answer counts as a yes: both messages are given.
    expect(
      await errorsOn('2026-11-24', { name: 'Ada', weddingDate: '2020-06-01', weddingDateConfirmed: 'maybe' }),
    ).toEqual({
      weddingDate: surveyMessages.pastWeddingDate('2020-06-01'),
      weddingDateConfirmed: surveyMessages.weddingDateConfirmed,
    });
  });

  it('on the server (no day given) is past only once it is past everywhere on earth', async () => {
    const now = new Date('2026-11-25T03:00:00Z');
    // In Hawaii it is still the 24th: her wedding "today" is not past yet.
    expect(earliestDayOnEarth(now)).toBe('2026-11-24');
    expect(isPastWeddingDate('2026-11-24', earliestDayOnEarth(now))).toBe(false);
    expect(isPastWeddingDate('2026-11-23', earliestDayOnEarth(now))).toBe(true);
    expect(isPastWeddingDate('', '2026-11-24')).toBe(false);
    expect(isPastWeddingDate(null, '2026-11-24')).toBe(false);
    expect(await errorsOn(undefined, { name: 'Olive', weddingDate: '2020-06-01' })).toEqual({
      weddingDate: surveyMessages.pastWeddingDate('2020-06-01'),
    });
  });

  it("reads the device's own day for the form", () => {
    expect(localDay(new Date(2026, 10, 4, 23, 30))).toBe('2026-11-04');
  });
});
