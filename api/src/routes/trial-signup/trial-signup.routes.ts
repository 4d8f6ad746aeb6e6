import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { startTrialHandler } from './trial-signup.handlers';

/** Mounted at /api/trial-signup. */
export const trialSignupRoutes = new Hono<AppEnv>().post('/', startTrialHandler);
