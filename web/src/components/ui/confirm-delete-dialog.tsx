import type { ReactNode } from 'react';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

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
  finalFocusEl?: ConfirmDialogProps['finalFocusEl'];
}

/** A delete confirmation with Cancel focused, so Enter never deletes by accident. */
export function ConfirmDeleteDialog<T>({ item, isDeleting, onConfirm, ...rest }: ConfirmDeleteDialogProps<T>) {
  return (
    <ConfirmDialog
      {...rest}
      busy={isDeleting}
      confirmLabel="Delete"
      busyLabel="Deleting..."
      onConfirm={() => {
        if (item) onConfirm(item);
      }}
    />
  );
}
