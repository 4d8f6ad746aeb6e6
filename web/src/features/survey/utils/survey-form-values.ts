import { blankSurveyAnswers, type SurveyAnswers } from '@bridal/shared/survey/survey-schema';

/** The survey form's values: every answer but the boutique, which comes from the link. */
export type SurveyFormValues = Omit<SurveyAnswers, 'boutiqueName'>;
export type SurveyField = keyof SurveyFormValues;

const { boutiqueName: _slug, ...blank } = blankSurveyAnswers();
// Her size is optional in the answers' type (older answers lack it); the form starts it blank.
export const initialSurveyValues: SurveyFormValues = { ...blank, dressSize: '' };
