import { Text } from '@chakra-ui/react';
import type { Consultant } from '@bridal/shared/consultants/consultants';
import { ConfirmDeleteDialog } from '../../../components/ui/confirm-delete-dialog';

interface ConsultantDeleteDialogProps {
  consultant: Consultant | null;
  open: boolean;
  isDeleting: boolean;
  onCancel: () => void;
  onConfirm: (consultant: Consultant) => void;
}

/** 'Delete {name}? This cannot be undone.' */
export function ConsultantDeleteDialog({ consultant, ...props }: ConsultantDeleteDialogProps) {
  return (
    <ConfirmDeleteDialog item={consultant} title="Delete consultant" {...props}>
      <Text>{`Delete ${consultant?.name ?? ''}? This cannot be undone.`}</Text>
    </ConfirmDeleteDialog>
  );
}
