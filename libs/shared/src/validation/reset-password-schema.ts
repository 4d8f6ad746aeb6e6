import { type InferType, object, string } from 'yup';
import { accountPasswordField, confirmPasswordField } from './fields';
import { resetTokenMessage } from './reset-token-message';

export { resetTokenMessage };

/** The body of POST /api/auth/reset-password. */
export const resetPasswordRequestSchema = object({
  token: string().trim().required(resetTokenMessage).max(200, resetTokenMessage),
  password: accountPasswordField(),
});

/** The reset-password form: the new password twice. */
export const resetPasswordFormSchema = object({
  password: accountPasswordField(),
  confirmPassword: confirmPasswordField(),
});

export type ResetPasswordRequest = InferType<typeof resetPasswordRequestSchema>;
