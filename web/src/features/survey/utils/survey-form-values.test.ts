import { describe, expect, it } from '@jest/globals';
import { blankSurveyAnswers } from '@bridal/shared/survey/survey-schema';
import { initialSurveyValues } from './survey-form-values';

describe("the survey form's initial values", () => {
  it("are the answers' schema's blank answers, without the boutique and with a blank size", () => {
    const { boutiqueName: _slug, ...blank } = blankSurveyAnswers();
    expect(initialSurveyValues).toEqual({ ...blank, dressSize: '' });
  });
});
