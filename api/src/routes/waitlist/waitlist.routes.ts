import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import {
  acceptWaitlistOfferHandler,
  dayWaitlistHandler,
  dayWaitlistRoute,
  readWaitlistOfferHandler,
  removeWaitlistEntryHandler,
  removeWaitlistEntryRoute,
} from './waitlist.handlers';

/** Mounted at /api/waitlist (staff): a day's waitlist. */
export const waitlistRoutes = new Hono<AppEnv>()
  .get('/', dayWaitlistRoute, dayWaitlistHandler)
  .delete('/:waitlistEntryId', removeWaitlistEntryRoute, removeWaitlistEntryHandler);

/** Mounted at /api/waitlist-offers: the offer e-mail's link, public (the token is the credential). */
export const waitlistOfferRoutes = new Hono<AppEnv>()
  .get('/:token', readWaitlistOfferHandler)
  .post('/:token/accept', acceptWaitlistOfferHandler);
