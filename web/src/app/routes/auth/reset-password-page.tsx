import { Alert, Link, Stack, Text } from '@chakra-ui/react';
import { resetTokenMessage } from '@bridal/shared/validation/reset-token-message';
import { Formik } from 'formik';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../../lib/api-client';
import { validateWithSchema } from '../../../lib/lazy-schema';
import { notify } from '../../../lib/notify';
import { resetPassword } from '../../../features/auth/api/reset-password';
import { FocusingForm } from '../../../components/form/focus-first-error';
import { NewPasswordFields } from '../../../components/form/new-password-fields';
import { SubmitButton } from '../../../components/form/submit-button';
import { AuthCard } from '../../../features/auth/components/auth-card';
import { AuthHeading } from '../../../features/auth/components/auth-heading';
import { BackToLoginLink } from '../../../features/auth/components/back-to-login-link';
import { resetPasswordSchemaModule } from '../../../features/auth/utils/auth-schemas';
import { paths } from '@bridal/shared/web/page-paths';

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
      <AuthHeading title="Choose a New Password">
        {token && <Text color="fg.muted">Pick a strong password you don&apos;t use anywhere else.</Text>}
      </AuthHeading>
      {token ? <ResetPasswordForm token={token} /> : <InvalidLink />}
      <BackToLoginLink />
    </AuthCard>
  );
}

function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();

  async function submit(values: ResetPasswordValues) {
    try {
      await resetPassword({ token, password: values.password });
      notify('success', 'Password Updated', 'Your password has been changed. Please log in.');
      navigate(paths.login);
    } catch (error) {
      notify('error', 'Reset Failed', failureMessage(error));
    }
  }

  return (
    <Formik initialValues={initialValues} validate={validate} onSubmit={submit}>
      {() => (
        <FocusingForm>
          <Stack gap="5">
            <NewPasswordFields label="New Password" required markRequired={false} />
            <SubmitButton submittingLabel="Saving...">Reset Password</SubmitButton>
          </Stack>
        </FocusingForm>
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
            <RouterLink to={paths.forgotPassword}>Request a new reset link</RouterLink>
          </Link>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
