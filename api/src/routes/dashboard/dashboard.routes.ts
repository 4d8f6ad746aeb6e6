import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { readDashboardHandler, readDemoDashboardHandler } from './dashboard.handlers';

/** Mounted at /api/dashboard. */
export const dashboardRoutes = new Hono<AppEnv>()
  .get('/consultant', readDashboardHandler)
  .get('/demo', readDemoDashboardHandler);
