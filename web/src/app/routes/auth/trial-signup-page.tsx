import { Heading, Stack, Text } from '@chakra-ui/react';
import type { TrialSignupRequest } from '@bridal/shared/validation/trial-signup-schema';
import { Formik } from 'formik';
import { useNavigate } from 'react-router-dom';
import { validateWithSchema } from '../../../lib/lazy-schema';
import { notify } from '../../../lib/notify';
import { startTrial } from '../../../features/auth/api/start-trial';
import { SubmitButton } from '../../../components/form/submit-button';
import { AuthForm } from '../../../features/auth/components/auth-form';
import { AuthCard } from '../../../features/auth/components/auth-card';
import { AuthHeading } from '../../../features/auth/components/auth-heading';
import { EmailField, TextField } from '../../../features/auth/components/text-field';
import { trialSignupSchemaModule } from '../../../features/auth/utils/auth-schemas';
import { saveDemoAccess } from '../../../lib/demo-access';
import { paths } from '@bridal/shared/web/page-paths';

const initialValues: TrialSignupRequest = { name: '', phone: '', email: '', boutiqueName: '' };
const validate = validateWithSchema<TrialSignupRequest>(() =>
  trialSignupSchemaModule().then((module) => module.trialSignupSchema),
);

export default function TrialSignupPage() {
  const navigate = useNavigate();

  async function submit(values: TrialSignupRequest) {
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
        <AuthForm>
          <Stack gap="5">
            <TextField name="name" label="Your Name" autoComplete="name" />
            <TextField name="phone" label="Phone Number" type="tel" autoComplete="tel" inputMode="tel" />
            <EmailField />
            <TextField name="boutiqueName" label="Boutique Name" autoComplete="organization" />
            <SubmitButton submittingLabel="Starting Your Demo...">Get Started</SubmitButton>
          </Stack>
        </AuthForm>
      </Formik>
    </AuthCard>
  );
}
