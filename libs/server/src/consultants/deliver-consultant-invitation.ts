import type { MailDelivery } from '../mail/mail-delivery';
import { renderConsultantInvitation } from '../mail/render-consultant-invitation';
import { issueInvitationToken } from './issue-invitation-token';

/** Sends a consultant's invitation. Returns false when the invitation is no longer open. */
export async function deliverConsultantInvitation({
  sql,
  transport,
  publicUrl,
  invitationId,
}: MailDelivery & { invitationId: string }): Promise<boolean> {
  // The token is made here, at send time, and exists only in this e-mail (see createInvitation).
  const invitation = await issueInvitationToken({ sql, invitationId });
  if (!invitation) return false;
  await transport.send({ to: invitation.email, ...renderConsultantInvitation({ ...invitation, publicUrl }) });
  return true;
}
