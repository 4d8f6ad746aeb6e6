import { Badge } from '@chakra-ui/react';

const badges: Record<string, { label: string; colorPalette: string; color: string }> = {
  active: { label: 'Active', colorPalette: 'green', color: 'green.900' },
  pending: { label: 'Pending', colorPalette: 'blue', color: 'blue.900' },
};
const setupRequired = { label: 'Setup Required', colorPalette: 'orange', color: 'orange.900' };

/** The management page's badge: Active, Pending or Setup Required. */
export function TeamStatusBadge({ status }: { status: string }) {
  const { label, ...palette } = badges[status] ?? setupRequired;
  return (
    <Badge variant="subtle" size="md" {...palette}>
      {label}
    </Badge>
  );
}
