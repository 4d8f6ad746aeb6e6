import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { getBoutiqueSettingsHandler, updateBoutiqueSettingsHandler } from './boutique-settings.handlers';

/** Mounted at /api/boutique-settings: the boutique's time zone, hours, length, capacity and closed dates. */
export const boutiqueSettingsRoutes = new Hono<AppEnv>()
  .get('/', getBoutiqueSettingsHandler)
  .put('/', updateBoutiqueSettingsHandler);
