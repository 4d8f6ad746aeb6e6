import { describe, expect, it } from '@jest/globals';
import { readSurveyLink, surveyLinkMessages } from './survey-link';

describe("reading what a bride gives for her boutique's survey", () => {
  it('takes the survey link, with or without https://, a query or a trailing slash', () => {
    for (const link of [
      'https://bridalcoach.app/survey/belle-veil',
      '  http://localhost:3000/survey/belle-veil?utm_source=sms  ',
      'bridalcoach.app/survey/belle-veil/',
      'https://bridalcoach.app/survey/Belle-Veil#top',
    ]) {
      expect(readSurveyLink(link)).toEqual({ slug: 'belle-veil' });
    }
  });

  it("takes a bare slug or the boutique's name as she would type it", () => {
    expect(readSurveyLink('belle-veil-2')).toEqual({ slug: 'belle-veil-2' });
    expect(readSurveyLink('Belle & Veil, Portland')).toEqual({ slug: 'belle-veil-portland' });
    expect(readSurveyLink('Crème Bridal')).toEqual({ slug: 'creme-bridal' });
  });

  it('says what is wrong with nothing, another address, or a name with no letters', () => {
    expect(readSurveyLink('   ')).toEqual({ error: surveyLinkMessages.empty });
    for (const other of [
      'https://bridalcoach.app/pricing',
      'www.belle-veil.com',
      'https://bridalcoach.app/survey/%%%',
    ]) {
      expect(readSurveyLink(other)).toEqual({ error: surveyLinkMessages.notASurveyLink });
    }
    expect(readSurveyLink('!!!')).toEqual({ error: surveyLinkMessages.notFound('!!!') });
  });
});
