import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { validateWithSchema } from '../../../lib/lazy-schema';
import { notify } from '../../../lib/notify';
import { startTrial } from '../api/start-trial';
import { AuthCard } from '../components/auth-card';
import { FocusFirstError } from '../../../components/form/focus-first-error';
import { TextField } from '../components/text-field';
import { trialSignupSchemaModule } from '../utils/auth-schemas';
import { saveDemoAccess } from '../../../lib/demo-access';

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
      navigate('/survey/demo');
    } catch {
      notify('error', 'Something went wrong', 'Please try again or contact us for assistance.');
    }
  }

  return (
    <AuthCard>
      <Stack gap="2" textAlign="center">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="brand.fg">
          Try Bridal Coach Right Now
        </Heading>
        <Heading as="h2" size="md" fontFamily="body" fontWeight="semibold">
          Get Instant Access to Our Demo
        </Heading>
        <Text color="fg.muted">
          Tell us a little about you and your boutique, then see the bride survey and the dashboards your team would
          use.
        </Text>
      </Stack>

      <Formik initialValues={initialValues} validate={validate} onSubmit={submit}>
        {({ isSubmitting }) => (
          // POST: submitted before the app hydrates the pre-rendered page, the fields stay out of the URL.
          <Form ref={formRef} method="post" noValidate>
            <FocusFirstError form={formRef} />
            <Stack gap="5">
              <TextField name="name" label="Your Name" autoComplete="name" />
              <TextField name="phone" label="Phone Number" type="tel" autoComplete="tel" inputMode="tel" />
              <TextField name="email" label="Email Address" type="email" autoComplete="email" inputMode="email" />
              <TextField name="boutiqueName" label="Boutique Name" autoComplete="organization" />
              <Button
                type="submit"
                colorPalette="brand"
                size="lg"
                width="full"
                loading={isSubmitting}
                loadingText="Starting Your Demo..."
              >
                Get Started
              </Button>
            </Stack>
          </Form>
        )}
      </Formik>
    </AuthCard>
  );
}
