import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import type { ForgotPasswordRequest } from '@bridal/shared/validation/forgot-password-schema';
import { Formik } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { validateWithSchema } from '../../../lib/lazy-schema';
import { notify } from '../../../lib/notify';
import { requestPasswordReset } from '../../../features/auth/api/request-password-reset';
import { SubmitButton } from '../../../components/form/submit-button';
import { AuthForm } from '../../../features/auth/components/auth-form';
import { AuthCard } from '../../../features/auth/components/auth-card';
import { AuthHeading } from '../../../features/auth/components/auth-heading';
import { BackToLoginLink } from '../../../features/auth/components/back-to-login-link';
import { EmailField } from '../../../features/auth/components/text-field';
import { forgotPasswordSchemaModule } from '../../../features/auth/utils/auth-schemas';

const initialValues: ForgotPasswordRequest = { email: '' };
const validate = validateWithSchema<ForgotPasswordRequest>(() =>
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
      <BackToLoginLink />
    </AuthCard>
  );
}

function RequestResetView({ onSent, autoFocus }: { onSent: () => void; autoFocus: boolean }) {
  async function submit(values: ForgotPasswordRequest) {
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
      <AuthHeading title="Forgot Your Password?">
        <Text color="fg.muted">
          Enter the email address you log in with and we&apos;ll send you a link to choose a new password.
        </Text>
      </AuthHeading>
      {/* Mounting a fresh Formik is what resets the form after "Send Another Email". */}
      <Formik initialValues={initialValues} validate={validate} onSubmit={submit}>
        <AuthForm>
          <Stack gap="5">
            <EmailField autoFocus={autoFocus} />
            <SubmitButton submittingLabel="Sending...">Send Reset Link</SubmitButton>
          </Stack>
        </AuthForm>
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
