import { type InferType, object, string } from 'yup';
import { emailConfirmationMessages } from '../accounts/email-confirmation';

/** The body of POST /api/auth/confirm-email: the token of the e-mailed link. */
export const confirmEmailRequestSchema = object({
  token: string()
    .trim()
    .required(emailConfirmationMessages.invalidLink)
    .max(200, emailConfirmationMessages.invalidLink),
});

export type ConfirmEmailRequest = InferType<typeof confirmEmailRequestSchema>;
