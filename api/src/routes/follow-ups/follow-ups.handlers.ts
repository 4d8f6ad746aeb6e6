import { rolesOf } from '@bridal/server/auth/role-mapping';
import { readBrideFollowUps } from '@bridal/server/follow-ups/read/read-bride-follow-ups';
import { readDueFollowUps } from '@bridal/server/follow-ups/read/read-due-follow-ups';
import { editFollowUp } from '@bridal/server/follow-ups/send/edit-follow-up';
import { type FollowUpActor, findStaffFollowUp } from '@bridal/server/follow-ups/send/follow-up-access';
import { validateWithSchema } from '@bridal/server/errors/validate-with-schema';
import { type FollowUpEdit, followUpEditSchema, followUpMessages } from '@bridal/shared/follow-ups/follow-up';
import { sendFollowUp } from '@bridal/server/follow-ups/send/send-follow-up';
import { skipFollowUp } from '@bridal/server/follow-ups/send/skip-follow-up';
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { guardMailFromBoutique } from '../../http/guard-outside-mail';
import { readJsonBody } from '../../http/read-json-body';
import { uuidParam } from '../../http/uuid-param';
import { requireAccount } from '../../middleware/session';
import { describeRoute } from '../../http/describe-route';

type Ctx = Context<AppEnv>;

/** The signed-in staff member, as the follow-up actions record and check her. */
function actorOf(c: Ctx): { boutiqueId: number; actor: FollowUpActor } {
  const account = requireAccount(c);
  return {
    boutiqueId: account.boutiqueId,
    actor: { userId: account.userId, name: account.name, isAdmin: rolesOf(account.role).userType === 'admin' },
  };
}

const followUpIdOf = (c: Ctx) => uuidParam(c, 'followUpId', followUpMessages.notFound);

/** A body that is absent or `{}` carries no edit: Send then sends the draft as saved. */
async function optionalEdit(c: Ctx): Promise<unknown> {
  const length = Number(c.req.header('content-length') ?? '0');
  if (length === 0 && c.req.header('transfer-encoding') === undefined) return undefined;
  const body = await readJsonBody(c);
  const empty = body !== null && typeof body === 'object' && !Array.isArray(body) && Object.keys(body).length === 0;
  return empty ? undefined : body;
}

export const readDueFollowUpsRoute = describeRoute({
  summary: 'List the follow-ups waiting for a person (drafts due)',
  tags: ['Follow-ups'],
  apiKey: 'read',
});

/** GET /api/follow-ups/due (staff): the drafts waiting (a consultant's own and unassigned). */
export async function readDueFollowUpsHandler(c: Ctx) {
  const { boutiqueId, actor } = actorOf(c);
  return c.json(await readDueFollowUps({ sql: c.var.deps.sql, boutiqueId, actor }));
}

export const readBrideFollowUpsRoute = describeRoute({
  summary: "Read a bride's follow-ups: what is pending and everything sent to her",
  tags: ['Follow-ups'],
  apiKey: 'read',
});

/** GET /api/follow-ups/brides/{brideId} (staff): her follow-ups, pending and history. */
export async function readBrideFollowUpsHandler(c: Ctx) {
  const { boutiqueId } = actorOf(c);
  const brideId = uuidParam(c, 'brideId', followUpMessages.brideNotFound);
  return c.json(await readBrideFollowUps({ sql: c.var.deps.sql, boutiqueId, brideId }));
}

/**
 * The edit a request carries, validated once the follow-up is found the actor's: another
 * boutique's id answers 404 whatever the body.
 */
async function validEdit(c: Ctx, followUpId: string, body: unknown): Promise<FollowUpEdit> {
  const { boutiqueId, actor } = actorOf(c);
  await findStaffFollowUp(c.var.deps.sql, { boutiqueId, followUpId, actor });
  return validateWithSchema(followUpEditSchema, body);
}

/** PATCH /api/follow-ups/{id} (staff): saves an edit of a draft. */
export async function editFollowUpHandler(c: Ctx) {
  const { boutiqueId, actor } = actorOf(c);
  const body = await readJsonBody(c);
  const followUpId = followUpIdOf(c);
  const followUp = await editFollowUp({
    sql: c.var.deps.sql,
    boutiqueId,
    followUpId,
    user: actor,
    edit: await validEdit(c, followUpId, body),
  });
  c.var.logger.info({ followUpId, boutiqueId }, 'follow-up edited');
  return c.json(followUp);
}

/** POST /api/follow-ups/{id}/send (staff): saves the edit it carries, if any, and queues the draft. */
export async function sendFollowUpHandler(c: Ctx) {
  const { boutiqueId, actor } = actorOf(c);
  const { sql, mailQueue } = c.var.deps;
  const body = await optionalEdit(c);
  const followUpId = followUpIdOf(c);
  const followUp = await sendFollowUp({
    sql,
    mailQueue,
    boutiqueId,
    followUpId,
    user: actor,
    edit: body === undefined ? undefined : await validEdit(c, followUpId, body),
    beforeQueue: (to) => guardMailFromBoutique(c, { kind: 'bride', to }),
  });
  c.var.logger.info({ followUpId, boutiqueId, sendAt: followUp.sendAt }, 'follow-up queued');
  return c.json(followUp);
}

/** POST /api/follow-ups/{id}/skip (staff): this step is not sent. */
export async function skipFollowUpHandler(c: Ctx) {
  const { boutiqueId, actor } = actorOf(c);
  const followUpId = followUpIdOf(c);
  const followUp = await skipFollowUp({ sql: c.var.deps.sql, boutiqueId, followUpId, user: actor });
  c.var.logger.info({ followUpId, boutiqueId }, 'follow-up skipped');
  return c.json(followUp);
}
