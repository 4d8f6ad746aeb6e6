import { issueEmailConfirmation } from '../accounts/issue-email-confirmation';
import { createPasswordReset } from '../accounts/password-reset';
import { deliverAppointmentMail } from '../appointments/notify/deliver-appointment-mail';
import { deliverSurveyInvite } from '../appointments/staff/deliver-survey-invite';
import { deliverFollowUpMail } from '../follow-ups/send/deliver-follow-up-mail';
import { issueInvitationToken } from '../consultants/issue-invitation-token';
import type { Sql } from '../db/create-sql';
import type { MailJob } from '../queue/mail-job';
import type { MailTransport } from './mail-transport';
import { renderEmailChangeNotice, renderSignupAttempt } from './render-account-notices';
import { renderConsultantInvitation } from './render-consultant-invitation';
import { renderEmailChange, renderEmailConfirmation } from './render-email-confirmation';
import { renderPasswordReset } from '../accounts/render-password-reset';
import { renderTrialWelcome } from './render-trial-welcome';

export interface DeliverMailJobOptions {
  sql: Sql;
  transport: MailTransport;
  publicUrl: string;
  job: MailJob;
  now?: Date;
}

/** Builds and sends the e-mail a job asks for. Returns false when its subject no longer exists. */
export async function deliverMailJob({ sql, transport, publicUrl, job, now }: DeliverMailJobOptions): Promise<boolean> {
  if (job.kind === 'password-reset') {
    const [user] = await sql<{ email: string; name: string }[]>`SELECT email, name FROM users WHERE id = ${job.userId}`;
    if (!user) return false;
    const { token } = await createPasswordReset(sql, job.userId);
    await transport.send({ to: user.email, ...renderPasswordReset({ name: user.name, token, publicUrl }) });
    return true;
  }
  if (job.kind === 'email-confirmation' || job.kind === 'email-change') {
    // As with resets and invitations, the token is made here and exists only in this e-mail.
    const change = job.kind === 'email-change';
    const confirmation = await issueEmailConfirmation({
      sql,
      userId: job.userId,
      address: change ? 'pending' : 'current',
    });
    if (!confirmation) return false;
    const render = change ? renderEmailChange : renderEmailConfirmation;
    await transport.send({ to: confirmation.email, ...render({ token: confirmation.token, publicUrl }) });
    return true;
  }
  if (job.kind === 'email-change-notice') {
    // Only while the change waits: once the new address is her login, users.email is no longer the
    // address this notice is for (the change was confirmed or withdrawn before it went out).
    const [user] = await sql<{ email: string }[]>`
      SELECT email FROM users WHERE id = ${job.userId} AND pending_email IS NOT NULL`;
    if (!user) return false;
    await transport.send({ to: user.email, ...renderEmailChangeNotice({ publicUrl }) });
    return true;
  }
  if (job.kind === 'signup-attempt') {
    const [user] = await sql<{ email: string }[]>`SELECT email FROM users WHERE id = ${job.userId}`;
    if (!user) return false;
    await transport.send({ to: user.email, ...renderSignupAttempt({ publicUrl }) });
    return true;
  }
  if (job.kind === 'consultant-invitation') {
    // The token is made here, at send time, and exists only in this e-mail (see createInvitation).
    const invitation = await issueInvitationToken({ sql, invitationId: job.invitationId });
    if (!invitation) return false;
    await transport.send({ to: invitation.email, ...renderConsultantInvitation({ ...invitation, publicUrl }) });
    return true;
  }
  if (job.kind === 'appointment-mail') {
    return deliverAppointmentMail({ sql, transport, publicUrl, mailId: job.mailId, now });
  }
  if (job.kind === 'survey-invite') {
    return deliverSurveyInvite({ sql, transport, publicUrl, brideId: job.brideId });
  }
  if (job.kind === 'follow-up') {
    return deliverFollowUpMail({ sql, transport, publicUrl, followUpId: job.followUpId, now });
  }
  const [trial] = await sql<
    { email: string; name: string }[]
  >`SELECT email, name FROM trials WHERE id = ${job.trialId}`;
  if (!trial) return false;
  await transport.send({ to: trial.email, ...renderTrialWelcome({ name: trial.name, publicUrl }) });
  return true;
}
