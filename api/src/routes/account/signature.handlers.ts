import { validateWithSchema } from '@bridal/server/errors/validate-with-schema';
import {
  readConsultantSignature,
  saveConsultantSignature,
} from '@bridal/server/follow-ups/settings/consultant-signature';
import { consultantSignatureSchema } from '@bridal/shared/follow-ups/consultant-signature-schema';
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { readJsonBody } from '../../http/read-json-body';
import { requireAccount } from '../../middleware/session';

type Ctx = Context<AppEnv>;

/** GET /api/account/signature: how she signs her own follow-ups, and the boutique's lines under it. */
export async function getOwnSignatureHandler(c: Ctx) {
  const account = requireAccount(c);
  return c.json(
    await readConsultantSignature({ sql: c.var.deps.sql, boutiqueId: account.boutiqueId, userId: account.userId }),
  );
}

/** PUT /api/account/signature { signature }: her own sign-off ('' signs with her name). */
export async function updateOwnSignatureHandler(c: Ctx) {
  const account = requireAccount(c);
  const { signature } = await validateWithSchema(consultantSignatureSchema, await readJsonBody(c));
  return c.json(
    await saveConsultantSignature({
      sql: c.var.deps.sql,
      boutiqueId: account.boutiqueId,
      userId: account.userId,
      signature,
    }),
  );
}
