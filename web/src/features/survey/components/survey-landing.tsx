import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { surveyStartButtonAttribute } from '@bridal/shared/web/survey-start';
import { ConsultantLoginButton } from './consultant-login-button';

interface SurveyLandingProps {
  /** The boutique's name, when the lookup gave one. */
  boutiqueName?: string;
  onStart: () => void;
  /** The pointer or focus is on Start: a head start for loading the steps. */
  onIntentToStart?: () => void;
}

/** The survey's welcome: who is asking, how long it takes, and Start. */
export function SurveyLanding({ boutiqueName, onStart, onIntentToStart }: SurveyLandingProps) {
  return (
    <Container maxW="xl" px={{ base: 4, md: 6 }} pt={{ base: 10, md: 16 }} pb="28">
      <Stack gap="6" align="center" textAlign="center" bg="white" rounded="2xl" shadow="sm" p={{ base: 6, md: 10 }}>
        <Text color="brand.fg" fontWeight="semibold" fontSize="md">
          {boutiqueName ? `Welcome to ${boutiqueName}` : 'Welcome, bride-to-be'}
        </Text>
        <Heading as="h1" size={{ base: '3xl', md: '4xl' }} color="brand.900" lineHeight="1.15">
          Start Your Style Journey
        </Heading>
        <Text fontSize="lg" color="gray.700">
          Tell us about your wedding, your style and who is coming along, and your consultant will prepare a
          personalized plan for your appointment.
        </Text>
        <Text color="fg.muted" fontWeight="medium">
          Takes about 3-5 minutes
        </Text>
        <Button
          colorPalette="brand"
          size="xl"
          width={{ base: 'full', sm: 'auto' }}
          minW={{ sm: '56' }}
          onClick={onStart}
          onPointerEnter={onIntentToStart}
          onPointerDown={onIntentToStart}
          onFocus={onIntentToStart}
          {...{ [surveyStartButtonAttribute]: '' }}
        >
          Start
        </Button>
      </Stack>
      <ConsultantLoginButton />
    </Container>
  );
}
