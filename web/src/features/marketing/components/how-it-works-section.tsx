import { Box, Circle, Heading, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import { MarketingSection } from './marketing-section';

const steps = [
  {
    title: 'The bride takes her style survey',
    text: 'About 3-5 minutes before her visit: inspiration photos, her Pinterest board, venue details, style preferences and who is coming along.',
  },
  {
    title: 'AI analysis goes to work',
    text: 'Bridal Coach studies her venue, her photos and her words, and reads them against your inventory and your top sellers.',
  },
  {
    title: 'Your consultant gets a coaching plan',
    text: 'Venue analysis, style and image analysis, a consultation strategy and dress recommendations from your own inventory, each with its reasoning.',
  },
  {
    title: 'Real-time help in the appointment',
    text: 'When a moment gets hard, your consultant describes it in a few taps and gets expert advice on the spot.',
  },
] as const;

export function HowItWorksSection() {
  return (
    <MarketingSection title="How it works" bg="gray.50">
      <SimpleGrid as="ol" listStyleType="none" columns={{ base: 1, md: 2, lg: 4 }} gap="6">
        {steps.map(({ title, text }, index) => (
          <Box as="li" key={title} bg="white" borderRadius="xl" borderWidth="1px" borderColor="gray.200" p="5">
            <HStack gap="3" mb="3" align="center">
              <Circle size="9" bg="brand.600" color="white" fontWeight="bold" flexShrink="0" aria-hidden="true">
                {index + 1}
              </Circle>
              <Heading as="h3" size="md" color="gray.900">
                {title}
              </Heading>
            </HStack>
            <Text color="gray.700">{text}</Text>
          </Box>
        ))}
      </SimpleGrid>
    </MarketingSection>
  );
}
