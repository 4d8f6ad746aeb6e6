import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import {
  bookingReportHandler,
  bookingReportRoute,
  closingReportCsvHandler,
  closingReportHandler,
  closingReportRoute,
} from './reports.handlers';

/** Mounted at /api/reports. */
export const reportsRoutes = new Hono<AppEnv>()
  .get('/closing', closingReportRoute, closingReportHandler)
  .get('/closing.csv', closingReportCsvHandler)
  .get('/booking', bookingReportRoute, bookingReportHandler);
