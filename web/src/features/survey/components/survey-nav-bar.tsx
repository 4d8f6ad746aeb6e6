import { Box, Button, Container, HStack, Progress } from '@chakra-ui/react';
import { type RefObject, useEffect, useRef } from 'react';
import { navBarAttribute } from '../utils/reveal-control';

interface SurveyNavBarProps {
  step: number;
  total: number;
  onBack: () => void;
  submitting: boolean;
  /** Upload progress while the survey is being sent, 0 to 100. */
  uploadPercent: number | null;
}

/**
 * The page keeps the bar's height free at the bottom of the screen while the bar is there: a field
 * the browser scrolls to (the focus moving to it, or scrollIntoView) stops above the bar, not
 * behind it.
 */
function useScrollPaddingFor(bar: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = bar.current;
    if (!element) return undefined;
    const page = document.documentElement;
    const reserve = () => {
      page.style.scrollPaddingBottom = `${element.getBoundingClientRect().height}px`;
    };
    reserve();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(reserve) : undefined;
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      page.style.scrollPaddingBottom = '';
    };
  }, [bar]);
}

/** Back / Next (or Find My Dress), kept at the bottom of the screen on phones. */
export function SurveyNavBar({ step, total, onBack, submitting, uploadPercent }: SurveyNavBarProps) {
  const last = step === total;
  const bar = useRef<HTMLDivElement>(null);
  useScrollPaddingFor(bar);
  return (
    <Box
      ref={bar}
      {...{ [navBarAttribute]: '' }}
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
