import { Box, Circle, Container, Heading, HStack, List, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { type AnalysisStepState, useAnalysisProgress } from '../hooks/use-analysis-progress';
import { LineIcon } from '../../../components/ui/line-icon';

const stateText: Record<AnalysisStepState, string> = {
  completed: 'done',
  current: 'in progress',
  pending: 'waiting',
};

function StepMarker({ state }: { state: AnalysisStepState }) {
  if (state === 'completed') {
    return (
      <Circle size="8" bg="brand.solid" color="white" flexShrink={0}>
        <LineIcon path="check" size={16} strokeWidth={3} />
      </Circle>
    );
  }
  if (state === 'current') {
    return (
      <Circle size="8" flexShrink={0}>
        <Spinner size="md" color="brand.solid" borderWidth="3px" />
      </Circle>
    );
  }
  return <Circle size="8" borderWidth="2px" borderColor="gray.300" bg="white" flexShrink={0} />;
}

interface AnalysisProgressProps {
  brideId: string;
  onFinished: () => void;
}

/** The loading view: five analysis steps, each pending, current, then completed. */
export function AnalysisProgress({ brideId, onFinished }: AnalysisProgressProps) {
  const { steps, finished } = useAnalysisProgress(brideId);
  const current = steps.find((step) => step.state === 'current');

  useEffect(() => {
    if (finished) onFinished();
  }, [finished, onFinished]);

  return (
    <Container maxW="xl" px={{ base: 4, md: 6 }} py={{ base: 10, md: 16 }}>
      <Stack gap="6" bg="white" rounded="2xl" shadow="sm" p={{ base: 6, md: 10 }}>
        <Stack gap="2" textAlign="center">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="brand.900">
            Creating your style profile
          </Heading>
          <Text color="gray.700">This takes about a minute. Please keep this page open.</Text>
        </Stack>
        <List.Root as="ol" listStyle="none" gap="4" aria-label="Analysis progress">
          {steps.map((step) => (
            <List.Item key={step.label} aria-current={step.state === 'current' ? 'step' : undefined}>
              <HStack gap="4" minH="10">
                <StepMarker state={step.state} />
                <Text
                  fontSize="md"
                  fontWeight={step.state === 'current' ? 'semibold' : 'normal'}
                  color={step.state === 'pending' ? 'fg.muted' : step.state === 'current' ? 'brand.fg' : 'fg'}
                >
                  {step.label}
                  <Box as="span" srOnly>
                    {`: ${stateText[step.state]}`}
                  </Box>
                </Text>
              </HStack>
            </List.Item>
          ))}
        </List.Root>
        <Box role="status" srOnly>
          {current ? `${current.label}...` : 'All done!'}
        </Box>
      </Stack>
    </Container>
  );
}
