import { Box, type BoxProps, Heading, HStack, Spinner, Text } from '@chakra-ui/react';
import { type ReactNode, useId } from 'react';

/** The white rounded card that the profile's and the review's pieces sit on. */
export const cardStyle = { bg: 'white', borderWidth: '1px', borderRadius: 'xl', p: { base: 4, md: 6 } } as const;

interface ProfileSectionProps extends Omit<BoxProps, 'title'> {
  title: string;
  children: ReactNode;
}

/** One card of the profile or the review, named by its heading for screen readers. */
export function ProfileSection({ title, children, ...boxProps }: ProfileSectionProps) {
  const headingId = useId();
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      {...cardStyle}
      minW="0"
      _print={{ borderWidth: 0, borderRadius: 0, p: 0, breakInside: 'avoid-page' }}
      {...boxProps}
    >
      <Heading as="h2" id={headingId} size="lg" color="brand.fg" mb="4" _print={{ fontSize: '1.1rem', mb: 0.5 }}>
        {title}
      </Heading>
      {children}
    </Box>
  );
}

/** Stands in for an analysis that is still running. */
export function PendingAnalysis({ what }: { what: string }) {
  return (
    <HStack gap="2" color="fg.muted">
      <Spinner size="sm" color="brand.solid" />
      <Text>{what} is being prepared...</Text>
    </HStack>
  );
}

/** A labelled piece of a section ('Wedding Vibe', 'Dress Style'). */
export function SubHeading({ children }: { children: ReactNode }) {
  return (
    <Heading as="h3" size="sm" textTransform="uppercase" letterSpacing="wide" color="fg.muted" mb="1.5">
      {children}
    </Heading>
  );
}
