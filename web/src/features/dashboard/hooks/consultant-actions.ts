import type { Consultant } from '@bridal/shared/consultants/consultants';
import { useState } from 'react';
import { notify } from '../../../lib/notify';
import { serverErrorTitle, serverMessage } from '../../../lib/server-error';
import { inviteConsultant } from '../api/consultant-invite';
import { deleteConsultant } from '../api/consultant-delete';
import { refreshConsultants } from '../api/consultant-list';
import { resendConsultantInvite } from '../api/consultant-resend-invite';
import { updateConsultant } from '../api/consultant-update';
import type { ConsultantFormValues } from '../components/consultant-form-dialog';

/** Invite, edit, resend and delete, each with the spec's toasts and a fresh list afterwards. */
export function useConsultantActions() {
  const [resendingId, setResendingId] = useState<string | null>(null);
  const [deletingId, setDeletingId] = useState<string | null>(null);

  async function invite(values: ConsultantFormValues): Promise<boolean> {
    try {
      await inviteConsultant(values);
    } catch (error) {
      // The seat limit comes with its own title ('Consultant Limit Reached') and text.
      notify(
        'error',
        serverErrorTitle(error) ?? 'Invitation Failed',
        serverMessage(error) ?? 'Failed to send invitation',
      );
      return false;
    }
    notify('success', 'Invitation Sent', 'They will receive an email to create their account.');
    await refreshConsultants();
    return true;
  }

  async function update(consultant: Consultant, values: ConsultantFormValues): Promise<boolean> {
    try {
      await updateConsultant(consultant.id, values);
    } catch (error) {
      notify('error', 'Failed to update consultant', serverMessage(error));
      return false;
    }
    notify('success', 'Consultant updated successfully');
    await refreshConsultants();
    return true;
  }

  async function resend(consultant: Consultant): Promise<void> {
    setResendingId(consultant.id);
    try {
      await resendConsultantInvite(consultant.id);
      notify('success', 'Invitation Resent', `A new invitation is on its way to ${consultant.email}.`);
      await refreshConsultants();
    } catch (error) {
      notify('error', 'Failed to Resend', serverMessage(error) ?? 'Please try again.');
    } finally {
      setResendingId(null);
    }
  }

  async function remove(consultant: Consultant): Promise<boolean> {
    setDeletingId(consultant.id);
    try {
      await deleteConsultant(consultant.id);
    } catch (error) {
      notify('error', 'Failed to delete consultant', serverMessage(error));
      return false;
    } finally {
      setDeletingId(null);
    }
    notify('success', 'Consultant deleted successfully');
    await refreshConsultants();
    return true;
  }

  return { invite, update, resend, remove, resendingId, deletingId };
}
