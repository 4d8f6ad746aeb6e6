import { surveyAnswersSchema, type SurveyContext } from '@bridal/shared/survey/survey-schema';
import { localDay } from '@bridal/shared/survey/survey-rules';
import { type FormikErrors, validateYupSchema, yupToFormErrors } from 'formik';
import { ValidationError } from 'yup';
import type { SurveyFormValues } from './survey-form-values';

/**
 * The survey form's check: Formik's own run of the shared schema, told the bride's own day, so
 * a wedding date before it (on her calendar, not the server's) asks for her confirmation.
 */
export async function validateSurvey(
  values: SurveyFormValues,
  today: string = localDay(),
): Promise<FormikErrors<SurveyFormValues>> {
  try {
    await validateYupSchema(values, surveyAnswersSchema, false, { today } satisfies SurveyContext);
    return {};
  } catch (error) {
    if (error instanceof ValidationError) return yupToFormErrors<SurveyFormValues>(error);
    throw error;
  }
}
