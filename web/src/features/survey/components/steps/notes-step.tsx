import { Stack } from '@chakra-ui/react';
import { surveyLimits } from '@bridal/shared/survey/survey-limits';
import { TextareaField, TextField } from '../fields/text-field';

export function NotesStep() {
  return (
    <Stack gap="6">
      <TextareaField
        name="additionalNotes"
        label="Notes for your consultant"
        maxLength={surveyLimits.additionalNotes}
        placeholder="Anything you'd like us to know"
      />
      {/* Her size is asked gently and never required: it only decides which samples are pulled. */}
      <TextField
        name="dressSize"
        label="Your usual dress size (optional)"
        helperText="Only if you'd like: it helps us pull dresses you can try on comfortably. Bridal sizes often run small, so we'll confirm together."
        placeholder="For example: 12, UK 16 or 2X"
        autoComplete="off"
        maxLength={surveyLimits.dressSize}
        maxW={{ sm: 'xs' }}
      />
    </Stack>
  );
}
