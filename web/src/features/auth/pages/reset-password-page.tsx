import { Alert, Button, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { resetTokenMessage } from '@bridal/shared/validation/reset-token-message';
import { Form, Formik } from 'formik';
import { useRef } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../../lib/api-client';
import { validateWithSchema } from '../../../lib/lazy-schema';
import { notify } from '../../../lib/notify';
import { resetPassword } from '../api/reset-password';
import { AuthCard } from '../components/auth-card';
import { FocusFirstError } from '../../../components/form/focus-first-error';
import { PasswordChecklist } from '../../../components/form/password-checklist';
import { TextField } from '../components/text-field';
import { resetPasswordSchemaModule } from '../utils/auth-schemas';

interface ResetPasswordValues {
  password: string;
  confirmPassword: string;
}

const initialValues: ResetPasswordValues = { password: '', confirmPassword: '' };
const validate = validateWithSchema<ResetPasswordValues>(() =>
  resetPasswordSchemaModule().then((module) => module.resetPasswordFormSchema),
);

function failureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 400) return error.serverMessage ?? resetTokenMessage;
  return 'Failed to reset your password. Please try again.';
}

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';

  return (
    <AuthCard>
      <Stack gap="2" textAlign="center">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="brand.fg">
          Choose a New Password
        </Heading>
        {token && <Text color="fg.muted">Pick a strong password you don&apos;t use anywhere else.</Text>}
      </Stack>
      {token ? <ResetPasswordForm token={token} /> : <InvalidLink />}
      <Link asChild alignSelf="center" color="brand.fg" fontWeight="semibold">
        <RouterLink to="/login">Back to Login</RouterLink>
      </Link>
    </AuthCard>
  );
}

function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);

  async function submit(values: ResetPasswordValues) {
    try {
      await resetPassword({ token, password: values.password });
      notify('success', 'Password Updated', 'Your password has been changed. Please log in.');
      navigate('/login');
    } catch (error) {
      notify('error', 'Reset Failed', failureMessage(error));
    }
  }

  return (
    <Formik initialValues={initialValues} validate={validate} onSubmit={submit}>
      {({ values, isSubmitting }) => (
        <Form ref={formRef} noValidate>
          <FocusFirstError form={formRef} />
          <Stack gap="5">
            <TextField
              name="password"
              label="New Password"
              type="password"
              autoComplete="new-password"
              helperText="Use at least 8 characters with upper and lower case letters, a number and a special character."
            />
            <PasswordChecklist password={values.password} />
            <TextField name="confirmPassword" label="Confirm Password" type="password" autoComplete="new-password" />
            <Button
              type="submit"
              colorPalette="brand"
              size="lg"
              width="full"
              loading={isSubmitting}
              loadingText="Saving..."
            >
              Reset Password
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}

function InvalidLink() {
  return (
    <Alert.Root status="error">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{resetTokenMessage}</Alert.Title>
        <Alert.Description>
          <Link asChild color="inherit" fontWeight="semibold" textDecoration="underline">
            <RouterLink to="/forgot-password">Request a new reset link</RouterLink>
          </Link>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
