import { Text } from '@chakra-ui/react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

interface ConfirmSkipDialogProps {
  open: boolean;
  stepName: string;
  isSkipping: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Skipping cannot be undone, so it asks first. */
export function ConfirmSkipDialog({ open, stepName, isSkipping, onCancel, onConfirm }: ConfirmSkipDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title={`Skip ${stepName}?`}
      busy={isSkipping}
      confirmLabel="Skip it"
      busyLabel="Skipping..."
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      <Text>This message will not be sent. The next follow-up, if any, stays planned.</Text>
    </ConfirmDialog>
  );
}
