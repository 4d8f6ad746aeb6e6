import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { demoBrideFollowUpsHandler, demoDueFollowUpsHandler } from './demo-follow-ups.handlers';

/**
 * Mounted at /api/follow-ups before the boutique's own follow-up routes, so '/demo/...' is never
 * read as a follow-up or bride id. Reads only: the demo's writes are refused by refuseDemoWrites.
 */
export const demoFollowUpsRoutes = new Hono<AppEnv>()
  .get('/demo/due', demoDueFollowUpsHandler)
  .get('/demo/brides/:brideId', demoBrideFollowUpsHandler);
