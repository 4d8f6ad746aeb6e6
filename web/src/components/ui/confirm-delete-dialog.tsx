import { Button, Dialog, Portal } from '@chakra-ui/react';
import { type ReactNode, useRef } from 'react';

interface ConfirmDeleteDialogProps<T> {
  /** Kept while the dialog closes, so its text stays whole. */
  item: T | null;
  title: string;
  /** 'Delete {name}? This cannot be undone.' and anything the admin should know first. */
  children: ReactNode;
  open: boolean;
  isDeleting: boolean;
  onCancel: () => void;
  onConfirm: (item: T) => void;
}

/** A delete confirmation with Cancel focused, so Enter never deletes by accident. */
export function ConfirmDeleteDialog<T>({
  item,
  title,
  children,
  open,
  isDeleting,
  onCancel,
  onConfirm,
}: ConfirmDeleteDialogProps<T>) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => {
        if (!details.open && !isDeleting) onCancel();
      }}
      initialFocusEl={() => cancelRef.current}
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
              <Button ref={cancelRef} variant="outline" onClick={onCancel} disabled={isDeleting}>
                Cancel
              </Button>
              <Button
                colorPalette="red"
                bg="red.700"
                onClick={() => {
                  if (item) onConfirm(item);
                }}
                loading={isDeleting}
                loadingText="Deleting..."
              >
                Delete
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
