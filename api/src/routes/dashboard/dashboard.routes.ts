import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { readDashboardHandler, readDemoDashboardHandler } from './dashboard.handlers';

/** Mounted at /api/dashboard. */
export const dashboardRoutes = new Hono<AppEnv>()
  // The path says consultant (a name kept for its callers); it is the dashboard of whoever is logged in, admin or consultant.
  .get('/consultant', readDashboardHandler)
  .get('/demo', readDemoDashboardHandler);
