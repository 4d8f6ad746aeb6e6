import { Button, Menu, Portal } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

export interface MoreMenuAction {
  label: string;
  /** A page it opens; without one, `onSelect` acts. */
  to?: string;
  onSelect?: () => void;
}

interface ProfileMoreMenuProps {
  actions: readonly MoreMenuAction[];
  /** The one that cannot be undone (Delete): last, set apart by a line, in red. */
  destructive?: MoreMenuAction;
  /** Where the list opens: above the trigger at the bottom of a phone's screen, below it in a header. */
  placement: 'top-end' | 'bottom-end';
}

/** Three dots in a row: the usual sign of further actions. */
function MoreIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <circle cx="5" cy="12" r="2" />
      <circle cx="12" cy="12" r="2" />
      <circle cx="19" cy="12" r="2" />
    </svg>
  );
}

function MoreMenuItem({ action, destructive = false }: { action: MoreMenuAction; destructive?: boolean }) {
  const itemProps = {
    value: action.label,
    minH: '11',
    px: '3',
    fontSize: 'md',
    ...(destructive
      ? { color: 'red.700', fontWeight: 'semibold', _highlighted: { bg: 'red.50', color: 'red.800' } }
      : { _highlighted: { bg: 'brand.50' } }),
  };
  if (action.to) {
    return (
      <Menu.Item asChild {...itemProps}>
        <RouterLink to={action.to}>{action.label}</RouterLink>
      </Menu.Item>
    );
  }
  return (
    <Menu.Item {...itemProps} onSelect={action.onSelect}>
      {action.label}
    </Menu.Item>
  );
}

/**
 * 'More': the profile's less frequent actions in one list that arrow keys walk through, so the
 * help and the coaching stand alone; a destructive one comes last, apart and red.
 */
export function ProfileMoreMenu({ actions, destructive, placement }: ProfileMoreMenuProps) {
  return (
    <Menu.Root positioning={{ placement }}>
      <Menu.Trigger asChild>
        <Button variant="outline" colorPalette="brand" minH="11" flexShrink={0} gap="1.5">
          <MoreIcon />
          More
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="3xs" p="1.5">
            {actions.map((action) => (
              <MoreMenuItem key={action.label} action={action} />
            ))}
            {destructive && (
              <>
                <Menu.Separator my="1.5" />
                <MoreMenuItem action={destructive} destructive />
              </>
            )}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
