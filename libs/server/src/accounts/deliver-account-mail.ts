import type { MailDelivery } from '../mail/mail-delivery';
import { renderEmailChangeNotice, renderSignupAttempt } from '../mail/render-account-notices';
import { renderEmailChange, renderEmailConfirmation } from '../mail/render-email-confirmation';
import { renderPasswordReset } from './render-password-reset';
import { renderTrialWelcome } from '../mail/render-trial-welcome';
import type { MailJob } from '../queue/mail-job';
import { issueEmailConfirmation } from './issue-email-confirmation';
import { createPasswordReset } from './password-reset';

/** The e-mails about a user's own account: her reset link, her address to confirm, notices. */
export type AccountMailJob = Extract<MailJob, { userId: string }>;

export const isAccountMailJob = (job: MailJob): job is AccountMailJob => 'userId' in job;

/** Builds and sends an account e-mail. Returns false when its subject no longer exists. */
export async function deliverAccountMail({
  sql,
  transport,
  publicUrl,
  job,
}: MailDelivery & { job: AccountMailJob }): Promise<boolean> {
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
  const [user] = await sql<{ email: string }[]>`SELECT email FROM users WHERE id = ${job.userId}`;
  if (!user) return false;
  await transport.send({ to: user.email, ...renderSignupAttempt({ publicUrl }) });
  return true;
}

/** The welcome of a demo trial. Returns false when the trial no longer exists. */
export async function deliverTrialWelcome({
  sql,
  transport,
  publicUrl,
  trialId,
}: MailDelivery & { trialId: string }): Promise<boolean> {
  const [trial] = await sql<{ email: string; name: string }[]>`SELECT email, name FROM trials WHERE id = ${trialId}`;
  if (!trial) return false;
  await transport.send({ to: trial.email, ...renderTrialWelcome({ name: trial.name, publicUrl }) });
  return true;
}
