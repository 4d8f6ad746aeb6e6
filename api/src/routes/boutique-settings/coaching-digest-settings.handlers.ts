import { readDigestEnabled, saveDigestEnabled } from '@bridal/server/coaching/digest/digest-settings';
import { validateWithSchema } from '@bridal/server/errors/validate-with-schema';
import { digestEnabledSchema } from '@bridal/shared/coaching/digest-schemas';
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { readJsonBody } from '../../http/read-json-body';
import { requireAdmin } from '../../http/require-role';
import { requireAccount } from '../../middleware/session';

type Ctx = Context<AppEnv>;

/** GET /api/boutique-settings/coaching-digest: whether the boutique's weekly digest is on (any staff). */
export async function getDigestSettingsHandler(c: Ctx) {
  return c.json(await readDigestEnabled(c.var.deps.sql, requireAccount(c).boutiqueId));
}

/** PUT /api/boutique-settings/coaching-digest { enabled } (admins). */
export async function updateDigestSettingsHandler(c: Ctx) {
  const account = requireAdmin(c);
  const { enabled } = await validateWithSchema(digestEnabledSchema, await readJsonBody(c));
  return c.json(await saveDigestEnabled(c.var.deps.sql, account.boutiqueId, enabled));
}
