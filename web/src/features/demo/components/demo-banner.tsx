import { Box, Button, Container, Flex, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@bridal/shared/web/page-paths';

interface DemoBannerProps {
  /** The banner's message; a general one when omitted. */
  children?: ReactNode;
}

/** The demo's banner: this is the demo boutique, and where to sign up. */
export function DemoBanner({ children }: DemoBannerProps) {
  return (
    <Box
      as="aside"
      aria-label="Demo mode"
      bg="blue.50"
      borderBottomWidth="1px"
      borderColor="blue.200"
      _print={{ display: 'none' }}
    >
      <Container maxW="6xl" py="3" px={{ base: 4, md: 6 }}>
        <Flex
          gap="3"
          align={{ base: 'stretch', sm: 'center' }}
          justify="space-between"
          direction={{ base: 'column', sm: 'row' }}
        >
          <Text fontSize="sm" color="blue.900">
            <Text as="strong" fontWeight="bold">
              Demo Mode.{' '}
            </Text>
            {children ??
              'You are exploring a sample boutique with sample brides. Tap the blue dots to learn what each part does.'}
          </Text>
          <Button asChild size="sm" colorPalette="blue" flexShrink={0}>
            <RouterLink to={paths.signup}>Book Your Free Weekend</RouterLink>
          </Button>
        </Flex>
      </Container>
    </Box>
  );
}

/** The demo survey's banner (spec: brides, or consultants on their behalf, fill the survey). */
export function DemoSurveyBanner() {
  return (
    <DemoBanner>
      This is the survey your brides fill in before their appointment, on their own phone or with a consultant filling
      it in on their behalf. Try it as a bride: your answers build a real coaching plan.
    </DemoBanner>
  );
}
