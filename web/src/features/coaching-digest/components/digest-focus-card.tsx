import { Box, Heading, Text } from '@chakra-ui/react';
import type { DigestFocus } from '@bridal/shared/coaching/digest';
import { findingEvidence, focusTitle } from '@bridal/shared/coaching/digest-words';

/** The ONE focus of the week: what, the evidence from her counts, and what to do. */
export function DigestFocusCard({ focus }: { focus: DigestFocus }) {
  return (
    <Box
      as="section"
      aria-label="Your focus this week"
      bg="brand.50"
      borderRadius="lg"
      borderWidth="1px"
      borderColor="brand.200"
      p={{ base: 4, md: 5 }}
    >
      <Text fontSize="sm" fontWeight="semibold" color="brand.800" textTransform="uppercase" letterSpacing="wide">
        Your focus this week
      </Text>
      <Heading as="h2" size="lg" color="brand.900" mt="1">
        {focusTitle(focus)}
      </Heading>
      {focus.finding && <Text mt="2">{findingEvidence(focus.finding)}</Text>}
      <Text mt="2" fontWeight="medium">
        {focus.action}
      </Text>
    </Box>
  );
}
