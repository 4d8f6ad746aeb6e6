import { Box, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import { MarketingSection } from './marketing-section';

const comingSoonOfferings = [
  'Prom',
  'Quinceañera',
  'Mother of the Bride or Groom',
  'Follow-ups for clients who did not buy',
  'Menswear',
  'Formalwear',
  'Bridesmaid Dresses',
  'Accessories',
] as const;

export function ComingSoonSection() {
  return (
    <MarketingSection
      title="Coming Soon"
      intro="The same coaching, for every appointment your boutique books. Here is what we are building next."
      bg="brand.50"
    >
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, lg: 4 }} gap={{ base: '3', md: '4' }}>
        {comingSoonOfferings.map((offering) => (
          <Box
            as="li"
            key={offering}
            bg="white"
            borderWidth="1px"
            borderColor="brand.100"
            borderRadius="lg"
            p={{ base: '3', md: '4' }}
          >
            <HStack align="flex-start" gap="2">
              <Box w="2" h="2" mt="2" borderRadius="full" bg="brand.400" flexShrink="0" aria-hidden="true" />
              <Text fontWeight="semibold" color="gray.800" fontSize={{ base: 'sm', md: 'md' }}>
                {offering}
              </Text>
            </HStack>
          </Box>
        ))}
      </SimpleGrid>
    </MarketingSection>
  );
}
