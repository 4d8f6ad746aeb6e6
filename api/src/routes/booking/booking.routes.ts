import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import {
  cancelByLinkHandler,
  joinWaitlistHandler,
  readBookingLinkHandler,
  useBookingLinkHandler,
} from './booking.handlers';

/** Mounted at /api/booking: the bride's own links, public (the token is the credential). */
export const bookingRoutes = new Hono<AppEnv>()
  .get('/:token', readBookingLinkHandler)
  .post('/:token', useBookingLinkHandler)
  .post('/:token/cancel', cancelByLinkHandler)
  .post('/:token/waitlist', joinWaitlistHandler);
