import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { listBridesHandler, listBridesRoute } from './brides.handlers';
import { deleteBrideHandler, editBrideHandler } from './edit-bride.handlers';
import { refreshDressesHandler } from './refresh-dresses.handlers';

/** Mounted at /api/brides (beside her photos, recommendations.routes.ts). */
export const bridesRoutes = new Hono<AppEnv>()
  .get('/', listBridesRoute, listBridesHandler)
  .post('/:brideId/refresh-dresses', refreshDressesHandler)
  .patch('/:brideId', editBrideHandler)
  .delete('/:brideId', deleteBrideHandler);
