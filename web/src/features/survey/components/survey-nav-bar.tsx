import { Box, Button, Container, HStack, Progress } from '@chakra-ui/react';

interface SurveyNavBarProps {
  step: number;
  total: number;
  onBack: () => void;
  submitting: boolean;
  /** Upload progress while the survey is being sent, 0 to 100. */
  uploadPercent: number | null;
}

/** Back / Next (or Find My Dress), kept at the bottom of the screen on phones. */
export function SurveyNavBar({ step, total, onBack, submitting, uploadPercent }: SurveyNavBarProps) {
  const last = step === total;
  return (
    <Box
      position="sticky"
      bottom="0"
      zIndex="sticky"
      bg="white"
      borderTopWidth="1px"
      borderColor="brand.100"
      shadow={{ base: '0 -4px 12px rgba(0, 0, 0, 0.06)', md: 'none' }}
      pb="env(safe-area-inset-bottom, 0px)"
    >
      <Container maxW="2xl" px={{ base: 4, md: 6 }} py="3">
        {submitting && uploadPercent !== null && (
          <Progress.Root value={uploadPercent} colorPalette="brand" size="xs" mb="3">
            <Progress.Label srOnly>Sending your survey</Progress.Label>
            <Progress.Track rounded="full" bg="brand.100" aria-label={`Sending your survey: ${uploadPercent}%`}>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
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
            loadingText={uploadPercent !== null ? `Sending... ${uploadPercent}%` : 'Sending...'}
          >
            {last ? 'Find My Dress' : 'Next'}
          </Button>
        </HStack>
      </Container>
    </Box>
  );
}
