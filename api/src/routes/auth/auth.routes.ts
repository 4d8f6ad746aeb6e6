import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { forgotPassword, login, logout, me, resetPasswordHandler } from './auth.handlers';
import { confirmEmailHandler, resendConfirmationHandler } from './email-confirmation.handlers';

export const authRoutes = new Hono<AppEnv>()
  .post('/auth/login', login)
  .post('/auth/logout', logout)
  .get('/auth/me', me)
  .post('/auth/forgot-password', forgotPassword)
  .post('/auth/reset-password', resetPasswordHandler)
  .post('/auth/confirm-email', confirmEmailHandler)
  .post('/auth/resend-confirmation', resendConfirmationHandler);
