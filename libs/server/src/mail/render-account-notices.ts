import { pageUrl, paths } from '@bridal/shared/web/page-paths';
import { type EmailContent, mailSubjects, renderEmail } from './render-email';

/**
 * Sent to the address she logs in with when a session of hers asks to move her login to another
 * address (with her password). Quotes nothing typed, not even the new address: whoever reads it
 * is the account's owner, and she needs only to know, and where to act.
 */
export function renderEmailChangeNotice(options: { publicUrl: string }): EmailContent {
  return renderEmail({
    subject: mailSubjects.emailChangeNotice,
    greeting: 'Hello,',
    paragraphs: [
      'Someone signed in to your Bridal Coach account asked to change the e-mail address you log in with. Your account keeps this address until the link sent to the new one is opened, and every other device was signed out.',
      'If this was you, there is nothing more to do. If it was not, choose a new password now: that signs every device out and cancels the change, so the link sent to the other address no longer works.',
    ],
    action: { label: 'Choose a new password', url: pageUrl(options.publicUrl, paths.forgotPassword) },
  });
}

/**
 * Sent to an address that already has an account when the sign-up form is given it again. The
 * sign-up answers the same either way, so this e-mail is where the owner of the address learns
 * it: log in, or reset the password. Quotes nothing the form took.
 */
export function renderSignupAttempt(options: { publicUrl: string }): EmailContent {
  return renderEmail({
    subject: mailSubjects.signupAttempt,
    greeting: 'Hello,',
    paragraphs: [
      'Someone tried to sign up for Bridal Coach with this e-mail address, which already has an account. No new account was made.',
      'If it was you, log in with this address instead. If you have forgotten your password, you can choose a new one from the login page. If it was not you, you can ignore this e-mail.',
    ],
    action: { label: 'Log in to Bridal Coach', url: pageUrl(options.publicUrl, paths.login) },
  });
}
