import { Box, Heading } from '@chakra-ui/react';
import { type ReactNode, useId } from 'react';

/** One card of the review, named by its heading. */
export function ReviewCard({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      bg="white"
      borderWidth="1px"
      borderRadius="xl"
      p={{ base: 4, md: 6 }}
      minW="0"
    >
      <Heading as="h2" id={headingId} size="lg" color="brand.fg" mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}
