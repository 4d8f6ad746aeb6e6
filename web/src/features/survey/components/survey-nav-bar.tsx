import { Box, Button, Container, HStack, Progress, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { BottomBar } from '../../../components/layout/bottom-bar';
import { navBarAttribute } from '../utils/reveal-control';
import type { SendProgress } from './survey-send-problem';

interface SurveyNavBarProps {
  step: number;
  total: number;
  onBack: () => void;
  submitting: boolean;
  /** What is being sent, while the survey is. */
  progress: SendProgress | null;
  /** Shown above the buttons when sending failed: what happened and what to do. */
  problem?: ReactNode;
}

function progressLabel(progress: SendProgress): string {
  if (progress.phase === 'answers') return 'Sending your answers...';
  if (progress.total === 0) return 'Sending...';
  return `Sending photos: ${progress.sent} of ${progress.total} sent (${progress.percent}%)`;
}

/** Back / Next (or Find My Dress), kept at the bottom of the screen on phones. */
export function SurveyNavBar({ step, total, onBack, submitting, progress, problem }: SurveyNavBarProps) {
  const last = step === total;
  return (
    <BottomBar {...{ [navBarAttribute]: '' }}>
      <Container maxW="2xl" px={{ base: 4, md: 6 }} py="3">
        {problem}
        {submitting && progress !== null && (
          <Box mb="3">
            <Progress.Root value={progress.percent} colorPalette="brand" size="xs">
              <Progress.Label srOnly>Sending your survey</Progress.Label>
              <Progress.Track rounded="full" bg="brand.100" aria-label={progressLabel(progress)}>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
            <Text fontSize="sm" color="gray.700" mt="1.5" aria-live="polite" data-testid="send-progress">
              {progressLabel(progress)}
              {progress.note ? ` · ${progress.note}` : ''}
            </Text>
          </Box>
        )}
        <HStack justify="space-between" gap="3">
          {step > 1 ? (
            <Button type="button" variant="outline" size="lg" minW="28" onClick={onBack} disabled={submitting}>
              Back
            </Button>
          ) : null}
          {/* A key per label: the finish button is a new element, never the Next button that was just pressed. */}
          <Button
            key={last ? 'finish' : 'next'}
            type="submit"
            colorPalette="brand"
            size="lg"
            flex={{ base: '1', sm: 'initial' }}
            ml="auto"
            minW={{ sm: last ? '48' : '36' }}
            loading={last && submitting}
            loadingText="Sending..."
          >
            {last ? 'Find My Dress' : 'Next'}
          </Button>
        </HStack>
      </Container>
    </BottomBar>
  );
}
