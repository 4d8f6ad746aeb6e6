import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import {
  getCoachingDigestHandler,
  listCoachingDigestsHandler,
  previewTeamDigestHandler,
} from './coaching-digests.handlers';

/** Mounted at /api/coaching-digests: the signed-in person's weekly coaching digests. */
export const coachingDigestsRoutes = new Hono<AppEnv>()
  .get('/', listCoachingDigestsHandler)
  .get('/preview', previewTeamDigestHandler)
  .get('/:digestId', getCoachingDigestHandler);
