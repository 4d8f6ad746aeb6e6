import { maxInspirationImages, surveyStepCount } from '@bridal/shared/survey/survey-options';
import type { SurveyField } from './survey-form-values';

export interface SurveyStep {
  title: string;
  description: string;
  /** The answers this step asks for; Next checks only these. */
  fields: readonly SurveyField[];
}

/** The 11 steps in order; only step 1 (the name) is required. */
export const surveySteps: readonly SurveyStep[] = [
  {
    title: 'What should we call you?',
    description: 'Your consultant will greet you by this name.',
    fields: ['name'],
  },
  {
    title: 'When is your wedding?',
    description: "No date yet? That's fine, just skip this step.",
    fields: ['weddingDate', 'weddingDateConfirmed'],
  },
  {
    title: 'Where are you getting married?',
    description: 'The place and the season help us suggest dresses that fit the setting.',
    fields: ['weddingLocation', 'weddingVenue'],
  },
  {
    title: 'Do you have a Pinterest board?',
    description: 'Share a board of dresses or wedding ideas you love.',
    fields: ['pinterestBoard'],
  },
  {
    title: 'Share your inspiration',
    description: `Add up to ${maxInspirationImages} photos of dresses or looks you love: screenshots are perfect.`,
    fields: [],
  },
  {
    title: "What's your wedding vibe?",
    description: 'Choose as many as you like, then tell us about the dress you imagine.',
    fields: ['weddingVibes', 'specificVision'],
  },
  {
    title: 'Who is shopping with you?',
    description: 'Choose everyone who is coming along to your appointment.',
    fields: ['shoppingParty'],
  },
  {
    title: 'How are you feeling about dress shopping?',
    description: 'There are no wrong answers. Choose all that apply.',
    fields: ['currentFeeling', 'customFeeling'],
  },
  {
    title: 'What brings you in?',
    description: 'This helps your consultant plan the right kind of appointment for you.',
    fields: ['shoppingIntention', 'customIntention'],
  },
  {
    title: 'What price point feels right?',
    description: 'Your consultant will show you dresses you will love within your budget.',
    fields: ['budget', 'customBudget'],
  },
  {
    title: 'Anything else your consultant should know?',
    description: 'Must-haves, worries, traditions, timing: anything that helps make your appointment special.',
    fields: ['additionalNotes', 'dressSize'],
  },
];

if (surveySteps.length !== surveyStepCount) {
  throw new Error(`The survey has ${surveySteps.length} steps, the contract says ${surveyStepCount}`);
}

/** The first step (1-based) with an error in any of its answers, or null. */
export function firstStepWithError(errors: Partial<Record<SurveyField, unknown>>): number | null {
  const index = surveySteps.findIndex((step) => step.fields.some((field) => errors[field]));
  return index === -1 ? null : index + 1;
}

export const stepPercent = (step: number) => Math.round((step / surveyStepCount) * 100);

/** The step of her inspiration photos (1-based), where a refused photo is removed. */
export const photosStepNumber = 5;
