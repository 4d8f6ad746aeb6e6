import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { demoBehaviourFiguresHandler, demoClosingReportHandler, demoCoachingHandler } from './demo-reports.handlers';

/** Mounted at /api/reports beside the boutique's own reports. */
export const demoReportsRoutes = new Hono<AppEnv>()
  .get('/demo', demoClosingReportHandler)
  .get('/demo/score-cards', demoBehaviourFiguresHandler)
  .get('/demo/coaching', demoCoachingHandler);
