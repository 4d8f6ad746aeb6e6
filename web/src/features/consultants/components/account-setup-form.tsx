import { Field, Input, Stack } from '@chakra-ui/react';
import { consultantMessages } from '@bridal/shared/consultants/consultants';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useNavigate } from 'react-router-dom';
import { NewPasswordFields } from '../../../components/form/new-password-fields';
import { SubmitButton } from '../../../components/form/submit-button';
import { lazyModule } from '../../../lib/lazy-schema';
import { notify } from '../../../lib/notify';
import { serverMessage } from '../../../lib/server-error';
import { acceptInvitation } from '../api/accept-invitation';
import { paths } from '../../../lib/paths';

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
        // A short password has its own title; any other rule is refused as the server would refuse it.
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
    navigate(paths.loginAfterAccountCreated);
  }

  return (
    <Formik initialValues={initialValues} onSubmit={submit}>
      {() => (
        <Form noValidate>
          <Stack gap="5">
            <Field.Root readOnly>
              <Field.Label fontWeight="semibold">Email (your username)</Field.Label>
              <Input value={email} readOnly size="lg" autoComplete="username" bg="gray.100" name="email" />
            </Field.Root>
            <NewPasswordFields label="Create Password" required minLength={minLength} />
            <SubmitButton submittingLabel="Setting Up...">Complete Setup</SubmitButton>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
