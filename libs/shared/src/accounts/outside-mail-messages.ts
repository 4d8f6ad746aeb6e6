const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

/**
 * What the staff is told when the platform will not e-mail someone outside the boutique for it
 * (a bride's survey link, appointment e-mail or follow-up). Invitations keep their own wording
 * (emailConfirmationMessages.requiredToInvite and the rate limiter's).
 */
export const outsideMailMessages = {
  /** The owner herself, while her own address is unconfirmed. */
  confirmYourEmail:
    'Please confirm your e-mail address before the boutique e-mails brides. We sent you a link when you signed up; you can send it again from your dashboard.',
  /** Anyone else of the boutique, while the owner's address is unconfirmed. */
  ownerMustConfirm:
    "The boutique's owner needs to confirm her e-mail address before the boutique can e-mail brides. Please ask her to open the link we sent her.",
  recipientLimit: (seconds: number) =>
    `This address has been sent as many e-mails as we allow in a day. Please try again in ${minutes(seconds)} minute(s).`,
  boutiqueLimit: (seconds: number) =>
    `Your boutique has sent as many e-mails to brides as we allow in a day. Please try again in ${minutes(seconds)} minute(s).`,
} as const;
