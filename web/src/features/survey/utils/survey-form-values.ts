import type { SurveyAnswers } from '@bridal/shared/survey/survey-schema';

/** The survey form's values: every answer but the boutique, which comes from the link. */
export type SurveyFormValues = Omit<SurveyAnswers, 'boutiqueName'>;
export type SurveyField = keyof SurveyFormValues;

export const initialSurveyValues: SurveyFormValues = {
  name: '',
  weddingDate: '',
  weddingLocation: '',
  weddingVenue: '',
  pinterestBoard: '',
  weddingVibes: [],
  specificVision: '',
  shoppingParty: [],
  currentFeeling: [],
  customFeeling: '',
  shoppingIntention: '',
  customIntention: '',
  budget: '',
  customBudget: '',
  additionalNotes: '',
};
