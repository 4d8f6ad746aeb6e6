import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import {
  editFollowUpHandler,
  readBrideFollowUpsHandler,
  readBrideFollowUpsRoute,
  readDueFollowUpsHandler,
  readDueFollowUpsRoute,
  sendFollowUpHandler,
  skipFollowUpHandler,
} from './follow-ups.handlers';

/** Mounted at /api/follow-ups (staff). The demo's reads are mounted before these. */
export const followUpsRoutes = new Hono<AppEnv>()
  .get('/due', readDueFollowUpsRoute, readDueFollowUpsHandler)
  .get('/brides/:brideId', readBrideFollowUpsRoute, readBrideFollowUpsHandler)
  .patch('/:followUpId', editFollowUpHandler)
  .post('/:followUpId/send', sendFollowUpHandler)
  .post('/:followUpId/skip', skipFollowUpHandler);
