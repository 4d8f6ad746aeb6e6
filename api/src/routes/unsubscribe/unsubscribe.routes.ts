import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { openUnsubscribeHandler, unsubscribeHandler } from './unsubscribe.handlers';

/** Mounted at /api/unsubscribe: the bride's link in every follow-up, public (the token is the credential). */
export const unsubscribeRoutes = new Hono<AppEnv>()
  .get('/:token', openUnsubscribeHandler)
  .post('/:token', unsubscribeHandler);
