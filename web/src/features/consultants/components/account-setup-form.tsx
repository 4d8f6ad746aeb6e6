import { Button, Field, Input, Stack } from '@chakra-ui/react';
import { consultantLimits } from '@bridal/shared/consultants/consultant-limits';
import { consultantMessages } from '@bridal/shared/consultants/consultants';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useNavigate } from 'react-router-dom';
import { TextField } from '../../../components/form/text-field';
import { notify } from '../../../lib/notify';
import { serverMessage } from '../../../lib/server-error';
import { acceptInvitation } from '../api/accept-invitation';

interface SetupValues {
  password: string;
  confirmPassword: string;
}

const initialValues: SetupValues = { password: '', confirmPassword: '' };
const minLength = 8;

interface AccountSetupFormProps {
  token: string;
  email: string;
}

/** Her e-mail (read-only, her username) and the password she chooses. */
export function AccountSetupForm({ token, email }: AccountSetupFormProps) {
  const navigate = useNavigate();

  async function submit(values: SetupValues, form: FormikHelpers<SetupValues>) {
    if (values.password !== values.confirmPassword) {
      notify('error', consultantMessages.passwordMismatchTitle, consultantMessages.passwordMismatch);
      form.setFieldError('confirmPassword', consultantMessages.passwordMismatch);
      return;
    }
    if (values.password.length < minLength) {
      notify('error', consultantMessages.passwordTooShortTitle, consultantMessages.passwordTooShort);
      form.setFieldError('password', consultantMessages.passwordTooShort);
      return;
    }
    try {
      await acceptInvitation({ token, password: values.password });
    } catch (error) {
      notify('error', consultantMessages.setupFailedTitle, serverMessage(error) ?? consultantMessages.setupFailed);
      return;
    }
    notify('success', consultantMessages.accountCreatedTitle, consultantMessages.accountCreated);
    navigate('/login?message=account-created');
  }

  return (
    <Formik initialValues={initialValues} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form noValidate>
          <Stack gap="5">
            <Field.Root readOnly>
              <Field.Label fontWeight="semibold">Email (your username)</Field.Label>
              <Input value={email} readOnly size="lg" autoComplete="username" bg="gray.100" name="email" />
            </Field.Root>
            <TextField
              name="password"
              label="Create Password"
              type="password"
              autoComplete="new-password"
              required
              minLength={minLength}
              maxLength={consultantLimits.password}
              helperText={`At least ${minLength} characters.`}
            />
            <TextField
              name="confirmPassword"
              label="Confirm Password"
              type="password"
              autoComplete="new-password"
              required
              minLength={minLength}
              maxLength={consultantLimits.password}
            />
            <Button
              type="submit"
              colorPalette="brand"
              size="lg"
              width="full"
              loading={isSubmitting}
              loadingText="Setting Up..."
            >
              Complete Setup
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
