import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { forgotPassword, login, logout, me, resetPasswordHandler } from './auth.handlers';
import { confirmEmailHandler, resendConfirmationHandler } from './email-confirmation.handlers';

/** Mounted at /api/auth. */
export const authRoutes = new Hono<AppEnv>()
  .post('/login', login)
  .post('/logout', logout)
  .get('/me', me)
  .post('/forgot-password', forgotPassword)
  .post('/reset-password', resetPasswordHandler)
  .post('/confirm-email', confirmEmailHandler)
  .post('/resend-confirmation', resendConfirmationHandler);
