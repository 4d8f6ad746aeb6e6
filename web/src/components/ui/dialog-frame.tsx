import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
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

interface TaskDialogProps extends Omit<DialogFrameProps, 'onOpenChange' | 'lazyMount' | 'unmountOnExit'> {
  /** Called when it closes, whichever way: Cancel, the corner button, Escape or outside. */
  onClose: () => void;
}

/** A dialog that asks for something and acts on it: mounted only while open, so it starts blank each time. */
export function TaskDialog({ onClose, ...frameProps }: TaskDialogProps) {
  return (
    <DialogFrame
      {...frameProps}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      lazyMount
      unmountOnExit
    />
  );
}

interface TaskDialogSectionsProps {
  title: ReactNode;
  /** A line under the title. */
  description?: ReactNode;
  /** While true, Cancel is off (the main button shows its own loading state). */
  busy: boolean;
  /** The main button, after Cancel. */
  action: ReactNode;
  /** The body. */
  children: ReactNode;
}

/** A task dialog's title, body and buttons: Cancel, then the main action. */
export function TaskDialogSections({ title, description, busy, action, children }: TaskDialogSectionsProps) {
  return (
    <>
      <Dialog.Header pe="14" {...(description ? { flexDirection: 'column', alignItems: 'flex-start', gap: '1' } : {})}>
        <Dialog.Title>{title}</Dialog.Title>
        {description && <Dialog.Description color="fg.muted">{description}</Dialog.Description>}
      </Dialog.Header>
      <Dialog.Body>{children}</Dialog.Body>
      <DialogActions>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline" disabled={busy}>
            Cancel
          </Button>
        </Dialog.ActionTrigger>
        {action}
      </DialogActions>
    </>
  );
}
