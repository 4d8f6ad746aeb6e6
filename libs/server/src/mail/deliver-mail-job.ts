import type { Sql } from '../db/create-sql';
import { createPasswordReset, resetLinkLifetimeMinutes } from '../accounts/password-reset';
import { issueInvitationToken } from '../consultants/issue-invitation-token';
import type { MailJob } from '../queue/mail-job';
import type { MailTransport } from './mail-transport';
import { renderConsultantInvitation } from './render-consultant-invitation';
import { renderEmail } from './render-email';

export interface DeliverMailJobOptions {
  sql: Sql;
  transport: MailTransport;
  publicUrl: string;
  job: MailJob;
}

/** Builds and sends the e-mail a job asks for. Returns false when its subject no longer exists. */
export async function deliverMailJob({ sql, transport, publicUrl, job }: DeliverMailJobOptions): Promise<boolean> {
  if (job.kind === 'password-reset') {
    const [user] = await sql<{ email: string; name: string }[]>`SELECT email, name FROM users WHERE id = ${job.userId}`;
    if (!user) return false;
    const { token } = await createPasswordReset(sql, job.userId);
    const url = new URL(`/reset-password?token=${encodeURIComponent(token)}`, publicUrl).toString();
    await transport.send({
      to: user.email,
      ...renderEmail({
        subject: 'Reset your Bridal Coach password',
        greeting: `Hi ${user.name},`,
        paragraphs: [
          'We received a request to reset the password of your Bridal Coach account.',
          `The link below works once and expires in ${resetLinkLifetimeMinutes} minutes. If you did not ask for this, you can ignore this e-mail: your password stays the same.`,
        ],
        action: { label: 'Choose a new password', url },
      }),
    });
    return true;
  }
  if (job.kind === 'consultant-invitation') {
    // The token is made here, at send time, and exists only in this e-mail (see createInvitation).
    const invitation = await issueInvitationToken({ sql, invitationId: job.invitationId });
    if (!invitation) return false;
    await transport.send({ to: invitation.email, ...renderConsultantInvitation({ ...invitation, publicUrl }) });
    return true;
  }
  const [trial] = await sql<{ email: string; name: string; boutiqueName: string }[]>`
    SELECT email, name, boutique_name FROM trials WHERE id = ${job.trialId}`;
  if (!trial) return false;
  await transport.send({
    to: trial.email,
    ...renderEmail({
      subject: 'Your Bridal Coach demo is ready',
      greeting: `Hi ${trial.name},`,
      paragraphs: [
        `Thank you for trying Bridal Coach for ${trial.boutiqueName}. Your demo access is active in the browser you signed up from.`,
        'Fill in the survey as a bride would, then watch the consultant dashboard prepare her appointment. Our founder will reach out within 24 hours to answer your questions.',
      ],
      action: { label: 'Open the demo survey', url: new URL('/survey/demo', publicUrl).toString() },
    }),
  });
  return true;
}
