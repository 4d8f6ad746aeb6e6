import { Button, Menu, Portal } from '@chakra-ui/react';
import { type RefObject, useRef } from 'react';
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
  /** The More button, for the dialogs its actions open to give the focus back to. */
  triggerRef?: RefObject<HTMLButtonElement | null>;
}

interface MoreMenuItemProps {
  action: MoreMenuAction;
  destructive?: boolean;
  onSelect: (action: MoreMenuAction) => void;
}

function MoreMenuItem({ action, destructive = false, onSelect }: MoreMenuItemProps) {
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
    <Menu.Item {...itemProps} onSelect={() => onSelect(action)}>
      {action.label}
    </Menu.Item>
  );
}

/** Longer than the list's exit animation: by then a choice acts even if the exit never said so. */
const exitAtMostMs = 400;

/**
 * 'More': the profile's less frequent actions in one list that arrow keys walk through, so the
 * help and the coaching stand alone; a destructive one comes last, apart and red.
 */
export function ProfileMoreMenu({ actions, destructive, placement, triggerRef }: ProfileMoreMenuProps) {
  const chosen = useRef<MoreMenuAction | null>(null);
  const act = () => {
    const action = chosen.current;
    chosen.current = null;
    action?.onSelect?.();
  };
  const choose = (action: MoreMenuAction) => {
    chosen.current = action;
    // The end of the list's exit acts (below); a list that leaves with no animation to end, or
    // ends it before the choice is known, must not swallow the choice: it acts here instead.
    window.setTimeout(act, exitAtMostMs);
  };
  return (
    <Menu.Root
      // Fixed, as the phone's bar it opens from: a scroll (the focus moving into the list) moves
      // neither, so the list never shifts under a finger on its way to an item.
      positioning={{ placement, strategy: 'fixed' }}
      // A chosen action acts once the list has gone and More has the focus again: a dialog it opens
      // then gives the focus back to More when it closes, not to a list item that is no longer there.
      onExitComplete={act}
    >
      <Menu.Trigger asChild>
        <Button ref={triggerRef} variant="outline" colorPalette="brand" minH="11" flexShrink={0}>
          More
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="3xs" p="1.5">
            {actions.map((action) => (
              <MoreMenuItem key={action.label} action={action} onSelect={choose} />
            ))}
            {destructive && (
              <>
                <Menu.Separator my="1.5" />
                <MoreMenuItem action={destructive} destructive onSelect={choose} />
              </>
            )}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
