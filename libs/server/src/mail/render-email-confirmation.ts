import { pageUrl, paths } from '@bridal/shared/web/page-paths';
import { confirmationLinkLifetimeHours } from '@bridal/shared/accounts/email-confirmation';
import { type EmailContent, mailSubjects, renderEmail } from './render-email';

/** The link of a confirmation e-mail: the page that confirms the address. */
export function confirmEmailUrl(publicUrl: string, token: string): string {
  return pageUrl(publicUrl, paths.confirmEmail(token));
}

/**
 * The e-mail that asks a new owner to confirm her address. Anyone can sign up with any address,
 * so it quotes nothing the sign-up form took: not the name, not the boutique.
 */
export function renderEmailConfirmation(options: { token: string; publicUrl: string }): EmailContent {
  return renderEmail({
    subject: mailSubjects.emailConfirmation,
    greeting: 'Hello,',
    paragraphs: [
      'Please confirm that this is the e-mail address of your new Bridal Coach account. Once it is confirmed, you can invite your consultants.',
      `The link below expires in ${confirmationLinkLifetimeHours / 24} days. If you did not sign up for Bridal Coach, you can ignore this e-mail: nothing is sent on behalf of an account whose address is not confirmed.`,
    ],
    action: { label: 'Confirm my e-mail address', url: confirmEmailUrl(options.publicUrl, options.token) },
  });
}

/**
 * The e-mail sent to the new address a signed-in user asked to change to. Like the sign-up's, it
 * quotes nothing anyone typed.
 */
export function renderEmailChange(options: { token: string; publicUrl: string }): EmailContent {
  return renderEmail({
    subject: mailSubjects.emailChange,
    greeting: 'Hello,',
    paragraphs: [
      'Please confirm that this is the new e-mail address of your Bridal Coach account. Once it is confirmed, you log in with it; until then your account keeps its current address.',
      `The link below expires in ${confirmationLinkLifetimeHours / 24} days. If you did not ask for this change, you can ignore this e-mail: nothing changes unless the link is opened.`,
    ],
    action: { label: 'Confirm my new e-mail address', url: confirmEmailUrl(options.publicUrl, options.token) },
  });
}
