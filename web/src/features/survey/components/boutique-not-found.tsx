import { Container, Heading, Stack, Text } from '@chakra-ui/react';

/**
 * An unknown boutique in the survey link: no survey, a clear way to understand why.
 * `droppedDraft`: answers she had started on this device for it were removed.
 */
export function BoutiqueNotFound({ droppedDraft = false }: { droppedDraft?: boolean }) {
  return (
    <Container maxW="xl" px={{ base: 4, md: 6 }} py={{ base: 12, md: 20 }}>
      <Stack gap="4" textAlign="center" bg="white" rounded="xl" p={{ base: 6, md: 10 }} shadow="sm">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="brand.900">
          We couldn't find this boutique
        </Heading>
        <Text fontSize="lg" color="gray.700">
          Please check the survey link your boutique sent you.
        </Text>
        {droppedDraft && (
          <Text color="gray.700">
            The answers you started for this survey were removed from this device, because this boutique's survey link
            no longer works. Please ask your boutique for its current link.
          </Text>
        )}
      </Stack>
    </Container>
  );
}
