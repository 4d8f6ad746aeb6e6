import { Alert, Button, Flex, Stack } from '@chakra-ui/react';
import type { FollowUp, FollowUpEdit } from '@bridal/shared/follow-ups/follow-up';
import { followUpMessages } from '@bridal/shared/follow-ups/follow-up';
import { Formik, type FormikHelpers, useFormikContext } from 'formik';
import { useState } from 'react';
import { FocusingForm } from '../../../components/form/focus-first-error';
import { TextareaField } from '../../../components/form/textarea-field';
import { TextField } from '../../../components/form/text-field';
import { validateWithSchema } from '../../../lib/lazy-schema';
import { notify } from '../../../lib/notify';
import { failureText, showFailure } from '../../../lib/show-failure';
import { saveFollowUp, sendFollowUp, skipFollowUp } from '../api/follow-ups-api';
import { stepLabel } from '../utils/describe-follow-up';
import { followUpSchemaModule } from '../utils/follow-up-schema';
import { ConfirmSkipDialog } from './confirm-skip-dialog';
import { CopyTextMessage } from './copy-text-message';

const validate = validateWithSchema<FollowUpEdit>(() =>
  followUpSchemaModule().then((module) => module.followUpEditSchema),
);

async function cleaned(values: FollowUpEdit): Promise<FollowUpEdit> {
  const { followUpEditSchema } = await followUpSchemaModule();
  return followUpEditSchema.cast(values, { stripUnknown: true });
}

interface ActionsProps {
  followUp: FollowUp;
  onFailure: (message: string, error: unknown) => void;
}

/** Send and Skip beside Save: Send takes the text on screen, saved or not. */
function DraftActions({ followUp, onFailure }: ActionsProps) {
  const form = useFormikContext<FollowUpEdit>();
  const [busy, setBusy] = useState<'send' | 'skip' | null>(null);
  const [confirmSkip, setConfirmSkip] = useState(false);

  async function send() {
    const errors = await form.validateForm();
    if (Object.keys(errors).length > 0) {
      // Shows every field's message, as a submit would.
      void form.submitForm();
      return;
    }
    setBusy('send');
    try {
      // The API saves the edit Send carries before it queues the message.
      // When it goes, in the boutique's zone: now, or after the quiet hours.
      const queued = await sendFollowUp(followUp, await cleaned(form.values));
      notify('success', followUpMessages.queued, queued.queuedNote);
    } catch (error) {
      onFailure('Could not send the follow-up', error);
    } finally {
      setBusy(null);
    }
  }

  async function skip() {
    setBusy('skip');
    try {
      await skipFollowUp(followUp);
      notify('success', followUpMessages.skippedDone);
      setConfirmSkip(false);
    } catch (error) {
      setConfirmSkip(false);
      onFailure('Could not skip the follow-up', error);
    } finally {
      setBusy(null);
    }
  }

  return (
    <>
      <Button
        colorPalette="brand"
        onClick={() => void send()}
        loading={busy === 'send'}
        loadingText="Sending..."
        disabled={busy !== null || form.isSubmitting}
      >
        Send
      </Button>
      <Button variant="outline" onClick={() => setConfirmSkip(true)} disabled={busy !== null || form.isSubmitting}>
        Skip
      </Button>
      <ConfirmSkipDialog
        open={confirmSkip}
        stepName={stepLabel(followUp.step)}
        isSkipping={busy === 'skip'}
        onCancel={() => setConfirmSkip(false)}
        onConfirm={() => void skip()}
      />
    </>
  );
}

function SaveButton() {
  const { isSubmitting } = useFormikContext<FollowUpEdit>();
  return (
    <Button type="submit" variant="outline" colorPalette="brand" loading={isSubmitting} loadingText="Saving...">
      Save
    </Button>
  );
}

function CopyCurrentText() {
  const { values } = useFormikContext<FollowUpEdit>();
  return <CopyTextMessage text={values.textMessage ?? ''} />;
}

/**
 * A draft the consultant reviews: subject, message and its text-message version, editable; Save,
 * Send, Skip and 'Copy as text message'. A refusal (already sent, she unsubscribed...) shows in the
 * server's words above the form, and what she typed stays.
 */
export function FollowUpDraft({ followUp }: { followUp: FollowUp }) {
  const [failure, setFailure] = useState<string | null>(null);
  const initialValues: FollowUpEdit = {
    subject: followUp.subject,
    body: followUp.body,
    textMessage: followUp.textMessage,
  };

  function reportFailure(title: string, error: unknown) {
    const message = failureText(error);
    setFailure(message);
    notify('error', title, message);
  }

  async function save(values: FollowUpEdit, form: FormikHelpers<FollowUpEdit>) {
    setFailure(null);
    try {
      const saved = await saveFollowUp(followUp, await cleaned(values));
      form.resetForm({ values: { subject: saved.subject, body: saved.body, textMessage: saved.textMessage } });
      notify('success', followUpMessages.saved);
    } catch (error) {
      setFailure(failureText(error));
      showFailure(error, form, 'Could not save the draft');
    }
  }

  return (
    <Formik initialValues={initialValues} validate={validate} onSubmit={save}>
      <FocusingForm aria-label={`${stepLabel(followUp.step)} draft`}>
        <Stack gap="4">
          {failure && (
            <Alert.Root status="error" variant="outline" bg="white" borderRadius="lg" role="alert">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{failure}</Alert.Title>
              </Alert.Content>
            </Alert.Root>
          )}
          <TextField name="subject" label="Subject" required markRequired={false} />
          <TextareaField name="body" label="Message" required rows={12} />
          <TextareaField
            name="textMessage"
            label="Text message version"
            rows={3}
            helperText="What 'Copy as text message' copies, to send from your phone."
          />
          <Flex gap="2" wrap="wrap">
            <SaveButton />
            <DraftActions followUp={followUp} onFailure={reportFailure} />
          </Flex>
          <CopyCurrentText />
        </Stack>
      </FocusingForm>
    </Formik>
  );
}
