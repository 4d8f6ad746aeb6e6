import { Button, HStack, Stack } from '@chakra-ui/react';
import { scoreCardLimits, scoreCardMessages, scoreCardReviewSchema } from '@bridal/shared/coaching/score-card';
import { Formik } from 'formik';
import { FocusingForm } from '../../../components/form/focus-first-error';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextareaField } from '../../../components/form/textarea-field';
import { notify } from '../../../lib/notify';
import { showFailure } from '../../../lib/show-failure';

interface ReviewNoteFormProps {
  note: string;
  /** Sends the note; on a failure what she wrote stays in the field. */
  onSave: (note: string) => Promise<void>;
  onCancel?: () => void;
}

/** The admin's note on a card, which the consultant reads on the card and on her dashboard. */
export function ReviewNoteForm({ note, onSave, onCancel }: ReviewNoteFormProps) {
  return (
    <Formik
      initialValues={{ note }}
      validationSchema={scoreCardReviewSchema}
      onSubmit={async (values, form) => {
        try {
          await onSave(values.note.trim());
          notify('success', scoreCardMessages.reviewed, 'She sees it on this card and on her dashboard.');
        } catch (error) {
          showFailure(error, form, 'The review note was not saved');
        }
      }}
    >
      <FocusingForm aria-label="Review note">
        <Stack gap="3">
          <TextareaField
            name="note"
            label="Your note for her"
            rows={3}
            maxLength={scoreCardLimits.reviewNote}
            helperText="What went well, and one thing to try next time."
          />
          <HStack gap="2" flexWrap="wrap">
            <SubmitButton submittingLabel="Saving..." width={{ base: 'full', sm: 'auto' }}>
              Save note
            </SubmitButton>
            {onCancel && (
              <Button type="button" variant="ghost" onClick={onCancel}>
                Cancel
              </Button>
            )}
          </HStack>
        </Stack>
      </FocusingForm>
    </Formik>
  );
}
