import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useRef } from 'react';

interface ConfirmSkipDialogProps {
  open: boolean;
  stepName: string;
  isSkipping: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Skipping cannot be undone, so it asks first, with Cancel focused so Enter never skips by accident. */
export function ConfirmSkipDialog({ open, stepName, isSkipping, onCancel, onConfirm }: ConfirmSkipDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => {
        if (!details.open && !isSkipping) onCancel();
      }}
      initialFocusEl={() => cancelRef.current}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{`Skip ${stepName}?`}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>This message will not be sent. The next follow-up, if any, stays planned.</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button ref={cancelRef} variant="outline" onClick={onCancel} disabled={isSkipping}>
                Cancel
              </Button>
              <Button
                colorPalette="red"
                bg="red.700"
                onClick={onConfirm}
                loading={isSkipping}
                loadingText="Skipping..."
              >
                Skip it
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
