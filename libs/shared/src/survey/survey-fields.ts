/** The multipart fields of POST /api/surveys, named as the answers are (surveyAnswersSchema); the form and the API share them. */
export const surveyTextFields = [
  'name',
  'weddingVenue',
  'weddingDate',
  'weddingLocation',
  'pinterestBoard',
  'shoppingIntention',
  'customIntention',
  'budget',
  'customBudget',
  'specificVision',
  'additionalNotes',
  'customFeeling',
  'dressSize',
  'boutiqueName',
] as const;

/** Yes-or-no fields, sent as "true" when ticked and left out otherwise. */
export const surveyFlagFields = ['weddingDateConfirmed'] as const;

/** Fields sent once per chosen value. */
export const surveyListFields = ['currentFeeling', 'weddingVibes', 'shoppingParty'] as const;

export const surveyPhotoField = 'inspirationImages';

/** The ids of photos sent ahead (POST /api/survey-boutiques/{slug}/photos), once per photo, in her order. */
export const surveyStagedPhotoField = 'photoIds';

/** The one file of a photo sent ahead. */
export const stagedPhotoFileField = 'photo';
