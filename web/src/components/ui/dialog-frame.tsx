import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface DialogFrameProps extends Omit<Dialog.RootProps, 'size' | 'scrollBehavior' | 'children'> {
  /** Its width from a tablet up; on a phone it fills the screen. */
  size: 'md' | 'lg';
  /** Header, body and footer. */
  children: ReactNode;
}

/** A dialog of the app: full screen on a phone, scrolling with the page, with a close button in its corner. */
export function DialogFrame({ size, children, ...rootProps }: DialogFrameProps) {
  return (
    <Dialog.Root size={{ mdDown: 'full', md: size }} scrollBehavior="outside" {...rootProps}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {children}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** A dialog's buttons: side by side from a small tablet up, stacked with the main one on top on a phone. */
export function DialogActions({ children }: { children: ReactNode }) {
  return (
    <Dialog.Footer flexDirection={{ base: 'column-reverse', sm: 'row' }} alignItems="stretch">
      {children}
    </Dialog.Footer>
  );
}
