import { Container, Heading, Stack, Text } from '@chakra-ui/react';

/** The end of the survey: thanks, and what happens next. */
export function SurveyResults({ name, boutiqueName }: { name: string; boutiqueName?: string }) {
  return (
    <Container maxW="xl" px={{ base: 4, md: 6 }} py={{ base: 10, md: 16 }}>
      <Stack gap="5" align="center" textAlign="center" bg="white" rounded="2xl" shadow="sm" p={{ base: 6, md: 10 }}>
        <Heading as="h1" size={{ base: '3xl', md: '4xl' }} color="brand.900">
          Thanks for Sharing!
        </Heading>
        <Text fontSize="lg" color="gray.700">
          {name ? `${name}, we` : 'We'} loved learning about your wedding and your style.
        </Text>
        <Text fontSize="lg" color="gray.700">
          Your consultant{boutiqueName ? ` at ${boutiqueName}` : ''} will have your personalized plan ready for your
          appointment, with dresses chosen just for you. We can't wait to help you find the one!
        </Text>
      </Stack>
    </Container>
  );
}
