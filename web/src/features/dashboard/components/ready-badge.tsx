import { Badge } from '@chakra-ui/react';

/** The spec's card badge: 'Ready' or 'Analyzing...'. */
export function ReadyBadge({ ready }: { ready: boolean }) {
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
