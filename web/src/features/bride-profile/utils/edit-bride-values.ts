import type { BridePlan } from '@bridal/shared/brides/bride-plan';
import type { EditBrideRequest } from '@bridal/shared/brides/edit-bride';
import { isPastWeddingDate } from '@bridal/shared/survey/survey-rules';

/**
 * The edit dialog's starting values: her details as they are. A past date she already has was
 * confirmed when she gave it, so it starts confirmed; a new past date asks again.
 */
export function editBrideValues({ bride, survey }: BridePlan, today: string): EditBrideRequest {
  return {
    name: bride.name,
    weddingDate: bride.weddingDate ?? '',
    weddingDateConfirmed: isPastWeddingDate(bride.weddingDate, today),
    weddingVenue: bride.weddingVenue,
    weddingLocation: bride.weddingLocation,
    budget: survey.budget,
    customBudget: survey.customBudget,
  };
}

/** What the dialog sends: a custom amount only with the custom budget, as the survey keeps it. */
export function editBrideRequest(values: EditBrideRequest): EditBrideRequest {
  return { ...values, customBudget: values.budget === 'custom' ? values.customBudget : '' };
}
