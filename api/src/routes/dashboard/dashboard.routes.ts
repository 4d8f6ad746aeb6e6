import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { readDashboardHandler, readDemoDashboardHandler } from './dashboard.handlers';

export const dashboardRoutes = new Hono<AppEnv>()
  .get('/dashboard/consultant', readDashboardHandler)
  .get('/dashboard/demo', readDemoDashboardHandler);
