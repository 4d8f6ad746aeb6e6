/**
 * What the e-mail confirmation says, in the browser and from the server. Kept apart from any yup
 * schema, so the dashboard can show it without loading yup.
 */
export const emailConfirmationMessages = {
  /** The 403 of an invitation (or a resent one) while the admin's own e-mail is unconfirmed. */
  requiredToInvite:
    'Please confirm your e-mail address before inviting consultants. We sent you a link when you signed up.',
  /** A missing, made-up, expired or already used confirmation link. */
  invalidLink:
    'This confirmation link is invalid or has expired. Log in and send yourself a new one from your dashboard.',
  noticeTitle: 'Please confirm your e-mail address',
  notice: (email: string) =>
    `We sent a confirmation link to ${email}. Open it to start inviting your consultants and e-mailing brides; until then neither can be sent.`,
  resendLabel: 'Send the link again',
  resentTitle: 'Confirmation E-mail Sent',
  resent: (email: string) => `A new confirmation link is on its way to ${email}.`,
  resendFailedTitle: 'Could Not Send the Link',
  confirmedTitle: 'E-mail Confirmed',
  confirmed:
    'Thank you: your e-mail address is confirmed. You can now invite your consultants, and your boutique can e-mail brides.',
  /** A link that confirmed the new address a user asked to change to (the account page). */
  changedTitle: 'E-mail Address Changed',
  changed: (email: string) => `Your e-mail address is now ${email}. Log in with it from now on.`,
} as const;

/** POST /api/auth/confirm-email: `email` is set when the link made a new address her login. */
export interface ConfirmEmailResponse {
  ok: true;
  email?: string;
}

/** A confirmation link works for this many hours (any unused one the user was sent, until one is used). */
export const confirmationLinkLifetimeHours = 72;
