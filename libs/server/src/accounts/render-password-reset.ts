import { resetLinkLifetimeMinutes } from './password-reset';
import { type EmailContent, mailSubjects, renderEmail } from '../mail/render-email';

/** The link of a password reset: the page where she chooses a new password. */
export function resetPasswordUrl(publicUrl: string, token: string): string {
  return new URL(`/reset-password?token=${encodeURIComponent(token)}`, publicUrl).toString();
}

/** The e-mail with a single-use link to choose a new password. */
export function renderPasswordReset(options: { name: string; token: string; publicUrl: string }): EmailContent {
  return renderEmail({
    subject: mailSubjects.passwordReset,
    greeting: `Hi ${options.name},`,
    paragraphs: [
      'We received a request to reset the password of your Bridal Coach account.',
      `The link below works once and expires in ${resetLinkLifetimeMinutes} minutes. If you did not ask for this, you can ignore this e-mail: your password stays the same.`,
    ],
    action: { label: 'Choose a new password', url: resetPasswordUrl(options.publicUrl, options.token) },
  });
}
