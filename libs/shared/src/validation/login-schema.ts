import { type InferType, object, string } from 'yup';
import { fieldLimits } from './limits';
import { messages } from './messages';
import { verbatimText } from './free-text';

/** The body of POST /api/auth/login and the login form. */
export const loginSchema = object({
  email: string().trim().required(messages.email).max(fieldLimits.email, messages.email).email(messages.email),
  password: string()
    .meta(verbatimText)
    .required(messages.loginPasswordMin6)
    .min(6, messages.loginPasswordMin6)
    .max(fieldLimits.password - 1, messages.passwordMax128),
});

export type LoginRequest = InferType<typeof loginSchema>;
