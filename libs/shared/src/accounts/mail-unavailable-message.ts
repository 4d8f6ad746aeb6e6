/** Sign-up, password reset and invitations say this when the mail queue cannot take their e-mail. */
export const mailUnavailableMessage = 'We cannot send e-mail right now. Please try again in a minute.';
