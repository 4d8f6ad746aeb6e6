import { acceptInvitation } from '@bridal/server/consultants/accept-invitation';
import { findInvitation } from '@bridal/server/consultants/find-invitation';
import { AppError } from '@bridal/server/errors/app-error';
import { validateWithSchema } from '@bridal/server/errors/validate-with-schema';
import { acceptInvitationSchema } from '@bridal/shared/consultants/consultant-schemas';
import { type AcceptInvitationResponse, consultantMessages } from '@bridal/shared/consultants/consultants';
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { clientIp } from '../../http/client-ip';
import { dashboardChangesOf } from '../../http/dashboard-changes';
import { readJsonBody } from '../../http/read-json-body';

type Ctx = Context<AppEnv>;

/** GET /api/consultant-invite/{token} (public): who the invitation is for. */
export async function findInvitationHandler(c: Ctx) {
  const { sql, rateLimiter } = c.var.deps;
  await rateLimiter.consume('invitationLookupByIp', clientIp(c));
  const invitation = await findInvitation({ sql, token: c.req.param('token') ?? '' });
  if (!invitation) throw new AppError('NOT_FOUND', consultantMessages.invalidInvitation);
  return c.json(invitation);
}

/** POST /api/consultant-accept-invite { token, password } (public): she sets her password, once. */
export async function acceptInvitationHandler(c: Ctx) {
  const { sql, rateLimiter } = c.var.deps;
  await rateLimiter.consume('acceptInvitationByIp', clientIp(c));
  const request = await validateWithSchema(acceptInvitationSchema, await readJsonBody(c));
  const accepted = await acceptInvitation({ sql, request, dashboardChanges: dashboardChangesOf(c) });
  c.var.logger.info({ userId: accepted.userId, boutiqueId: accepted.boutiqueId }, 'invitation accepted');
  return c.json({ ok: true, email: accepted.email } satisfies AcceptInvitationResponse);
}
