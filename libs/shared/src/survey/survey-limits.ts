/**
 * The longest answer each text question takes, in characters: the form's fields hold her to them
 * as she types, and the answers' schema (survey-schema.ts) checks them. A module of their own, so
 * that the survey's first step has them without the schema's validation library.
 */
export const surveyLimits = {
  name: 100,
  weddingVenue: 200,
  weddingLocation: 200,
  pinterestBoard: 500,
  customIntention: 300,
  customBudget: 20,
  customFeeling: 200,
  customPartyMember: 100,
  specificVision: 2000,
  additionalNotes: 2000,
  dressSize: 40,
} as const;
