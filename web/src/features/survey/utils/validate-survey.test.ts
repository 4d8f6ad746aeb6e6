import { describe, expect, it } from '@jest/globals';
import { surveyMessages } from '@bridal/shared/survey/survey-schema';
import { initialSurveyValues } from './survey-form-values';
import { validateSurvey } from './validate-survey';

const answers = (changes: Partial<typeof initialSurveyValues>) => ({
  ...initialSurveyValues,
  name: 'Olive',
  ...changes,
});

describe('the survey form check', () => {
  it('asks her to confirm a wedding date before her own today', async () => {
    expect(await validateSurvey(answers({ weddingDate: '2026-11-23' }), '2026-11-24')).toEqual({
      weddingDate: surveyMessages.pastWeddingDate('2026-11-23'),
    });
    expect(
      await validateSurvey(answers({ weddingDate: '2026-11-23', weddingDateConfirmed: true }), '2026-11-24'),
    ).toEqual({});
  });

  it('takes today, a later day or no date without asking', async () => {
    expect(await validateSurvey(answers({ weddingDate: '2026-11-24' }), '2026-11-24')).toEqual({});
    expect(await validateSurvey(answers({ weddingDate: '2027-05-22' }), '2026-11-24')).toEqual({});
    expect(await validateSurvey(answers({}), '2026-11-24')).toEqual({});
  });

  it('keeps every other rule, nested lists included', async () => {
    expect(await validateSurvey({ ...initialSurveyValues }, '2026-11-24')).toEqual({
      name: surveyMessages.nameRequired,
    });
    const errors = await validateSurvey(answers({ weddingVibes: ['gothic'] }), '2026-11-24');
    expect(errors.weddingVibes).toEqual(['Please choose a listed option for wedding vibes']);
  });
});
