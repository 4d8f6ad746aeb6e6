import { Heading, Stack, Text } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { validateWithSchema } from '../../../lib/lazy-schema';
import { notify } from '../../../lib/notify';
import { startTrial } from '../../../features/auth/api/start-trial';
import { FocusFirstError } from '../../../components/form/focus-first-error';
import { SubmitButton } from '../../../components/form/submit-button';
import { AuthCard } from '../../../features/auth/components/auth-card';
import { AuthHeading } from '../../../features/auth/components/auth-heading';
import { EmailField, TextField } from '../../../features/auth/components/text-field';
import { trialSignupSchemaModule } from '../../../features/auth/utils/auth-schemas';
import { saveDemoAccess } from '../../../lib/demo-access';
import { paths } from '../../../lib/paths';

interface TrialValues {
  name: string;
  phone: string;
  email: string;
  boutiqueName: string;
}

const initialValues: TrialValues = { name: '', phone: '', email: '', boutiqueName: '' };
const validate = validateWithSchema<TrialValues>(() =>
  trialSignupSchemaModule().then((module) => module.trialSignupSchema),
);

export default function TrialSignupPage() {
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);

  async function submit(values: TrialValues) {
    try {
      const { trialId } = await startTrial(values);
      saveDemoAccess(trialId);
      navigate(paths.demo.survey);
    } catch {
      notify('error', 'Something went wrong', 'Please try again or contact us for assistance.');
    }
  }

  return (
    <AuthCard>
      <AuthHeading title="Try Bridal Coach Right Now">
        <Heading as="h2" size="md" fontFamily="body" fontWeight="semibold">
          Get Instant Access to Our Demo
        </Heading>
        <Text color="fg.muted">
          Tell us a little about you and your boutique, then see the bride survey and the dashboards your team would
          use.
        </Text>
      </AuthHeading>

      <Formik initialValues={initialValues} validate={validate} onSubmit={submit}>
        {() => (
          // POST: submitted before the app hydrates the pre-rendered page, the fields stay out of the URL.
          <Form ref={formRef} method="post" noValidate>
            <FocusFirstError form={formRef} />
            <Stack gap="5">
              <TextField name="name" label="Your Name" autoComplete="name" />
              <TextField name="phone" label="Phone Number" type="tel" autoComplete="tel" inputMode="tel" />
              <EmailField />
              <TextField name="boutiqueName" label="Boutique Name" autoComplete="organization" />
              <SubmitButton submittingLabel="Starting Your Demo...">Get Started</SubmitButton>
            </Stack>
          </Form>
        )}
      </Formik>
    </AuthCard>
  );
}
