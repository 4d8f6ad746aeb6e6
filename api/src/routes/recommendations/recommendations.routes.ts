import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { readBridePhotoHandler, readBridePlanHandler, readBridePlanRoute } from './recommendations.handlers';

/**
 * Mounted at /api/recommendations: the path's name is historical; it answers the
 * bride's whole plan, her summary and survey read back as well as the dresses.
 */
export const bridePlanRoutes = new Hono<AppEnv>().get('/:brideId', readBridePlanRoute, readBridePlanHandler);

/** Mounted at /api/brides. */
export const bridePhotosRoutes = new Hono<AppEnv>().get('/:brideId/photos/:photoId', readBridePhotoHandler);
