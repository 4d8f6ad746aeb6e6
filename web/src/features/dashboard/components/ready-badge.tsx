import { Badge } from '@chakra-ui/react';

/**
 * The card's badge: 'Ready' or 'Analyzing...'; 'Survey not in yet' for a walk-in booked by
 * staff whose survey has not come in.
 */
export function ReadyBadge({ ready, awaitingSurvey = false }: { ready: boolean; awaitingSurvey?: boolean }) {
  if (awaitingSurvey) {
    return (
      <Badge colorPalette="gray" variant="subtle" size="md" color="gray.800">
        Survey not in yet
      </Badge>
    );
  }
  return ready ? (
    <Badge colorPalette="green" variant="solid" size="md" bg="green.700">
      Ready
    </Badge>
  ) : (
    <Badge colorPalette="orange" variant="subtle" size="md" color="orange.900">
      Analyzing...
    </Badge>
  );
}
