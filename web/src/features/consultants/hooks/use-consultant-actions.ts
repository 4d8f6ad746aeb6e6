import type { InviteConsultantRequest } from '@bridal/shared/consultants/consultant-schemas';
import type { Consultant } from '@bridal/shared/consultants/consultants';
import { useState } from 'react';
import { notify } from '../../../lib/notify';
import { serverErrorTitle, serverMessage } from '../../../lib/server-error';
import { deleteConsultant } from '../api/delete-consultant';
import { refreshTeam } from '../api/get-consultants';
import { addConsultant, inviteConsultant } from '../api/invite-consultant';
import { resendConsultantInvite } from '../api/resend-invitation';
import { updateConsultant } from '../api/update-consultant';
import type { ConsultantFormValues } from '../components/consultant-form-dialog';

/** The spec's answer to an invitation that did not go: the server's title and words, or its own. */
function notifyInvitationFailed(error: unknown): void {
  notify('error', serverErrorTitle(error) ?? 'Invitation Failed', serverMessage(error) ?? 'Failed to send invitation');
}

/**
 * Sends an invitation with its toasts (each screen words the success its own way); answers
 * whether it went. The seat limit comes with its own title ('Consultant Limit Reached') and text.
 */
export async function sendInvitation(body: InviteConsultantRequest, sentText: string): Promise<boolean> {
  try {
    await inviteConsultant(body);
  } catch (error) {
    notifyInvitationFailed(error);
    return false;
  }
  notify('success', 'Invitation Sent', sentText);
  return true;
}

/** Invite, edit, resend and delete, each with its toasts and a fresh list afterwards. */
export function useConsultantActions() {
  const [resendingId, setResendingId] = useState<string | null>(null);
  const [deletingId, setDeletingId] = useState<string | null>(null);

  /** The dashboard's: with an e-mail an invitation, without one a consultant who needs setup. */
  async function invite(values: ConsultantFormValues): Promise<boolean> {
    let added: Consultant;
    try {
      added = await addConsultant(values);
    } catch (error) {
      notifyInvitationFailed(error);
      return false;
    }
    if (added.email) notify('success', 'Invitation Sent', 'They will receive an email to create their account.');
    else notify('success', 'Consultant Added', 'Add their email when you have it to send their invitation.');
    await refreshTeam();
    return true;
  }

  async function update(consultant: Consultant, values: ConsultantFormValues): Promise<boolean> {
    let updated: Consultant;
    try {
      updated = await updateConsultant(consultant.id, values);
    } catch (error) {
      notify('error', 'Failed to update consultant', serverMessage(error));
      return false;
    }
    // Her first address sends her invitation.
    if (!consultant.email && updated.email) {
      notify('success', 'Invitation Sent', 'They will receive an email to create their account.');
    } else {
      notify('success', 'Consultant updated successfully');
    }
    await refreshTeam();
    return true;
  }

  async function resend(consultant: Consultant): Promise<void> {
    setResendingId(consultant.id);
    try {
      await resendConsultantInvite(consultant.id);
      notify('success', 'Invitation Resent', `A new invitation is on its way to ${consultant.email}.`);
      await refreshTeam();
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
    await refreshTeam();
    return true;
  }

  return { invite, update, resend, remove, resendingId, deletingId };
}
