import { Text } from '@chakra-ui/react';
import { apiPaths } from '@bridal/shared/api/api-paths';
import type { BridePlan } from '@bridal/shared/brides/bride-plan';
import { brideEditMessages, type EditBrideRequest } from '@bridal/shared/brides/edit-bride';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { mutate } from 'swr';
import { ConfirmDeleteDialog } from '../../../components/ui/confirm-delete-dialog';
import { notify } from '../../../lib/notify';
import { serverMessage } from '../../../lib/server-error';
import { deleteBride } from '../api/delete-bride';
import { editBride } from '../api/edit-bride';
import { EditBrideDialog } from './edit-bride-dialog';

/** The admins' dialogs of a bride's profile. */
export type BrideAdminDialog = 'edit' | 'delete';

interface BrideAdminDialogsProps {
  plan: BridePlan;
  /** The one open, if any. */
  open: BrideAdminDialog | null;
  onClose: () => void;
  /** Fetches her plan again after an edit. */
  onEdited: () => Promise<unknown>;
  /** The dashboard the profile was opened from: where a deletion goes back to. */
  backTo: string;
  /** Where the focus goes back to when a dialog closes: More, whose menu opened it. */
  returnFocusTo: () => HTMLElement | null;
}

/** What the admins' 'Edit' and 'Delete' on a bride's profile open: her details, and the confirmation. */
export function BrideAdminDialogs({ plan, open, onClose, onEdited, backTo, returnFocusTo }: BrideAdminDialogsProps) {
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  const { id, name } = plan.bride;

  async function save(values: EditBrideRequest): Promise<boolean> {
    try {
      const { bride, replanning } = await editBride(id, values);
      notify('success', replanning ? brideEditMessages.replanning(bride.name) : brideEditMessages.saved(bride.name));
    } catch (error) {
      notify('error', 'Failed to save her details', serverMessage(error));
      return false;
    }
    await onEdited();
    return true;
  }

  async function remove(): Promise<void> {
    setDeleting(true);
    try {
      await deleteBride(id);
    } catch (error) {
      notify('error', 'Failed to delete bride', serverMessage(error));
      setDeleting(false);
      return;
    }
    notify('success', brideEditMessages.deleted(name));
    void mutate(apiPaths.dashboard);
    navigate(backTo);
  }

  return (
    <>
      <EditBrideDialog
        plan={plan}
        open={open === 'edit'}
        onClose={onClose}
        onSave={save}
        finalFocusEl={returnFocusTo}
      />
      <ConfirmDeleteDialog
        item={plan.bride}
        title="Delete bride"
        open={open === 'delete'}
        isDeleting={deleting}
        onCancel={onClose}
        finalFocusEl={returnFocusTo}
        onConfirm={() => void remove()}
      >
        <Text>{`Delete ${name}? Her answers, photos, plan, notes and advice go with her, from storage too. This cannot be undone.`}</Text>
      </ConfirmDeleteDialog>
    </>
  );
}
