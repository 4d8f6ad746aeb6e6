import { Button, Stack, Text } from '@chakra-ui/react';

/**
 * Shown when the survey reopens with the answers she left on this device. Start over is here
 * because a boutique's tablet may be handed from one bride to the next.
 */
export function SurveyDraftNotice({ onStartOver }: { onStartOver: () => void }) {
  return (
    <Stack
      role="status"
      direction={{ base: 'column', sm: 'row' }}
      gap="3"
      align={{ sm: 'center' }}
      justify="space-between"
      bg="brand.50"
      borderWidth="1px"
      borderColor="brand.100"
      rounded="xl"
      px="4"
      py="3"
      mb={{ base: 5, md: 6 }}
    >
      <Text color="gray.800">Welcome back! We kept your answers on this device, so you can carry on.</Text>
      <Button type="button" variant="outline" size="md" bg="white" flexShrink="0" onClick={onStartOver}>
        Start over
      </Button>
    </Stack>
  );
}
