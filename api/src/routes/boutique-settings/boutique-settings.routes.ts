import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { getBoutiqueSettingsHandler, updateBoutiqueSettingsHandler } from './boutique-settings.handlers';
import { getFollowUpSettingsHandler, updateFollowUpSettingsHandler } from './follow-up-settings.handlers';
import { getBookingRulesHandler, updateBookingRulesHandler } from './booking-rules.handlers';
import { getDigestSettingsHandler, updateDigestSettingsHandler } from './coaching-digest-settings.handlers';
import { getSmsSettingsHandler, updateSmsSettingsHandler } from '../sms/sms.handlers';

/**
 * Mounted at /api/boutique-settings: the boutique's time zone, hours, length, capacity and closed
 * dates; /follow-ups: when follow-ups go out, quiet hours, signature and automatic sending;
 * /coaching-digest: the weekly coaching digest on or off; /sms: the boutique's texts (Twilio);
 * /booking-rules: the cut-off for a bride's own changes and how long a waitlist offer holds its time.
 */
export const boutiqueSettingsRoutes = new Hono<AppEnv>()
  .get('/', getBoutiqueSettingsHandler)
  .put('/', updateBoutiqueSettingsHandler)
  .get('/follow-ups', getFollowUpSettingsHandler)
  .put('/follow-ups', updateFollowUpSettingsHandler)
  .get('/coaching-digest', getDigestSettingsHandler)
  .put('/coaching-digest', updateDigestSettingsHandler)
  .get('/booking-rules', getBookingRulesHandler)
  .put('/booking-rules', updateBookingRulesHandler)
  .get('/sms', getSmsSettingsHandler)
  .put('/sms', updateSmsSettingsHandler);
