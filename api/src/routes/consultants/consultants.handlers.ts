import { changeTeamRole } from '@bridal/server/consultants/change-team-role';
import { deleteConsultant } from '@bridal/server/consultants/delete-consultant';
import { inviteConsultant } from '@bridal/server/consultants/invite-consultant';
import { listConsultants } from '@bridal/server/consultants/list-consultants';
import { readSubscriptionDetails } from '@bridal/server/consultants/read-subscription-details';
import { resendInvitation } from '@bridal/server/consultants/resend-invitation';
import { updateConsultant } from '@bridal/server/consultants/update-consultant';
import { AppError } from '@bridal/server/errors/app-error';
import { validateWithSchema } from '@bridal/server/errors/validate-with-schema';
import { changeRoleSchema, type TeamRole } from '@bridal/shared/accounts/account-schemas';
import {
  type AddConsultantRequest,
  addConsultantSchema,
  inviteConsultantSchema,
  updateConsultantSchema,
} from '@bridal/shared/consultants/consultant-schemas';
import { consultantMessages } from '@bridal/shared/consultants/consultants';
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { countEmailChange } from '../../http/count-email-change';
import { dashboardChangesOf } from '../../http/dashboard-changes';
import { guardMailFromBoutique } from '../../http/guard-outside-mail';
import { queueMail } from '../../http/queue-mail';
import { readJsonBody } from '../../http/read-json-body';
import { uuidParam } from '../../http/uuid-param';
import { requireAdmin } from '../../http/require-role';
import { resolveReader } from '../../http/resolve-reader';

type Ctx = Context<AppEnv>;

export const boutiqueNotFoundMessage = 'Boutique not found';

/** Queues the invitation e-mail (the job holds the invitation id only); 503 when Redis is away. */
const queueInvitationMail = (c: Ctx, invitationId: string) =>
  queueMail(c, { kind: 'consultant-invitation', invitationId });

/**
 * Counts one invitation e-mail as it is made: a few a day to one address, whoever writes to it, and
 * a day's budget per boutique that deleting consultants never hands back.
 */
async function countInvitation(c: Ctx, address: string): Promise<void> {
  await guardMailFromBoutique(c, { kind: 'invitation', to: address });
}

/**
 * Sends an invitation the library has made: counted only once it exists, so a refused invite (taken
 * e-mail, no seat) or a wrong id spends nothing; over a limit the library takes it back.
 */
const sendInvitationOf = (c: Ctx) => async (invitationId: string, address: string) => {
  await countInvitation(c, address);
  await queueInvitationMail(c, invitationId);
};

/** No invitation leaves a boutique whose owner has not confirmed her address (nothing is counted). */
const requireInvitationsAllowed = (c: Ctx) => guardMailFromBoutique(c, { kind: 'invitation', mode: 'check' });

/** The 403 when every seat is taken. */
const limitReached = (c: Ctx, maxConsultants: number) =>
  c.json({ error: consultantMessages.limitReached(maxConsultants), title: consultantMessages.limitReachedTitle }, 403);

/** GET /api/consultants: the boutique's admins, then its consultants. */
export async function listConsultantsHandler(c: Ctx) {
  const reader = resolveReader(c, { admin: true });
  return c.json(await listConsultants({ sql: c.var.deps.sql, boutiqueId: reader.boutiqueId }));
}

/**
 * Adds a consultant from a validated request: invited when it has an e-mail, else one who needs
 * setup (no invitation, nothing sent, nothing counted against the mail limits).
 */
async function addConsultant(c: Ctx, request: AddConsultantRequest) {
  const account = requireAdmin(c);
  if (request.email) await requireInvitationsAllowed(c);
  const result = await inviteConsultant({
    sql: c.var.deps.sql,
    boutiqueId: account.boutiqueId,
    request,
    dashboardChanges: dashboardChangesOf(c),
    sendInvitation: sendInvitationOf(c),
  });
  if (result.outcome === 'limit-reached') {
    return limitReached(c, result.maxConsultants);
  }
  if (result.outcome === 'invited') {
    c.var.logger.info({ consultantId: result.consultant.id, invitationId: result.invitationId }, 'consultant invited');
  } else {
    c.var.logger.info({ consultantId: result.consultant.id }, 'consultant added without an e-mail');
  }
  return c.json(result.consultant, 201);
}

/** POST /api/consultants/invite { name, email, coachingGoals }: the management page's, both required. */
export async function inviteConsultantHandler(c: Ctx) {
  requireAdmin(c);
  return addConsultant(c, await validateWithSchema(inviteConsultantSchema, await readJsonBody(c)));
}

/** POST /api/consultants { name, email?, coachingGoals }: the dashboard's, the e-mail optional. */
export async function addConsultantHandler(c: Ctx) {
  requireAdmin(c);
  return addConsultant(c, await validateWithSchema(addConsultantSchema, await readJsonBody(c)));
}

/** The route's consultant: an id that is not one answers 404, as an unknown or another boutique's does. */
const consultantIdOf = (c: Ctx) => uuidParam(c, 'id', consultantMessages.notFound);

/** POST /api/consultants/{id}/resend-invite: a new link for a pending consultant; the old one ends. */
export async function resendInvitationHandler(c: Ctx) {
  const account = requireAdmin(c);
  await requireInvitationsAllowed(c);
  const consultantId = consultantIdOf(c);
  const { invitationId } = await resendInvitation({
    sql: c.var.deps.sql,
    boutiqueId: account.boutiqueId,
    consultantId,
    dashboardChanges: dashboardChangesOf(c),
    sendInvitation: sendInvitationOf(c),
  });
  c.var.logger.info({ consultantId, invitationId }, 'invitation resent');
  return c.json({ ok: true });
}

/** PUT /api/consultants/{id} { name, email, coachingGoals }. */
export async function updateConsultantHandler(c: Ctx) {
  const account = requireAdmin(c);
  const request = await validateWithSchema(updateConsultantSchema, await readJsonBody(c));
  const consultantId = consultantIdOf(c);
  const { consultant, newInvitationId } = await updateConsultant({
    sql: c.var.deps.sql,
    boutiqueId: account.boutiqueId,
    actorId: account.userId,
    consultantId,
    request,
    dashboardChanges: dashboardChangesOf(c),
    beforeEmailChange: () => countEmailChange(c, account.userId),
    // A pending consultant's new address gets a new invitation: the same rules as any invitation.
    beforeNewInvitation: async (address) => {
      await requireInvitationsAllowed(c);
      await countInvitation(c, address);
    },
  });
  c.var.deps.sessionCache?.forgetWhere((cached) => cached.userId === consultantId);
  if (newInvitationId) {
    // The change is saved either way; if the e-mail cannot be queued now, the admin can resend.
    await queueInvitationMail(c, newInvitationId).catch((error: unknown) =>
      c.var.logger.warn({ err: error, consultantId }, 'new invitation after an e-mail change not queued'),
    );
  }
  return c.json(consultant);
}

/** PUT /api/consultants/{id}/role { role } (the owner): an admin made, or made a consultant again. */
export async function changeRoleHandler(c: Ctx) {
  const account = requireAdmin(c);
  const request = await validateWithSchema(changeRoleSchema, await readJsonBody(c));
  const consultantId = consultantIdOf(c);
  const result = await changeTeamRole({
    sql: c.var.deps.sql,
    boutiqueId: account.boutiqueId,
    actor: { userId: account.userId, role: account.role },
    consultantId,
    role: request.role as TeamRole,
    dashboardChanges: dashboardChangesOf(c),
  });
  if (result.outcome === 'limit-reached') {
    return limitReached(c, result.maxConsultants);
  }
  c.var.deps.sessionCache?.forgetWhere((cached) => cached.userId === consultantId);
  c.var.logger.info({ consultantId, role: request.role }, 'team role changed');
  return c.json(result.consultant);
}

/** DELETE /api/consultants/{id}: her sessions end at once, on every replica. */
export async function deleteConsultantHandler(c: Ctx) {
  const account = requireAdmin(c);
  const consultantId = consultantIdOf(c);
  await deleteConsultant({
    sql: c.var.deps.sql,
    boutiqueId: account.boutiqueId,
    actorId: account.userId,
    consultantId,
    dashboardChanges: dashboardChangesOf(c),
  });
  c.var.deps.sessionCache?.forgetWhere((cached) => cached.userId === consultantId);
  c.var.logger.info({ consultantId }, 'consultant deleted');
  return c.json({ ok: true });
}

/** GET /api/subscription-details. */
export async function subscriptionDetailsHandler(c: Ctx) {
  const reader = resolveReader(c, { admin: true });
  const details = await readSubscriptionDetails({ sql: c.var.deps.sql, boutiqueId: reader.boutiqueId });
  if (!details) throw new AppError('NOT_FOUND', boutiqueNotFoundMessage);
  return c.json(details);
}
