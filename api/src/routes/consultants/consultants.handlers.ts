import { bumpDashboardVersion } from '@bridal/server/dashboard/dashboard-version';
import { deleteConsultant } from '@bridal/server/consultants/delete-consultant';
import { inviteConsultant } from '@bridal/server/consultants/invite-consultant';
import { listConsultants } from '@bridal/server/consultants/list-consultants';
import { readSubscriptionDetails } from '@bridal/server/consultants/read-subscription-details';
import { resendInvitation } from '@bridal/server/consultants/resend-invitation';
import { updateConsultant } from '@bridal/server/consultants/update-consultant';
import { AppError } from '@bridal/server/errors/app-error';
import { validateWithSchema } from '@bridal/server/errors/validate-with-schema';
import { enqueueMail } from '@bridal/server/queue/mail-queue';
import { inviteConsultantSchema, updateConsultantSchema } from '@bridal/shared/consultants/consultant-schemas';
import { consultantMessages } from '@bridal/shared/consultants/consultants';
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { readJsonBody } from '../../http/read-json-body';
import { requireAdmin } from '../../http/require-role';
import { resolveReader } from '../../middleware/demo-visitor';
import { mailUnavailableMessage } from '../auth/auth.handlers';

type Ctx = Context<AppEnv>;

export const boutiqueNotFoundMessage = 'Boutique not found';

const bumpDashboards = (c: Ctx, boutiqueId: number) =>
  bumpDashboardVersion({
    redis: c.var.deps.redis,
    prefix: c.var.deps.env.REDIS_PREFIX,
    boutiqueId,
    logger: c.var.logger,
  });

/** Queues the invitation e-mail (the job holds the invitation id only); 503 when Redis is away. */
async function queueInvitationMail(c: Ctx, invitationId: string): Promise<void> {
  const { mailQueue, redis } = c.var.deps;
  if (redis.status !== 'ready') throw new AppError('SERVICE_UNAVAILABLE', mailUnavailableMessage);
  try {
    await enqueueMail(mailQueue, { kind: 'consultant-invitation', invitationId });
  } catch (error) {
    c.var.logger.warn({ err: error, invitationId }, 'invitation e-mail not queued');
    throw new AppError('SERVICE_UNAVAILABLE', mailUnavailableMessage, { cause: error });
  }
}

/** GET /api/consultants: the boutique's admins, then its consultants. */
export async function listConsultantsHandler(c: Ctx) {
  const reader = resolveReader(c, { admin: true });
  return c.json(await listConsultants({ sql: c.var.deps.sql, boutiqueId: reader.boutiqueId }));
}

/** POST /api/consultants/invite { name, email, coachingGoals }. */
export async function inviteConsultantHandler(c: Ctx) {
  const account = requireAdmin(c);
  const request = await validateWithSchema(inviteConsultantSchema, await readJsonBody(c));
  const result = await inviteConsultant({
    sql: c.var.deps.sql,
    boutiqueId: account.boutiqueId,
    request,
    sendInvitation: (invitationId) => queueInvitationMail(c, invitationId),
  });
  if (result.outcome === 'limit-reached') {
    return c.json(
      {
        error: consultantMessages.limitReached(result.maxConsultants),
        title: consultantMessages.limitReachedTitle,
      },
      403,
    );
  }
  c.var.logger.info({ consultantId: result.consultant.id, invitationId: result.invitationId }, 'consultant invited');
  await bumpDashboards(c, account.boutiqueId);
  return c.json(result.consultant, 201);
}

/** POST /api/consultants/{id}/resend-invite: a new link for a pending consultant; the old one ends. */
export async function resendInvitationHandler(c: Ctx) {
  const account = requireAdmin(c);
  const consultantId = c.req.param('id') ?? '';
  const { invitationId } = await resendInvitation({
    sql: c.var.deps.sql,
    boutiqueId: account.boutiqueId,
    consultantId,
    sendInvitation: async (id) => {
      // Counted only for a real resend, so a wrong id never uses up anyone's budget.
      await c.var.deps.rateLimiter.consume('resendInvitationByConsultant', consultantId);
      await queueInvitationMail(c, id);
    },
  });
  c.var.logger.info({ consultantId, invitationId }, 'invitation resent');
  await bumpDashboards(c, account.boutiqueId);
  return c.json({ ok: true });
}

/** PUT /api/consultants/{id} { name, email, coachingGoals }. */
export async function updateConsultantHandler(c: Ctx) {
  const account = requireAdmin(c);
  const consultantId = c.req.param('id') ?? '';
  const request = await validateWithSchema(updateConsultantSchema, await readJsonBody(c));
  const { consultant, newInvitationId } = await updateConsultant({
    sql: c.var.deps.sql,
    boutiqueId: account.boutiqueId,
    actorId: account.userId,
    consultantId,
    request,
  });
  c.var.deps.sessionCache?.forgetWhere((cached) => cached.userId === consultantId);
  if (newInvitationId) {
    // The change is saved either way; if the e-mail cannot be queued now, the admin can resend.
    await queueInvitationMail(c, newInvitationId).catch((error: unknown) =>
      c.var.logger.warn({ err: error, consultantId }, 'new invitation after an e-mail change not queued'),
    );
  }
  await bumpDashboards(c, account.boutiqueId);
  return c.json(consultant);
}

/** DELETE /api/consultants/{id}: her sessions end at once, on every replica. */
export async function deleteConsultantHandler(c: Ctx) {
  const account = requireAdmin(c);
  const consultantId = c.req.param('id') ?? '';
  await deleteConsultant({
    sql: c.var.deps.sql,
    boutiqueId: account.boutiqueId,
    actorId: account.userId,
    consultantId,
  });
  c.var.deps.sessionCache?.forgetWhere((cached) => cached.userId === consultantId);
  c.var.logger.info({ consultantId }, 'consultant deleted');
  await bumpDashboards(c, account.boutiqueId);
  return c.json({ ok: true });
}

/** GET /api/subscription-details. */
export async function subscriptionDetailsHandler(c: Ctx) {
  const reader = resolveReader(c, { admin: true });
  const details = await readSubscriptionDetails({ sql: c.var.deps.sql, boutiqueId: reader.boutiqueId });
  if (!details) throw new AppError('NOT_FOUND', boutiqueNotFoundMessage);
  return c.json(details);
}
