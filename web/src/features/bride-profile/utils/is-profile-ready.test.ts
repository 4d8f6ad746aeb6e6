import { describe, expect, it } from '@jest/globals';
import type { SurveyReadBack } from '@bridal/shared/brides/bride-plan';
import { isProfileReady } from './is-profile-ready';

const venue = {
  summary: 'A June garden wedding.',
  vibe: 'Light layers.',
  venueType: 'garden',
  setting: 'outdoor',
  season: 'summer',
  formality: 'semi-formal',
};

const survey = (changes: Partial<SurveyReadBack>) =>
  ({
    consultationStrategy: '## Plan',
    suggestedDresses: '## 3 Suggested Dresses to Pull',
    enhancedImageAnalysis: '## Photos',
    venueAnalysis: venue,
    ...changes,
  }) as SurveyReadBack;

describe("the profile's 'Ready for Consultation' badge", () => {
  it('needs the strategy, the dresses, the image analysis and a venue analysis', () => {
    expect(isProfileReady(survey({}))).toBe(true);
    expect(isProfileReady(survey({ consultationStrategy: null }))).toBe(false);
    expect(isProfileReady(survey({ suggestedDresses: '  ' }))).toBe(false);
    expect(isProfileReady(survey({ enhancedImageAnalysis: null }))).toBe(false);
  });

  it('takes an empty venue analysis as missing', () => {
    expect(isProfileReady(survey({ venueAnalysis: null }))).toBe(false);
    expect(isProfileReady(survey({ venueAnalysis: { ...venue, summary: '', vibe: ' ' } }))).toBe(false);
  });
});
