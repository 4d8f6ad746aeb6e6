/** The multipart fields of POST /api/surveys (spec section 3), shared by the form and the API. */
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
  'boutiqueName',
] as const;

/** Fields sent once per chosen value. */
export const surveyListFields = ['currentFeeling', 'weddingVibes', 'shoppingParty'] as const;

export const surveyPhotoField = 'inspirationImages';
