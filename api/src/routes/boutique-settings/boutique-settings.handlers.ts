import {
  readBoutiqueSettings,
  updateBoutiqueSettings,
} from '@bridal/server/appointments/schedule/update-boutique-settings';
import { knownTimeZone } from '@bridal/server/db/database-time-zones';
import { AppError } from '@bridal/server/errors/app-error';
import { validateWithSchema } from '@bridal/server/errors/validate-with-schema';
import { boutiqueSettingsMessages, boutiqueSettingsSchema } from '@bridal/shared/appointments/boutique-settings';
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { dashboardChangesOf } from '../../http/dashboard-changes';
import { readJsonBody } from '../../http/read-json-body';
import { requireAdmin } from '../../http/require-role';
import { requireAccount } from '../../middleware/session';

type Ctx = Context<AppEnv>;

/** GET /api/boutique-settings: any of the boutique's staff (consultants need its time zone). */
export async function getBoutiqueSettingsHandler(c: Ctx) {
  const account = requireAccount(c);
  return c.json(await readBoutiqueSettings(c.var.deps.sql, account.boutiqueId));
}

/**
 * PUT /api/boutique-settings { timeZone, openingHours, appointmentMinutes, capacity, closedDates }
 * (admins): the saved settings and how many booked appointments are now outside hours.
 */
export async function updateBoutiqueSettingsHandler(c: Ctx) {
  const account = requireAdmin(c);
  const settings = await validateWithSchema(boutiqueSettingsSchema, await readJsonBody(c));
  const timeZone = await knownTimeZone(c.var.deps.sql, settings.timeZone);
  if (!timeZone) {
    const message = boutiqueSettingsMessages.timeZone;
    throw new AppError('BAD_REQUEST', message, { fields: { timeZone: message } });
  }
  return c.json(
    await updateBoutiqueSettings({
      sql: c.var.deps.sql,
      changes: dashboardChangesOf(c),
      boutiqueId: account.boutiqueId,
      settings: { ...settings, timeZone },
    }),
  );
}
