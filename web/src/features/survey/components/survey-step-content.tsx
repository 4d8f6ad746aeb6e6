import type { InspirationPhotos } from '../hooks/use-inspiration-photos';
import { BudgetStep } from './steps/budget-step';
import { DateStep } from './steps/date-step';
import { FeelingsStep } from './steps/feelings-step';
import { IntentionStep } from './steps/intention-step';
import { LocationStep } from './steps/location-step';
import { NameStep } from './steps/name-step';
import { NotesStep } from './steps/notes-step';
import { PhotosStep } from './steps/photos-step';
import { PinterestStep } from './steps/pinterest-step';
import { ShoppingPartyStep } from './steps/shopping-party-step';
import { VibesStep } from './steps/vibes-step';

/** The questions of one step (1 to 11). */
export function SurveyStepContent({ step, photos }: { step: number; photos: InspirationPhotos }) {
  switch (step) {
    case 1:
      return <NameStep />;
    case 2:
      return <DateStep />;
    case 3:
      return <LocationStep />;
    case 4:
      return <PinterestStep />;
    case 5:
      return <PhotosStep photos={photos} />;
    case 6:
      return <VibesStep />;
    case 7:
      return <ShoppingPartyStep />;
    case 8:
      return <FeelingsStep />;
    case 9:
      return <IntentionStep />;
    case 10:
      return <BudgetStep />;
    default:
      return <NotesStep />;
  }
}
