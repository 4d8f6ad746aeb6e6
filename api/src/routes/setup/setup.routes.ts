import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { dismissSetupChecklistHandler, getSetupChecklistHandler } from './setup.handlers';

/** Mounted at /api/setup: the owner's setup checklist (admins only). */
export const setupRoutes = new Hono<AppEnv>()
  .get('/', getSetupChecklistHandler)
  .put('/dismissal', dismissSetupChecklistHandler);
