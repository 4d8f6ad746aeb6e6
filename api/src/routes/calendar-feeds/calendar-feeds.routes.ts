import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import {
  boutiqueFeedsHandler,
  calendarFeedHandler,
  makeBoutiqueFeedHandler,
  makeOwnFeedHandler,
  ownFeedHandler,
  revokeBoutiqueFeedHandler,
  revokeOwnFeedHandler,
  revokeTeamMemberFeedHandler,
} from './calendar-feeds.handlers';

/** Mounted at /api/calendar-feeds: making and revoking the private feed links (staff). */
export const calendarFeedsRoutes = new Hono<AppEnv>()
  .get('/mine', ownFeedHandler)
  .post('/mine', makeOwnFeedHandler)
  .delete('/mine', revokeOwnFeedHandler)
  .get('/boutique', boutiqueFeedsHandler)
  .post('/boutique', makeBoutiqueFeedHandler)
  .delete('/boutique', revokeBoutiqueFeedHandler)
  .delete('/consultants/:id', revokeTeamMemberFeedHandler);

/** Mounted at /api/calendar: the feed links themselves, public (the token is the credential). */
export const calendarFeedRoutes = new Hono<AppEnv>().get('/:token', calendarFeedHandler);
