import { Alert, Button, Link, Stack, Text } from '@chakra-ui/react';
import type { SessionInfo } from '@bridal/shared/accounts/account-types';
import type { LoginRequest } from '@bridal/shared/validation/login-schema';
import { Formik } from 'formik';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { mutate } from 'swr';
import { ApiError } from '../../../lib/api-client';
import { validateWithSchema } from '../../../lib/lazy-schema';
import { notify } from '../../../lib/notify';
import { homePathFor, saveSessionHints, takeIntendedDestination } from '../../../lib/session-hints';
import { sessionKey } from '../../../lib/use-session';
import { login } from '../../../features/auth/api/login';
import { SubmitButton } from '../../../components/form/submit-button';
import { AuthForm } from '../../../features/auth/components/auth-form';
import { AuthCard } from '../../../features/auth/components/auth-card';
import { AuthHeading } from '../../../features/auth/components/auth-heading';
import { EmailField, TextField } from '../../../features/auth/components/text-field';
import { loginSchemaModule } from '../../../features/auth/utils/auth-schemas';
import { paths } from '@bridal/shared/web/page-paths';

const initialValues: LoginRequest = { email: '', password: '' };
const invalidCredentials = 'Invalid email or password. Please try again.';
const validate = validateWithSchema<LoginRequest>(() => loginSchemaModule().then((module) => module.loginSchema));

function failureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 429) {
    return error.serverMessage ?? 'Too many login attempts. Please try again later.';
  }
  return invalidCredentials;
}

export default function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const accountCreated = params.get('message') === 'account-created';

  async function submit(values: LoginRequest) {
    let session: SessionInfo;
    try {
      session = await login(values);
    } catch (error) {
      notify('error', 'Login Failed', failureMessage(error));
      return;
    }
    // Only routing hints are kept in the browser; the password stays in the form and the
    // session itself is the server's httpOnly cookie.
    saveSessionHints(session);
    await mutate(sessionKey, session, { revalidate: false });
    notify('success', 'Welcome back!', `Successfully logged in to ${session.boutiqueName}`);
    navigate(takeIntendedDestination() ?? homePathFor(session));
  }

  return (
    <AuthCard>
      <AuthHeading title="Welcome Back">
        <Text color="fg.muted">Log in to your Bridal Coach account.</Text>
      </AuthHeading>

      {accountCreated && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>Your account has been created. Please log in.</Alert.Title>
        </Alert.Root>
      )}

      <Formik initialValues={initialValues} validate={validate} onSubmit={submit}>
        <AuthForm>
          <Stack gap="5">
            <EmailField />
            <TextField name="password" label="Password" type="password" autoComplete="current-password" />
            <Link asChild alignSelf="flex-end" color="brand.fg" fontSize="sm" fontWeight="semibold">
              <RouterLink to={paths.forgotPassword}>Forgot your password?</RouterLink>
            </Link>
            <SubmitButton submittingLabel="Logging In...">Log In</SubmitButton>
          </Stack>
        </AuthForm>
      </Formik>

      <Stack gap="4" align="center" textAlign="center">
        <Text>
          Don&apos;t have an account?{' '}
          <Link asChild color="brand.fg" fontWeight="semibold" textDecoration="underline">
            <RouterLink to={paths.signup}>Book Your Free Weekend</RouterLink>
          </Link>
        </Text>
        <Button asChild variant="outline" width="full">
          <RouterLink to={paths.home}>Back to Home</RouterLink>
        </Button>
      </Stack>
    </AuthCard>
  );
}
