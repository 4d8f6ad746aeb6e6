import { readDigestOptOut, saveDigestOptOut } from '@bridal/server/coaching/digest/digest-settings';
import { validateWithSchema } from '@bridal/server/errors/validate-with-schema';
import { digestOptOutSchema } from '@bridal/shared/coaching/digest-schemas';
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { readJsonBody } from '../../http/read-json-body';
import { requireAccount } from '../../middleware/session';

type Ctx = Context<AppEnv>;

/** GET /api/account/coaching-digest: whether she turned the weekly coaching e-mail off. */
export async function getDigestOptOutHandler(c: Ctx) {
  return c.json(await readDigestOptOut(c.var.deps.sql, requireAccount(c).userId));
}

/** PUT /api/account/coaching-digest { optOut }: her own e-mail, on or off. */
export async function updateDigestOptOutHandler(c: Ctx) {
  const account = requireAccount(c);
  const { optOut } = await validateWithSchema(digestOptOutSchema, await readJsonBody(c));
  return c.json(await saveDigestOptOut(c.var.deps.sql, account.userId, optOut));
}
