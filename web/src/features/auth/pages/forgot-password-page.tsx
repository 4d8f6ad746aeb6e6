import { Button, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { validateWithSchema } from '../../../lib/lazy-schema';
import { notify } from '../../../lib/notify';
import { requestPasswordReset } from '../api/request-password-reset';
import { AuthCard } from '../components/auth-card';
import { FocusFirstError } from '../../../components/form/focus-first-error';
import { TextField } from '../components/text-field';
import { forgotPasswordSchemaModule } from '../utils/auth-schemas';

interface ForgotPasswordValues {
  email: string;
}

const initialValues: ForgotPasswordValues = { email: '' };
const validate = validateWithSchema<ForgotPasswordValues>(() =>
  forgotPasswordSchemaModule().then((module) => module.forgotPasswordSchema),
);

export default function ForgotPasswordPage() {
  const [sent, setSent] = useState(false);
  // Focus follows the view switch, so screen-reader users hear the new view's heading.
  const [moveFocus, setMoveFocus] = useState(false);

  return (
    <AuthCard>
      {sent ? (
        <EmailSentView
          onSendAnother={() => {
            setMoveFocus(true);
            setSent(false);
          }}
        />
      ) : (
        <RequestResetView
          autoFocus={moveFocus}
          onSent={() => {
            setMoveFocus(true);
            setSent(true);
          }}
        />
      )}
      <Link asChild alignSelf="center" color="brand.fg" fontWeight="semibold">
        <RouterLink to="/login">Back to Login</RouterLink>
      </Link>
    </AuthCard>
  );
}

function RequestResetView({ onSent, autoFocus }: { onSent: () => void; autoFocus: boolean }) {
  const formRef = useRef<HTMLFormElement>(null);

  async function submit(values: ForgotPasswordValues) {
    try {
      await requestPasswordReset(values);
      notify('success', 'Reset Email Sent', 'Please check your email for password reset instructions.');
      onSent();
    } catch {
      notify('error', 'Error', 'Failed to send reset email. Please try again.');
    }
  }

  return (
    <>
      <Stack gap="2" textAlign="center">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="brand.fg">
          Forgot Your Password?
        </Heading>
        <Text color="fg.muted">
          Enter the email address you log in with and we&apos;ll send you a link to choose a new password.
        </Text>
      </Stack>
      {/* Mounting a fresh Formik is what resets the form after "Send Another Email". */}
      <Formik initialValues={initialValues} validate={validate} onSubmit={submit}>
        {({ isSubmitting }) => (
          // POST: submitted before the app hydrates the pre-rendered page, the fields stay out of the URL.
          <Form ref={formRef} method="post" noValidate>
            <FocusFirstError form={formRef} />
            <Stack gap="5">
              <TextField
                name="email"
                label="Email Address"
                type="email"
                autoComplete="email"
                inputMode="email"
                autoFocus={autoFocus}
              />
              <Button
                type="submit"
                colorPalette="brand"
                size="lg"
                width="full"
                loading={isSubmitting}
                loadingText="Sending..."
              >
                Send Reset Link
              </Button>
            </Stack>
          </Form>
        )}
      </Formik>
    </>
  );
}

function EmailSentView({ onSendAnother }: { onSendAnother: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <Stack gap="4" textAlign="center">
      <Heading as="h1" ref={headingRef} tabIndex={-1} size={{ base: '2xl', md: '3xl' }} color="brand.fg" outline="none">
        Email Sent!
      </Heading>
      <Text>
        If an account uses that address, a link to reset your password is on its way. Please check your inbox (and your
        spam folder); the link works once and expires soon.
      </Text>
      <Button variant="outline" colorPalette="brand" width="full" onClick={onSendAnother}>
        Send Another Email
      </Button>
    </Stack>
  );
}
