import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { coachingAdviceHandler, helpAdviceHandler } from './advice.handlers';

/** Mounted at /api/help. */
export const helpAdviceRoutes = new Hono<AppEnv>().post('/advice', helpAdviceHandler);

/** Mounted at /api/coaching-advice. */
export const coachingAdviceRoutes = new Hono<AppEnv>().post('/', coachingAdviceHandler);
