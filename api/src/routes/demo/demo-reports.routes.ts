import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { demoClosingReportHandler } from './demo-reports.handlers';

/** Mounted at /api/reports beside the boutique's own reports. */
export const demoReportsRoutes = new Hono<AppEnv>().get('/demo', demoClosingReportHandler);
