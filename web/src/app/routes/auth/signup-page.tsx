import { Badge, Box, Card, Container, Grid, Heading, Link, List, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { founderName } from '@bridal/shared/accounts/support';
import { consultantSeats, seatLimit } from '@bridal/shared/pricing/pricing';
import type { SignupForm } from '@bridal/shared/validation/signup-schema';
import { Formik } from 'formik';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { validateWithSchema } from '../../../lib/lazy-schema';
import { notify } from '../../../lib/notify';
import { serverMessage } from '../../../lib/server-error';
import { signUp } from '../../../features/auth/api/sign-up';
import { AuthForm } from '../../../features/auth/components/auth-form';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { NewPasswordFields, passwordRuleHint } from '../../../components/form/new-password-fields';
import { SubmitButton } from '../../../components/form/submit-button';
import { SelectField, type SelectOption } from '../../../components/form/select-field';
import { EmailField, TextField } from '../../../features/auth/components/text-field';
import { signupSchemaModule } from '../../../features/auth/utils/auth-schemas';
import { paths } from '@bridal/shared/web/page-paths';
import { countOf } from '@bridal/shared/wording/count-of';

const initialValues: SignupForm = {
  name: '',
  phone: '',
  email: '',
  boutiqueName: '',
  address: '',
  consultantSeats: consultantSeats.default,
  password: '',
  confirmPassword: '',
  agreedToTerms: false,
};

const validate = validateWithSchema<SignupForm>(() => signupSchemaModule().then((module) => module.signupFormSchema));

const consultants = (count: number) => countOf(count, 'consultant');

const seatOptions: SelectOption<number>[] = Array.from(
  { length: consultantSeats.max - consultantSeats.min + 1 },
  (_, index) => {
    const count = consultantSeats.min + index;
    return { value: count, label: consultants(count) };
  },
);

// The words: '{name} will contact you...', {name} being who makes the onboarding call.
const successDescription = `${founderName} will contact you within 24 hours to set up your demo. Check your email for next steps.`;

function failureMessage(error: unknown): string {
  if (error instanceof TypeError) return 'Network error. Please check your connection and try again.';
  return serverMessage(error) ?? 'Failed to book your free weekend. Please try again.';
}

export default function SignupPage() {
  const navigate = useNavigate();

  async function submit(values: SignupForm) {
    try {
      // signUp sends only the request's fields: confirmPassword never leaves the browser.
      await signUp(values);
      notify('success', 'Free Weekend Booked Successfully!', successDescription);
      navigate(paths.login);
    } catch (error) {
      // The form keeps every value, so the user can fix the problem and send again.
      notify('error', 'Booking Failed', failureMessage(error));
    }
  }

  return (
    <Container maxW="6xl" px={{ base: 4, md: 6 }} py={{ base: 8, md: 12 }}>
      <Stack gap="3" mb={{ base: 6, md: 10 }} textAlign={{ md: 'center' }}>
        <Heading as="h1" size={{ base: '2xl', md: '4xl' }} color="brand.fg">
          Book Your Free Weekend
        </Heading>
        <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted" maxW="2xl" mx={{ md: 'auto' }}>
          Give your consultants a weekend with Bridal Coach: AI bride analysis and in-the-moment coaching for every
          appointment, free of charge.
        </Text>
      </Stack>

      <Formik initialValues={initialValues} validate={validate} validateOnChange validateOnBlur onSubmit={submit}>
        {({ values }) => (
          <AuthForm>
            <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap={{ base: 6, lg: 10 }} alignItems="start">
              <Stack gap="6">
                <FormSection number={1} title="Your Information">
                  <TextField name="name" label="Your Name" autoComplete="name" />
                  <TextField name="phone" label="Phone Number" type="tel" autoComplete="tel" inputMode="tel" />
                  <EmailField helperText="This will be your administrator username" />
                </FormSection>

                <FormSection number={2} title="Boutique Details">
                  <TextField name="boutiqueName" label="Boutique Name" autoComplete="organization" />
                  <TextField name="address" label="Boutique Address" autoComplete="street-address" />
                  <SelectField name="consultantSeats" label="Number of Consultants" options={seatOptions} />
                </FormSection>

                <FormSection number={3} title="Account Security">
                  <NewPasswordFields
                    label="Password"
                    helperText={`This will be your administrator password. ${passwordRuleHint}`}
                    required
                    markRequired={false}
                  />
                </FormSection>
              </Stack>

              <Stack gap="6">
                <TrialSummary seats={values.consultantSeats} />

                <CheckboxField
                  name="agreedToTerms"
                  label={
                    <>
                      I agree to the{' '}
                      <Link
                        href={paths.termsOfService}
                        target="_blank"
                        rel="noopener noreferrer"
                        color="brand.fg"
                        textDecoration="underline"
                        fontWeight="semibold"
                      >
                        Terms of Service
                        <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                      </Link>
                    </>
                  }
                />

                <SubmitButton size="xl" submittingLabel="Setting Up Your Free Trial...">
                  Book My Free Weekend
                </SubmitButton>

                <WhatHappensNext />
              </Stack>
            </Grid>
          </AuthForm>
        )}
      </Formik>
    </Container>
  );
}

function FormSection({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  const headingId = `signup-section-${number}`;
  return (
    <Card.Root as="section" aria-labelledby={headingId} variant="outline" bg="white">
      <Card.Body p={{ base: 5, md: 7 }} gap="5">
        <Heading as="h2" id={headingId} size="lg" display="flex" alignItems="center" gap="3">
          <Box
            as="span"
            aria-hidden="true"
            display="inline-flex"
            alignItems="center"
            justifyContent="center"
            boxSize="8"
            borderRadius="full"
            bg="brand.solid"
            color="brand.contrast"
            fontSize="md"
            fontFamily="body"
            flexShrink={0}
          >
            {number}
          </Box>
          {title}
        </Heading>
        {children}
      </Card.Body>
    </Card.Root>
  );
}

function TrialSummary({ seats }: { seats: number }) {
  const features = [
    // A boutique is billed for at least 4 consultants, so it may use at least 4 whatever it picks.
    `Complete platform access for ${consultants(seatLimit(seats))}`,
    'AI bride analysis',
    'Consultant dashboard',
    'No payment required',
    'Trial runs this weekend only',
  ];
  return (
    <Card.Root as="section" aria-labelledby="trial-summary-heading" bg="brand.subtle" borderColor="brand.emphasized">
      <Card.Body p={{ base: 5, md: 7 }} gap="4">
        <Heading as="h2" id="trial-summary-heading" size="lg">
          Your Free Weekend Trial
        </Heading>
        <Badge alignSelf="flex-start" colorPalette="brand" variant="solid" fontSize="lg" px="3" py="1">
          FREE
        </Badge>
        <List.Root variant="plain" gap="2" aria-live="polite">
          {features.map((feature) => (
            <List.Item key={feature.startsWith('Complete') ? 'access' : feature} alignItems="flex-start">
              <List.Indicator aria-hidden="true" color="brand.fg" fontWeight="bold">
                ✓
              </List.Indicator>
              {feature}
            </List.Item>
          ))}
        </List.Root>
      </Card.Body>
    </Card.Root>
  );
}

function WhatHappensNext() {
  return (
    <Box
      as="section"
      aria-labelledby="next-steps-heading"
      borderWidth="1px"
      borderRadius="l3"
      bg="white"
      p={{ base: 5, md: 7 }}
    >
      <Heading as="h2" id="next-steps-heading" size="lg" mb="4">
        What Happens Next?
      </Heading>
      <List.Root as="ol" variant="plain" gap="4">
        <List.Item display="block">
          <Text fontWeight="semibold">Onboarding call within 24 hours</Text>
          <Text color="fg.muted">We&apos;ll call you to set up your boutique and show your team around.</Text>
        </List.Item>
        <List.Item display="block">
          <Text fontWeight="semibold">Try it this weekend</Text>
          <Text color="fg.muted">Your consultants use Bridal Coach with real brides, with nothing to pay.</Text>
        </List.Item>
      </List.Root>
    </Box>
  );
}
