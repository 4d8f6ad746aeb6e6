import { Center, Spinner, Text, VStack } from '@chakra-ui/react';

export function PageLoader({ label = 'Loading...' }: { label?: string }) {
  return (
    <Center minH="50vh" role="status" aria-live="polite">
      <VStack gap="3">
        <Spinner color="brand.solid" size="lg" />
        <Text color="fg.muted">{label}</Text>
      </VStack>
    </Center>
  );
}
