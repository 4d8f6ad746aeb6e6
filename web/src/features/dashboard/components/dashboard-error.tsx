import { Alert, Button, Stack } from '@chakra-ui/react';

/** The dashboard could not be loaded: say so and offer to try again, never a blank page. */
export function DashboardError({ onRetry, isRetrying }: { onRetry: () => void; isRetrying: boolean }) {
  return (
    <Alert.Root status="error" variant="outline" bg="white" borderRadius="lg" p={{ base: 4, md: 6 }}>
      <Alert.Indicator />
      <Stack gap="3" flex="1">
        <Alert.Content>
          <Alert.Title as="h1" fontSize="lg">
            We couldn't load your dashboard
          </Alert.Title>
          <Alert.Description>Please check your connection and try again.</Alert.Description>
        </Alert.Content>
        <Button alignSelf="flex-start" colorPalette="brand" onClick={onRetry} loading={isRetrying}>
          Try Again
        </Button>
      </Stack>
    </Alert.Root>
  );
}
