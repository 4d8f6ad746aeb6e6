import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import { readSurveyLink, surveyLinkMessages } from '@bridal/shared/survey/survey-link';
import { Formik, type FormikHelpers } from 'formik';
import { useNavigate } from 'react-router-dom';
import { FocusingForm } from '../../../components/form/focus-first-error';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { ApiError } from '../../../lib/api-client';
import { paths } from '@bridal/shared/web/page-paths';
import { prefetchSurveyBoutique } from '../api/get-survey-boutique';

interface SurveyLinkValues {
  link: string;
}

function validate({ link }: SurveyLinkValues) {
  const reading = readSurveyLink(link);
  return 'error' in reading ? { link: reading.error } : {};
}

/**
 * /survey names no boutique: each boutique has its own survey, and a bride's answers must reach
 * hers. She pastes the link it sent, or types its name; an unknown one is said here, with what
 * she typed kept, before she leaves the page.
 */
export function SurveyLinkRequest() {
  const navigate = useNavigate();

  async function submit({ link }: SurveyLinkValues, { setFieldError }: FormikHelpers<SurveyLinkValues>) {
    const reading = readSurveyLink(link);
    if ('error' in reading) return;
    try {
      await prefetchSurveyBoutique(reading.slug);
      navigate(paths.survey(reading.slug));
    } catch (error) {
      const unknown = error instanceof ApiError && error.status === 404;
      setFieldError('link', unknown ? surveyLinkMessages.notFound(link.trim()) : surveyLinkMessages.lookupFailed);
    }
  }

  return (
    <Container maxW="xl" px={{ base: 4, md: 6 }} py={{ base: 10, md: 16 }}>
      <Stack gap="5" bg="white" rounded="2xl" shadow="sm" p={{ base: 6, md: 10 }}>
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="brand.900" lineHeight="1.2">
          {surveyLinkMessages.title}
        </Heading>
        <Text fontSize="lg" color="gray.700">
          Each boutique has its own style survey, so that your answers reach your consultant. Your boutique sends its
          link by text or e-mail, or shows it as a QR code in the store.
        </Text>
        <Formik
          initialValues={{ link: '' }}
          validate={validate}
          validateOnChange={false}
          validateOnBlur={false}
          onSubmit={submit}
        >
          <FocusingForm>
            <Stack gap="4">
              <TextField
                name="link"
                label="Survey link or boutique name"
                helperText="Paste the link your boutique sent you, or type the boutique's name."
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                markRequired={false}
              />
              <SubmitButton submittingLabel="Finding your survey...">Go to my survey</SubmitButton>
            </Stack>
          </FocusingForm>
        </Formik>
      </Stack>
    </Container>
  );
}
