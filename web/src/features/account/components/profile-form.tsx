import { Alert } from '@chakra-ui/react';
import { type AccountDetails, accountMessages } from '@bridal/shared/accounts/account-details';
import type { UpdateProfileRequest } from '@bridal/shared/accounts/account-schemas';
import type { FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { TextField } from '../../../components/form/text-field';
import { validateWithSchema } from '../../../lib/lazy-schema';
import { notify } from '../../../lib/notify';
import { showSavedAccount } from '../api/get-account';
import { updateProfile } from '../api/update-profile';
import { accountSchemaModule } from '../utils/account-schemas';
import { showFailure } from '../../../lib/show-failure';
import { AccountFormCard } from './account-form-card';

/**
 * Her name, phone and e-mail. A new e-mail takes her current password, waits for the link sent to
 * it (the page says so) and signs her other devices out.
 */
export function ProfileForm({ account }: { account: AccountDetails }) {
  const validate = useMemo(
    () =>
      validateWithSchema<UpdateProfileRequest>(() =>
        accountSchemaModule().then((module) => module.updateProfileFormSchema(account.email)),
      ),
    [account.email],
  );

  async function submit(values: UpdateProfileRequest, form: FormikHelpers<UpdateProfileRequest>) {
    try {
      const { updateProfileSchema } = await accountSchemaModule();
      const saved = await updateProfile(updateProfileSchema.cast(values, { stripUnknown: true }));
      await showSavedAccount(saved);
      // A different address than her login was sent a link (again, if it was already waiting).
      const asked = values.email.trim().toLowerCase() !== saved.email.toLowerCase() ? saved.pendingEmail : null;
      notify(
        'success',
        accountMessages.detailsSavedTitle,
        asked ? accountMessages.emailChangeRequested(asked) : accountMessages.detailsSaved,
      );
      form.resetForm({ values: { name: saved.name, phone: saved.phone, email: saved.email, currentPassword: '' } });
    } catch (error) {
      showFailure(error, form, 'Could Not Save Your Details');
    }
  }

  return (
    <AccountFormCard
      title="Your Details"
      initialValues={{ name: account.name, phone: account.phone, email: account.email, currentPassword: '' }}
      validate={validate}
      onSubmit={submit}
      submitLabel="Save Details"
    >
      <TextField name="name" label="Name" autoComplete="name" required />
      <TextField name="phone" label="Phone" type="tel" autoComplete="tel" />
      <TextField
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        required
        helperText="You log in with this address. A new one is sent a link and counts once you open it."
      />
      <TextField
        name="currentPassword"
        label="Current Password"
        type="password"
        autoComplete="current-password"
        helperText="Needed only to change your e-mail address. Your other devices are then signed out."
      />
      {account.pendingEmail && (
        <Alert.Root status="info" borderRadius="md">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>{accountMessages.emailChangePending(account.pendingEmail)}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
    </AccountFormCard>
  );
}
