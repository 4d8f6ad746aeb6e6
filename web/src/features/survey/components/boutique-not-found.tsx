import { Container, Heading, Stack, Text } from '@chakra-ui/react';

/** An unknown boutique in the survey link: no survey, a clear way to understand why. */
export function BoutiqueNotFound() {
  return (
    <Container maxW="xl" px={{ base: 4, md: 6 }} py={{ base: 12, md: 20 }}>
      <Stack gap="4" textAlign="center" bg="white" rounded="xl" p={{ base: 6, md: 10 }} shadow="sm">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="brand.900">
          We couldn't find this boutique
        </Heading>
        <Text fontSize="lg" color="gray.700">
          Please check the survey link your boutique sent you.
        </Text>
      </Stack>
    </Container>
  );
}
