import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import type { TrendingDocument } from '@bridal/shared/trending-gowns/trending-gowns';
import { useRef } from 'react';

interface TrendingGownsDeleteDialogProps {
  /** Kept while the dialog closes, so its text stays whole. */
  document: TrendingDocument | null;
  open: boolean;
  isDeleting: boolean;
  onCancel: () => void;
  onConfirm: (document: TrendingDocument) => void;
}

/** 'Delete {file}? This cannot be undone.', with Cancel focused so Enter never deletes by accident. */
export function TrendingGownsDeleteDialog({
  document,
  open,
  isDeleting,
  onCancel,
  onConfirm,
}: TrendingGownsDeleteDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const topSellers = document?.topSellerCount ?? 0;

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
              <Dialog.Title>Delete document</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text wordBreak="break-word">{`Delete ${document?.fileName ?? ''}? This cannot be undone.`}</Text>
              {topSellers > 0 && (
                <Text mt="2" fontSize="sm" color="fg.muted">
                  Its {topSellers} top {topSellers === 1 ? 'seller' : 'sellers'} will no longer be recommended to new
                  brides.
                </Text>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button ref={cancelRef} variant="outline" onClick={onCancel} disabled={isDeleting}>
                Cancel
              </Button>
              <Button
                colorPalette="red"
                bg="red.700"
                onClick={() => {
                  if (document) onConfirm(document);
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
