import { surveyLimits } from '@bridal/shared/survey/survey-schema';
import { TextareaField } from '../fields/text-field';

export function NotesStep() {
  return (
    <TextareaField
      name="additionalNotes"
      label="Notes for your consultant"
      maxLength={surveyLimits.additionalNotes}
      placeholder="Anything you'd like us to know"
    />
  );
}
