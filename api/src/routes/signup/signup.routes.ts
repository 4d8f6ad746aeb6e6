import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { signUpHandler } from './signup.handlers';

/** Mounted at /api/signup. */
export const signupRoutes = new Hono<AppEnv>().post('/', signUpHandler);
