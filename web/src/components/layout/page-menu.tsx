import { Button, type ButtonProps } from '@chakra-ui/react';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { LineIcon } from '../ui/line-icon';

export interface PageMenu {
  open: boolean;
  toggle: () => void;
  close: () => void;
  /** The button that opens it: Escape closes the menu and gives it the focus back. */
  toggleRef: RefObject<HTMLButtonElement | null>;
}

/**
 * A phone's menu of a page header. It belongs to the page it was opened on, so following a link,
 * going back or forward closes it; so does Escape.
 */
export function usePageMenu(enabled = true): PageMenu {
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = enabled && openOn === pathname;
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      toggleRef.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return {
    open,
    toggle: () => setOpenOn(open ? null : pathname),
    close: () => setOpenOn(null),
    toggleRef,
  };
}

/** The phone's button that opens and closes a page menu, hidden where the bar shows its links. */
export function MenuToggleButton({
  menu: { open, toggle, toggleRef },
  menuId,
  ...props
}: { menu: PageMenu; menuId: string } & ButtonProps) {
  return (
    <Button
      ref={toggleRef}
      hideFrom="md"
      variant="ghost"
      colorPalette="brand"
      px="2"
      _icon={{ width: '6', height: '6' }}
      aria-label={open ? 'Close menu' : 'Open menu'}
      aria-expanded={open}
      aria-controls={open ? menuId : undefined}
      onClick={toggle}
      {...props}
    >
      <LineIcon path={open ? 'close' : 'menu'} size={24} />
    </Button>
  );
}
