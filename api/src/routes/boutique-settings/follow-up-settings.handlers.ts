import { validateWithSchema } from '@bridal/server/errors/validate-with-schema';
import { readFollowUpSettings, updateFollowUpSettings } from '@bridal/server/follow-ups/settings/follow-up-settings';
import { followUpSettingsSchema } from '@bridal/shared/follow-ups/follow-up';
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { readJsonBody } from '../../http/read-json-body';
import { requireAdmin } from '../../http/require-role';
import { requireAccount } from '../../middleware/session';

type Ctx = Context<AppEnv>;

/** GET /api/boutique-settings/follow-ups: any of the boutique's staff (the follow-up view shows the quiet hours). */
export async function getFollowUpSettingsHandler(c: Ctx) {
  const account = requireAccount(c);
  return c.json(await readFollowUpSettings(c.var.deps.sql, account.boutiqueId));
}

/**
 * PUT /api/boutique-settings/follow-ups { days, quietFrom, quietTo, signature, autoSend, holdDays,
 * orderLeadWeeks } (admins): the saved settings.
 */
export async function updateFollowUpSettingsHandler(c: Ctx) {
  const account = requireAdmin(c);
  const settings = await validateWithSchema(followUpSettingsSchema, await readJsonBody(c));
  return c.json(await updateFollowUpSettings({ sql: c.var.deps.sql, boutiqueId: account.boutiqueId, settings }));
}
