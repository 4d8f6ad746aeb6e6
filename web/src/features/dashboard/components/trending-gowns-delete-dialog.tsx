import { Text } from '@chakra-ui/react';
import type { TrendingDocument } from '@bridal/shared/trending-gowns/trending-gowns';
import { ConfirmDeleteDialog } from '../../../components/ui/confirm-delete-dialog';
import { countOf } from '@bridal/shared/wording/count-of';

interface TrendingGownsDeleteDialogProps {
  document: TrendingDocument | null;
  open: boolean;
  isDeleting: boolean;
  onCancel: () => void;
  onConfirm: (document: TrendingDocument) => void;
}

/** 'Delete {file}? This cannot be undone.', and what its top sellers stop doing. */
export function TrendingGownsDeleteDialog({ document, ...props }: TrendingGownsDeleteDialogProps) {
  const topSellers = document?.topSellerCount ?? 0;
  return (
    <ConfirmDeleteDialog item={document} title="Delete document" {...props}>
      <Text wordBreak="break-word">{`Delete ${document?.fileName ?? ''}? This cannot be undone.`}</Text>
      {topSellers > 0 && (
        <Text mt="2" fontSize="sm" color="fg.muted">
          Its {countOf(topSellers, 'top seller')} will no longer be recommended to new brides.
        </Text>
      )}
    </ConfirmDeleteDialog>
  );
}
