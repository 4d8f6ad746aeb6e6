import { Badge } from '@chakra-ui/react';
import { type BrideBadge, brideBadgeLabels } from '@bridal/shared/dashboard/dashboard';

/**
 * The card's badge (brideBadge): 'Ready' or 'Analyzing...'; 'Awaiting survey' for a walk-in whose
 * survey has not come in; 'Appointment cancelled' for a bride who is not coming.
 */
export function ReadyBadge({ badge }: { badge: BrideBadge }) {
  const label = brideBadgeLabels[badge];
  switch (badge) {
    case 'awaiting_survey':
      return (
        <Badge colorPalette="gray" variant="subtle" size="md" color="gray.800">
          {label}
        </Badge>
      );
    case 'cancelled':
      return (
        <Badge colorPalette="red" variant="subtle" size="md" color="red.800">
          {label}
        </Badge>
      );
    case 'ready':
      return (
        <Badge colorPalette="green" variant="solid" size="md" bg="green.700">
          {label}
        </Badge>
      );
    default:
      return (
        <Badge colorPalette="orange" variant="subtle" size="md" color="orange.900">
          {label}
        </Badge>
      );
  }
}
