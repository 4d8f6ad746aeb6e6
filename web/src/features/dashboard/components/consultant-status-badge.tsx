import { Badge } from '@chakra-ui/react';
import { consultantStatusLabel } from '@bridal/shared/consultants/consultants';

const palettes: Record<string, { colorPalette: string; color: string }> = {
  active: { colorPalette: 'green', color: 'green.900' },
  pending: { colorPalette: 'blue', color: 'blue.900' },
};

/** The spec's badge: 'Account Active', 'Invite Sent' or 'Needs Setup'. */
export function ConsultantStatusBadge({ status }: { status: string }) {
  const palette = palettes[status] ?? { colorPalette: 'orange', color: 'orange.900' };
  return (
    <Badge variant="subtle" size="md" flexShrink={0} {...palette}>
      {consultantStatusLabel(status)}
    </Badge>
  );
}
