import type { ComponentType } from 'react';
import type { InspirationPhotos } from '../hooks/use-inspiration-photos';
import { BudgetStep } from './steps/budget-step';
import { DateStep } from './steps/date-step';
import { FeelingsStep } from './steps/feelings-step';
import { IntentionStep } from './steps/intention-step';
import { LocationStep } from './steps/location-step';
import { NotesStep } from './steps/notes-step';
import { PhotosStep } from './steps/photos-step';
import { PinterestStep } from './steps/pinterest-step';
import { ShoppingPartyStep } from './steps/shopping-party-step';
import { VibesStep } from './steps/vibes-step';

/** The questions of steps 2 to 11, in order; only the photos step reads `photos`. */
const laterStepQuestions: ComponentType<{ photos: InspirationPhotos }>[] = [
  DateStep,
  LocationStep,
  PinterestStep,
  PhotosStep,
  VibesStep,
  ShoppingPartyStep,
  FeelingsStep,
  IntentionStep,
  BudgetStep,
  NotesStep,
];

/** The questions of one step from 2 to 11. */
export function LaterSurveyStep({ step, photos }: { step: number; photos: InspirationPhotos }) {
  const Questions = laterStepQuestions[step - 2] ?? NotesStep;
  return <Questions photos={photos} />;
}
