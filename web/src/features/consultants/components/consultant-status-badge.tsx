import { Badge } from '@chakra-ui/react';

/** The words for each account status; each screen words them its own way. */
export interface StatusLabels {
  active: string;
  pending: string;
  /** Any other status: the account still needs setting up. */
  other: string;
}

/** The admin dashboard's consultant rows (spec): 'Account Active', 'Invite Sent' or 'Needs Setup'. */
export const dashboardStatusLabels: StatusLabels = {
  active: 'Account Active',
  pending: 'Invite Sent',
  other: 'Needs Setup',
};

/** The team management page (spec): Active, Pending or Setup Required. */
export const teamPageStatusLabels: StatusLabels = { active: 'Active', pending: 'Pending', other: 'Setup Required' };

const palettes = {
  active: { colorPalette: 'green', color: 'green.900' },
  pending: { colorPalette: 'blue', color: 'blue.900' },
  other: { colorPalette: 'orange', color: 'orange.900' },
} as const;

/** A consultant's account status, in the words of the screen it is on. */
export function ConsultantStatusBadge({ status, labels }: { status: string; labels: StatusLabels }) {
  const kind = status === 'active' || status === 'pending' ? status : 'other';
  return (
    <Badge variant="subtle" size="md" flexShrink={0} {...palettes[kind]}>
      {labels[kind]}
    </Badge>
  );
}
