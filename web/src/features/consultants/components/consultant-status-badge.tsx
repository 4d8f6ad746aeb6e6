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

/** A name an import brought in, with no e-mail yet: every screen words it the same. */
export const notYetInvitedLabel = 'Not yet invited';

/**
 * A consultant's account status, in the words of the screen it is on; a name an import brought in
 * says it was never invited (nothing was sent her, and she takes no seat) rather than asking for setup.
 */
export function ConsultantStatusBadge({
  status,
  labels,
  notYetInvited = false,
}: {
  status: string;
  labels: StatusLabels;
  notYetInvited?: boolean;
}) {
  const kind = status === 'active' || status === 'pending' ? status : 'other';
  const imported = kind === 'other' && notYetInvited;
  return (
    <Badge
      variant="subtle"
      size="md"
      flexShrink={0}
      {...(imported ? { colorPalette: 'gray', color: 'gray.900' } : palettes[kind])}
    >
      {imported ? notYetInvitedLabel : labels[kind]}
    </Badge>
  );
}
