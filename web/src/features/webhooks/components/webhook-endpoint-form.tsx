import { chakra, Fieldset, Stack } from '@chakra-ui/react';
import { webhookEventLabels, webhookEventTypes } from '@bridal/shared/webhooks/webhook-events';
import { type WebhookEndpointRequest, webhookEndpointSchema } from '@bridal/shared/webhooks/webhook-endpoint';
import { Formik, type FormikHelpers, useField } from 'formik';
import { FocusingForm } from '../../../components/form/focus-first-error';
import { useVisibleError } from '../../../components/form/form-field';
import { nativeCheckboxStyle } from '../../../components/form/native-checkbox';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { showFailure } from '../../../lib/show-failure';

/** The events she may choose, one box each, bound to the form's `eventTypes` list. */
function EventChoices() {
  const [field, , helpers] = useField<string[]>('eventTypes');
  const error = useVisibleError('eventTypes');
  const chosen = new Set(field.value);
  return (
    <Fieldset.Root invalid={Boolean(error)}>
      <Fieldset.Legend fontWeight="medium">Events to send</Fieldset.Legend>
      <Stack gap="2" mt="2">
        {webhookEventTypes.map((type) => (
          <chakra.label key={type} display="flex" gap="2" alignItems="flex-start" textStyle="sm">
            <chakra.input
              type="checkbox"
              css={nativeCheckboxStyle}
              name="eventTypes"
              value={type}
              checked={chosen.has(type)}
              onChange={(event) => {
                const next = new Set(chosen);
                if (event.target.checked) next.add(type);
                else next.delete(type);
                void helpers.setValue(webhookEventTypes.filter((each) => next.has(each)));
              }}
              onBlur={() => void helpers.setTouched(true)}
            />
            <span>
              {webhookEventLabels[type]} <chakra.code color="fg.muted">({type})</chakra.code>
            </span>
          </chakra.label>
        ))}
      </Stack>
      <Fieldset.ErrorText color="red.700" fontSize="sm">
        {error}
      </Fieldset.ErrorText>
    </Fieldset.Root>
  );
}

interface WebhookEndpointFormProps {
  initialValues: WebhookEndpointRequest;
  submitLabel: string;
  /** Saves; a refusal of the server (a private address) shows under its field. */
  onSave: (values: WebhookEndpointRequest) => Promise<void>;
  failureTitle: string;
}

/** The URL, the events and a note: checked by the same schema as the API's, then by the server (addresses). */
export function WebhookEndpointForm({ initialValues, submitLabel, onSave, failureTitle }: WebhookEndpointFormProps) {
  async function submit(values: WebhookEndpointRequest, form: FormikHelpers<WebhookEndpointRequest>) {
    try {
      await onSave(webhookEndpointSchema.cast(values));
    } catch (error) {
      showFailure(error, form, failureTitle);
    }
  }
  return (
    <Formik initialValues={initialValues} validationSchema={webhookEndpointSchema} onSubmit={submit}>
      <FocusingForm aria-label={submitLabel}>
        <Stack gap="4">
          <TextField
            name="url"
            label="Endpoint URL"
            type="url"
            placeholder="https://example.com/webhooks/bridal-coach"
            helperText="We POST a signed JSON message here when a chosen event happens."
            required
          />
          <TextField name="description" label="Description (optional)" placeholder="Our CRM" />
          <EventChoices />
          <SubmitButton submittingLabel="Saving..." width={{ base: 'full', sm: 'auto' }} alignSelf="flex-start">
            {submitLabel}
          </SubmitButton>
        </Stack>
      </FocusingForm>
    </Formik>
  );
}
