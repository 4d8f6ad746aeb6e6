import type { InferType } from 'yup';
import { surveyAnswersSchema } from '../survey/survey-schema';
import type { BrideSummary } from './bride-plan';

/** The answers an admin may correct (the privacy page promises it); the rest stay as she sent them. */
export const editableBrideFields = [
  'name',
  'weddingDate',
  'weddingDateConfirmed',
  'weddingVenue',
  'weddingLocation',
  'budget',
  'customBudget',
] as const;

/**
 * PATCH /api/brides/{brideId}: each field under the survey's own rule and message, so an admin's
 * correction is held to what the bride herself was (a date that does not exist is refused; one in
 * the past needs confirming). Fields left out keep their value.
 */
export const editBrideSchema = surveyAnswersSchema.pick([...editableBrideFields]);

export type EditBrideRequest = InferType<typeof editBrideSchema>;

/**
 * A PATCH as sent, once the edge found it a JSON object: the fields it names, each still to be held
 * to editBrideSchema merged with her stored answers (a rule may need one she already has, as a
 * past date her stored one confirms). Fields it leaves out keep their value.
 */
export type EditBridePatch = { readonly [Field in (typeof editableBrideFields)[number]]?: unknown };

/** The answers her plan is made from: changing one has her analysis run again. */
export const planShapingFields = [
  'weddingDate',
  'weddingVenue',
  'weddingLocation',
  'budget',
  'customBudget',
] as const satisfies readonly (keyof EditBrideRequest)[];

/** The answer to PATCH /api/brides/{brideId}. */
export interface EditBrideResponse {
  bride: BrideSummary;
  /** True when the change shapes her plan: it is being made again (her status is 'analyzing'). */
  replanning: boolean;
}

export const brideEditMessages = {
  /** The toast after DELETE /api/brides/{brideId}. */
  deleted: (name: string) => `${name} and everything she sent were deleted.`,
  saved: (name: string) => `${name}'s details were saved.`,
  replanning: (name: string) => `${name}'s details were saved. Her plan is being made again with the new answers.`,
} as const;
