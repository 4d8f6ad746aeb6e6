import { Box, Heading, List, Text } from '@chakra-ui/react';

const benefits = [
  {
    title: 'A coaching plan for every bride',
    text: 'Before she arrives: her style, her venue, how she decides, and dresses to pull from your boutique.',
  },
  {
    title: 'Help in the hard moments',
    text: 'Advice in seconds when a dress disappoints, confidence wobbles or a guest takes over.',
  },
  {
    title: 'Your coaching goals',
    text: 'The goals your boutique sets for you, with advice on reaching them in each appointment.',
  },
] as const;

/** What a consultant's account gives her, beside the set-up form. */
export function ConsultantBenefits() {
  return (
    <Box as="section" aria-labelledby="benefits-heading" bg="brand.50" borderRadius="xl" p={{ base: 5, md: 6 }}>
      <Heading as="h2" id="benefits-heading" size="lg" color="brand.900" mb="4">
        What you get as a consultant
      </Heading>
      <List.Root listStyleType="none" gap="4">
        {benefits.map((benefit) => (
          <List.Item key={benefit.title} display="block">
            <Text fontWeight="semibold" color="gray.900">
              {benefit.title}
            </Text>
            <Text color="gray.700" fontSize="sm">
              {benefit.text}
            </Text>
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
}
