import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { closingReportCsvHandler, closingReportHandler } from './reports.handlers';

/** Mounted at /api/reports. */
export const reportsRoutes = new Hono<AppEnv>()
  .get('/closing', closingReportHandler)
  .get('/closing.csv', closingReportCsvHandler);
