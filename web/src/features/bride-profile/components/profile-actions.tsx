import { Button, Flex, useBreakpointValue } from '@chakra-ui/react';
import type { RefObject } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { BottomBar } from '../../../components/layout/bottom-bar';
import { type MoreMenuAction, ProfileMoreMenu } from './profile-more-menu';

/** The phones' bar: one row of 44 px buttons between 8 px paddings, under a 1 px line. */
const barHeight = 'calc(2.75rem + 1rem + 1px)';
const safeAreaBottom = 'env(safe-area-inset-bottom, 0px)';

/**
 * The room the profile leaves under its last card on a phone, so the fixed bar never covers it;
 * desks have no bar.
 */
export const profileActionsRoom = { base: `calc(${barHeight} + ${safeAreaBottom} + 1rem)`, md: '0' } as const;

interface ProfileActionsProps {
  onHelp: () => void;
  onCoaching: () => void;
  /** Her consultation review (not in the demo). */
  reviewPath?: string;
  /** Her follow-ups. */
  followUpsPath?: string;
  /** Admins only: correct her details. */
  onEdit?: () => void;
  /** Admins only: delete her (behind its confirmation). */
  onDelete?: () => void;
  /** The More button, for the dialogs opened from its menu to give the focus back to. */
  moreRef?: RefObject<HTMLButtonElement | null>;
}

/**
 * The profile's actions. On a phone they are a bar fixed to the bottom of the screen, so I Need
 * Help and the coaching are one tap away however far down the consultant has read; the rest wait
 * in More. On a desk they sit in the header, the pages she moves to beside them.
 */
export function ProfileActions({
  onHelp,
  onCoaching,
  reviewPath,
  followUpsPath,
  onEdit,
  onDelete,
  moreRef,
}: ProfileActionsProps) {
  // Read at once (not after a first render at the fallback), so a phone never flashes the desk's row.
  const phone = useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false;
  const pages: { label: string; to: string }[] = [
    ...(reviewPath ? [{ label: 'Consultation Review', to: reviewPath }] : []),
    ...(followUpsPath ? [{ label: 'Follow-ups', to: followUpsPath }] : []),
  ];
  const menuActions: MoreMenuAction[] = [
    ...(phone ? pages : []),
    { label: 'Print', onSelect: () => window.print() },
    ...(onEdit ? [{ label: 'Edit', onSelect: onEdit }] : []),
  ];

  const actions = (
    <>
      <Button colorPalette="brand" minH="11" flex={{ base: '1', md: 'initial' }} onClick={onHelp}>
        I Need Help
      </Button>
      <Button variant="outline" colorPalette="brand" minH="11" onClick={onCoaching}>
        Coaching Advice
      </Button>
      {!phone &&
        pages.map(({ label, to }) => (
          <Button key={label} asChild variant="outline" colorPalette="brand" minH="11">
            <RouterLink to={to}>{label}</RouterLink>
          </Button>
        ))}
      <ProfileMoreMenu
        actions={menuActions}
        destructive={onDelete && { label: 'Delete', onSelect: onDelete }}
        placement={phone ? 'top-end' : 'bottom-end'}
        triggerRef={moreRef}
      />
    </>
  );
  const group = { role: 'group', 'aria-label': 'Profile actions', _print: { display: 'none' } } as const;
  if (phone) {
    return (
      <BottomBar
        {...group}
        position="fixed"
        insetX="0"
        display="flex"
        gap="2"
        alignItems="center"
        px="3"
        pt="2"
        pb={`calc(0.5rem + ${safeAreaBottom})`}
      >
        {actions}
      </BottomBar>
    );
  }
  return (
    <Flex {...group} gap="2" align="center" justify="flex-end" wrap="wrap">
      {actions}
    </Flex>
  );
}
