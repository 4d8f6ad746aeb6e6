import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import type { Consultant } from '@bridal/shared/consultants/consultants';
import { useRef } from 'react';

interface ConsultantDeleteDialogProps {
  /** Kept while the dialog closes, so its text stays whole. */
  consultant: Consultant | null;
  open: boolean;
  isDeleting: boolean;
  onCancel: () => void;
  onConfirm: (consultant: Consultant) => void;
}

/** 'Delete {name}? This cannot be undone.', with Cancel focused so Enter never deletes by accident. */
export function ConsultantDeleteDialog({
  consultant,
  open,
  isDeleting,
  onCancel,
  onConfirm,
}: ConsultantDeleteDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const name = consultant?.name ?? '';

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
              <Dialog.Title>Delete consultant</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{`Delete ${name}? This cannot be undone.`}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button ref={cancelRef} variant="outline" onClick={onCancel} disabled={isDeleting}>
                Cancel
              </Button>
              <Button
                colorPalette="red"
                bg="red.700"
                onClick={() => {
                  if (consultant) onConfirm(consultant);
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
