import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { healthHandler, readinessHandler, type ReadinessOptions } from './health.handlers';

/** Mounted at /api/health. */
export const healthRoutes = new Hono<AppEnv>().get('/', healthHandler);

/** Mounted at /api/ready. */
export const readinessRoutes = (options: ReadinessOptions) =>
  new Hono<AppEnv>().get('/', (c) => readinessHandler(c, options));
