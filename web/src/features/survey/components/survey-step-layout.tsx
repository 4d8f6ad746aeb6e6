import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import { surveyStepCount } from '@bridal/shared/survey/survey-options';
import type { ReactNode, Ref } from 'react';
import { surveySteps } from '../utils/survey-steps';
import { SurveyStepHeader } from './survey-step-header';

interface SurveyStepLayoutProps {
  /** 1 to 11. */
  step: number;
  /** Above the step's header (the draft's "welcome back"). */
  notice?: ReactNode;
  /** The step's heading, which takes the focus when she moves to the step. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** The step's questions. */
  children: ReactNode;
}

/** One step of the survey on screen: where she is, the step's title and what it asks. */
export function SurveyStepLayout({ step, notice, headingRef, children }: SurveyStepLayoutProps) {
  const current = surveySteps[step - 1] ?? surveySteps[0]!;
  return (
    <Container maxW="2xl" px={{ base: 4, md: 6 }} pt={{ base: 5, md: 8 }} pb="8" flex="1">
      {notice}
      <SurveyStepHeader step={step} total={surveyStepCount} />
      <Stack gap="6" mt={{ base: 6, md: 8 }} bg="white" rounded="2xl" shadow="sm" p={{ base: 4, md: 8 }}>
        <Stack gap="2">
          <Heading
            as="h1"
            ref={headingRef}
            tabIndex={-1}
            size={{ base: '2xl', md: '3xl' }}
            color="brand.900"
            lineHeight="1.2"
            _focusVisible={{ outline: 'none' }}
            _focus={{ outline: 'none' }}
          >
            {current.title}
          </Heading>
          <Text color="gray.700">{current.description}</Text>
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}
