import { Stack } from '@chakra-ui/react';
import {
  apiKeyNameMaxLength,
  type CreateApiKeyRequest,
  type CreatedApiKeyResponse,
  createApiKeySchema,
} from '@bridal/shared/api-keys/api-keys';
import { Formik, type FormikHelpers } from 'formik';
import { FocusingForm } from '../../../components/form/focus-first-error';
import { SelectField, type SelectOption } from '../../../components/form/select-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { showFailure } from '../../../lib/show-failure';
import { createApiKey } from '../api/create-api-key';

export const apiKeyScopeOptions: readonly SelectOption<CreateApiKeyRequest['scope']>[] = [
  { value: 'read', label: 'Read: brides, appointments, reports, inventory, follow-ups' },
  { value: 'read-write', label: 'Read and write: also book, move and cancel, record outcomes' },
];

export const newApiKeyValues: CreateApiKeyRequest = { name: '', scope: 'read' };

/** The owner's 'New API key' form: a name she will recognise and what the key may do. */
export function CreateApiKeyForm({ onCreated }: { onCreated: (created: CreatedApiKeyResponse) => void }) {
  async function submit(values: CreateApiKeyRequest, form: FormikHelpers<CreateApiKeyRequest>) {
    try {
      onCreated(await createApiKey(createApiKeySchema.cast(values, { stripUnknown: true })));
      form.resetForm();
    } catch (error) {
      showFailure(error, form, 'Could Not Create the Key');
    }
  }

  return (
    <Formik initialValues={newApiKeyValues} validationSchema={createApiKeySchema} onSubmit={submit}>
      <FocusingForm aria-label="New API key">
        <Stack gap="4" maxW="lg">
          <TextField
            name="name"
            label="Name"
            helperText="What uses it, so you know which key to revoke later (for example: Calendar sync)."
            maxLength={apiKeyNameMaxLength}
            required
          />
          <SelectField name="scope" label="What it may do" options={apiKeyScopeOptions} />
          <SubmitButton submittingLabel="Creating..." width="auto" alignSelf="flex-start">
            Create Key
          </SubmitButton>
        </Stack>
      </FocusingForm>
    </Formik>
  );
}
