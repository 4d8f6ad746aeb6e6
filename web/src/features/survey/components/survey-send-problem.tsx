import { Box, Button, HStack, Text } from '@chakra-ui/react';

/** What is being sent, for the bar at the bottom while the survey goes. */
export interface SendProgress {
  /** Her photos first (each on its own), then her answers naming them. */
  phase: 'photos' | 'answers';
  /** Of the photos' bytes, 0 to 100. */
  percent: number;
  /** Photos sent, of all. */
  sent: number;
  total: number;
  /** A photo waiting for the connection, or counting down to its next attempt. */
  note: string | null;
}

/** What went wrong, what she can do, and the button that does it: nothing she entered is lost. */
export function SurveySendProblem({
  message,
  onRetry,
  onReviewPhotos,
}: {
  message: string;
  onRetry: () => void;
  onReviewPhotos?: () => void;
}) {
  return (
    <Box role="alert" bg="red.50" borderColor="red.200" borderWidth="1px" rounded="lg" p="3" mb="3">
      <Text color="red.800" fontSize="sm" fontWeight="medium">
        {message}
      </Text>
      <HStack mt="2" gap="2">
        {onReviewPhotos ? (
          <Button type="button" size="sm" colorPalette="red" variant="outline" bg="white" onClick={onReviewPhotos}>
            Review photos
          </Button>
        ) : (
          <Button type="button" size="sm" colorPalette="red" onClick={onRetry}>
            Try again
          </Button>
        )}
      </HStack>
    </Box>
  );
}
