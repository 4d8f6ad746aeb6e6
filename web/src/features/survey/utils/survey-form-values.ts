import { surveyListFields, surveyTextFields } from '@bridal/shared/survey/survey-fields';
import type { SurveyAnswers } from '@bridal/shared/survey/survey-schema';

/** The survey form's values: every answer but the boutique, which comes from the link. */
export type SurveyFormValues = Omit<SurveyAnswers, 'boutiqueName'>;
export type SurveyField = keyof SurveyFormValues;

/**
 * Every answer present and empty, as the answers' schema has them (blankSurveyAnswers, checked
 * by survey-form-values.test.ts), from the field lists rather than the schema: the first step
 * opens without the schema's validation library, which loads while she types her name.
 */
export const initialSurveyValues = Object.fromEntries([
  ...surveyTextFields.filter((field) => field !== 'boutiqueName').map((field) => [field, '']),
  ...surveyListFields.map((field) => [field, []]),
]) as unknown as SurveyFormValues;
