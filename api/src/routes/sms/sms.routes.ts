import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { inboundTextHandler } from './sms.handlers';

/** Mounted at /api/sms: the text provider's inbound webhook, one URL per boutique (its signature is the credential). */
export const smsRoutes = new Hono<AppEnv>().post('/twilio/:boutiqueId', inboundTextHandler);
