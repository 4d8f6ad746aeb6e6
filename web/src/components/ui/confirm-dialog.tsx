import { Button, Dialog, Portal } from '@chakra-ui/react';
import { type ReactNode, useRef } from 'react';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  /** The confirmed action is running: the dialog stays open and its buttons wait. */
  busy: boolean;
  confirmLabel: string;
  busyLabel: string;
  /** The button that keeps things as they are ('Keep it'). */
  cancelLabel?: string;
  onCancel: () => void;
  onConfirm: () => void;
  /** Where the focus goes when it closes, when the button that opened it is gone (a menu's item). */
  finalFocusEl?: Dialog.RootProps['finalFocusEl'];
}

/** A confirmation of something that cannot be undone, with Cancel focused so Enter never confirms by accident. */
export function ConfirmDialog({
  open,
  title,
  children,
  busy,
  confirmLabel,
  busyLabel,
  cancelLabel = 'Cancel',
  onCancel,
  onConfirm,
  finalFocusEl,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => {
        if (!details.open && !busy) onCancel();
      }}
      initialFocusEl={() => cancelRef.current}
      finalFocusEl={finalFocusEl}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>
              <Button ref={cancelRef} variant="outline" onClick={onCancel} disabled={busy}>
                {cancelLabel}
              </Button>
              <Button colorPalette="red" bg="red.700" onClick={onConfirm} loading={busy} loadingText={busyLabel}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
