import { validateWithSchema } from '@bridal/server/errors/validate-with-schema';
import { readBookingRules, updateBookingRules } from '@bridal/server/waitlist/booking-rules';
import { bookingRulesSchema } from '@bridal/shared/waitlist/waitlist';
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { readJsonBody } from '../../http/read-json-body';
import { requireAdmin } from '../../http/require-role';
import { requireAccount } from '../../middleware/session';

type Ctx = Context<AppEnv>;

/** GET /api/boutique-settings/booking-rules: the cut-off for a bride's own changes and the offer hold. */
export async function getBookingRulesHandler(c: Ctx) {
  const account = requireAccount(c);
  return c.json(await readBookingRules(c.var.deps.sql, account.boutiqueId));
}

/** PUT /api/boutique-settings/booking-rules { changeCutoffHours, waitlistHoldMinutes } (admins). */
export async function updateBookingRulesHandler(c: Ctx) {
  const account = requireAdmin(c);
  const rules = await validateWithSchema(bookingRulesSchema, await readJsonBody(c));
  return c.json(await updateBookingRules(c.var.deps.sql, account.boutiqueId, rules));
}
