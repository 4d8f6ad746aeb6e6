import { validateWithSchema } from '@bridal/server/errors/validate-with-schema';
import {
  readConsultantSignature,
  saveConsultantSignature,
} from '@bridal/server/follow-ups/settings/consultant-signature';
import { consultantMessages } from '@bridal/shared/consultants/consultants';
import { consultantSignatureSchema } from '@bridal/shared/follow-ups/consultant-signature-schema';
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { readJsonBody } from '../../http/read-json-body';
import { requireAdmin } from '../../http/require-role';
import { uuidParam } from '../../http/uuid-param';

type Ctx = Context<AppEnv>;

/** The admin's boutique and the team member the path names (404 for anyone outside it). */
function memberOf(c: Ctx) {
  const account = requireAdmin(c);
  return {
    sql: c.var.deps.sql,
    boutiqueId: account.boutiqueId,
    userId: uuidParam(c, 'id', consultantMessages.notFound),
  };
}

/** GET /api/consultants/{id}/signature (admins): how a team member signs her follow-ups. */
export async function getConsultantSignatureHandler(c: Ctx) {
  return c.json(await readConsultantSignature(memberOf(c)));
}

/** PUT /api/consultants/{id}/signature { signature } (admins): a team member's sign-off, set for her. */
export async function updateConsultantSignatureHandler(c: Ctx) {
  requireAdmin(c);
  // The body before the path's id, as on every route (docs/architecture.md, "How a request flows").
  const { signature } = await validateWithSchema(consultantSignatureSchema, await readJsonBody(c));
  const member = memberOf(c);
  const saved = await saveConsultantSignature({ ...member, signature });
  c.var.logger.info({ consultantId: member.userId }, "a team member's signature set by an admin");
  return c.json(saved);
}
