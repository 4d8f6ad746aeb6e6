import { Button, Field, Input, Stack } from '@chakra-ui/react';
import { consultantMessages } from '@bridal/shared/consultants/consultants';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useNavigate } from 'react-router-dom';
import { PasswordChecklist } from '../../../components/form/password-checklist';
import { TextField } from '../../../components/form/text-field';
import { lazyModule } from '../../../lib/lazy-schema';
import { notify } from '../../../lib/notify';
import { serverMessage } from '../../../lib/server-error';
import { acceptInvitation } from '../api/accept-invitation';

interface SetupValues {
  password: string;
  confirmPassword: string;
}

const initialValues: SetupValues = { password: '', confirmPassword: '' };
const minLength = 8;

// The shared schema (with yup) that the server checks her password with, fetched on first submit.
const schemasModule = lazyModule(() => import('@bridal/shared/consultants/consultant-schemas'));

/** The first rule her password breaks, in the words the server would answer; undefined when it is fine. */
async function passwordProblem(password: string): Promise<string | undefined> {
  const { invitationPasswordField } = await schemasModule();
  try {
    await invitationPasswordField().validate(password);
    return undefined;
  } catch (error) {
    if (error instanceof Error && error.name === 'ValidationError') return error.message;
    throw error;
  }
}

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
    try {
      const problem = await passwordProblem(values.password);
      if (problem) {
        // The spec titles a short password; any other rule is refused as the server would refuse it.
        const tooShort = problem === consultantMessages.passwordTooShort;
        notify(
          'error',
          tooShort ? consultantMessages.passwordTooShortTitle : consultantMessages.setupFailedTitle,
          problem,
        );
        form.setFieldError('password', problem);
        return;
      }
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
      {({ values, isSubmitting }) => (
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
              helperText="Use at least 8 characters with upper and lower case letters, a number and a special character."
            />
            <PasswordChecklist password={values.password} />
            <TextField
              name="confirmPassword"
              label="Confirm Password"
              type="password"
              autoComplete="new-password"
              required
              minLength={minLength}
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
