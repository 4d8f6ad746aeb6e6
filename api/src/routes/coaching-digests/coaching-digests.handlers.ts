import { listCoachingDigests, readCoachingDigest } from '@bridal/server/coaching/digest/read-coaching-digests';
import { previewTeamDigest } from '@bridal/server/coaching/digest/preview-team-digest';
import { rolesOf } from '@bridal/server/auth/role-mapping';
import { validateWithSchema } from '@bridal/server/errors/validate-with-schema';
import type { DigestKind } from '@bridal/shared/coaching/digest';
import { digestListQuerySchema } from '@bridal/shared/coaching/digest-schemas';
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { requireAdmin } from '../../http/require-role';
import { requireAccount } from '../../middleware/session';

type Ctx = Context<AppEnv>;

const readerOf = (c: Ctx) => {
  const account = requireAccount(c);
  return { boutiqueId: account.boutiqueId, userId: account.userId, role: account.role };
};

/** GET /api/coaching-digests?kind=: her own weeks (the owner's and admins' default: the team's). */
export async function listCoachingDigestsHandler(c: Ctx) {
  const reader = readerOf(c);
  const { kind } = await validateWithSchema(digestListQuerySchema, c.req.query(), { textInput: true });
  const fallback: DigestKind = rolesOf(reader.role).userType === 'admin' ? 'team' : 'consultant';
  return c.json(await listCoachingDigests(c.var.deps.sql, reader, (kind as DigestKind | undefined) ?? fallback));
}

/** GET /api/coaching-digests/preview (admins): the team's week so far. */
export async function previewTeamDigestHandler(c: Ctx) {
  const account = requireAdmin(c);
  return c.json(await previewTeamDigest(c.var.deps.sql, account.boutiqueId));
}

/** GET /api/coaching-digests/:digestId: one week's digest. */
export async function getCoachingDigestHandler(c: Ctx) {
  return c.json(await readCoachingDigest(c.var.deps.sql, readerOf(c), c.req.param('digestId') ?? ''));
}
