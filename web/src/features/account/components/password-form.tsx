import { Text } from '@chakra-ui/react';
import { accountMessages } from '@bridal/shared/accounts/account-details';
import type { FormikHelpers } from 'formik';
import { NewPasswordFields } from '../../../components/form/new-password-fields';
import { TextField } from '../../../components/form/text-field';
import { validateWithSchema } from '../../../lib/lazy-schema';
import { notify } from '../../../lib/notify';
import { changePassword } from '../api/change-password';
import { accountSchemaModule } from '../utils/account-schemas';
import { showFailure } from '../../../lib/show-failure';
import { AccountFormCard } from './account-form-card';

interface PasswordValues {
  currentPassword: string;
  password: string;
  confirmPassword: string;
}

const initialValues: PasswordValues = { currentPassword: '', password: '', confirmPassword: '' };
const validate = validateWithSchema<PasswordValues>(() =>
  accountSchemaModule().then((module) => module.changePasswordFormSchema),
);

/** A new password, given her current one; her other devices are signed out. */
export function PasswordForm() {
  async function submit(values: PasswordValues, form: FormikHelpers<PasswordValues>) {
    try {
      await changePassword(values);
      notify('success', accountMessages.passwordChangedTitle, accountMessages.passwordChanged);
      form.resetForm();
    } catch (error) {
      showFailure(error, form, 'Password Not Changed');
    }
  }

  return (
    <AccountFormCard
      title="Password"
      intro={<Text color="fg.muted">Changing it signs you out on every other device.</Text>}
      initialValues={initialValues}
      validate={validate}
      onSubmit={submit}
      submitLabel="Change Password"
    >
      <TextField
        name="currentPassword"
        label="Current Password"
        type="password"
        autoComplete="current-password"
        required
        markRequired={false}
      />
      <NewPasswordFields label="New Password" required markRequired={false} />
    </AccountFormCard>
  );
}
