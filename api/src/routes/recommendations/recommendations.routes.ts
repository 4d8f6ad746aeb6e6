import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { readBridePhotoHandler, readRecommendationsHandler } from './recommendations.handlers';

/** Mounted at /api/recommendations. */
export const recommendationsRoutes = new Hono<AppEnv>().get('/:brideId', readRecommendationsHandler);

/** Mounted at /api/brides. */
export const bridePhotosRoutes = new Hono<AppEnv>().get('/:brideId/photos/:photoId', readBridePhotoHandler);
