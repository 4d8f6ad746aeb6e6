import { type InferType, object, string } from 'yup';
import { fieldLimits } from './limits';
import { messages } from './messages';

/** The body of POST /api/auth/forgot-password and its form. */
export const forgotPasswordSchema = object({
  email: string().trim().required(messages.email).max(fieldLimits.email, messages.email).email(messages.email),
});

export type ForgotPasswordRequest = InferType<typeof forgotPasswordSchema>;
