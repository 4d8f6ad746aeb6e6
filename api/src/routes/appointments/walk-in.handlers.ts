import { readBoutiqueSchedule } from '@bridal/server/appointments/schedule/boutique-schedule';
import { readAppointmentSummary } from '@bridal/server/appointments/staff/appointment-summaries';
import { bookWalkIn } from '@bridal/server/appointments/staff/book-walk-in';
import { AppError } from '@bridal/server/errors/app-error';
import { validateWithSchema } from '@bridal/server/errors/validate-with-schema';
import {
  type SurveyLinkResponse,
  scheduleMessages,
  surveyLinkSchema,
  type WalkInResponse,
  walkInSchema,
} from '@bridal/shared/appointments/schedule';
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { appointmentDepsOf } from '../../http/appointment-deps';
import { guardMailFromBoutique } from '../../http/guard-outside-mail';
import { queueMail, requireMailQueue } from '../../http/queue-mail';
import { readJsonBody } from '../../http/read-json-body';
import { staffActor } from './appointments.handlers';
import { checkedBrideId, checkedConsultantId } from './body-ids';

type Ctx = Context<AppEnv>;

/** Queues her survey link once the boutique may e-mail her; an e-mail not queued is not counted. */
async function sendSurveyLink(c: Ctx, brideId: string, email: string): Promise<void> {
  const counted = await guardMailFromBoutique(c, { kind: 'bride', to: email });
  try {
    await queueMail(c, { kind: 'survey-invite', brideId });
  } catch (error) {
    await counted.giveBack();
    throw error;
  }
}

/**
 * POST /api/appointments/walk-in { name, email?, phone?, startsAt, consultantId?, sendSurveyLink }
 * (staff): a bride with her name only, 'awaiting_survey', booked; her survey link e-mailed when asked.
 */
export async function bookWalkInHandler(c: Ctx) {
  const actor = staffActor(c);
  const body = await validateWithSchema(walkInSchema, await readJsonBody(c));
  const { sql } = c.var.deps;
  // The link must go out once she is booked: refuse before booking when the queue is away.
  if (body.sendSurveyLink) requireMailQueue(c);
  checkedConsultantId(body.consultantId);
  const booked = await bookWalkIn(appointmentDepsOf(c), { boutiqueId: actor.boutiqueId, actor, walkIn: body });
  let surveyLinkSent = false;
  if (body.sendSurveyLink && body.email) {
    try {
      await sendSurveyLink(c, booked.brideId, body.email);
      surveyLinkSent = true;
    } catch (error) {
      // She is booked; the profile's 'Send survey link' can try again.
      c.var.logger.warn({ err: error, brideId: booked.brideId }, 'survey link not queued');
    }
  }
  const schedule = await readBoutiqueSchedule(sql, actor.boutiqueId);
  const appointment = await readAppointmentSummary(sql, schedule, actor.boutiqueId, booked.id);
  return c.json({ appointment: appointment!, surveyLinkSent } satisfies WalkInResponse, 201);
}

/** POST /api/appointments/survey-link { brideId } (staff): e-mails a walk-in her survey link (again). */
export async function sendSurveyLinkHandler(c: Ctx) {
  const actor = staffActor(c);
  const body = await validateWithSchema(surveyLinkSchema, await readJsonBody(c));
  const [bride] = await c.var.deps.sql<{ status: string; email: string }[]>`
    SELECT status, email FROM brides WHERE id = ${checkedBrideId(body.brideId)} AND boutique_id = ${actor.boutiqueId}`;
  if (!bride) throw new AppError('NOT_FOUND', scheduleMessages.brideNotFound);
  if (bride.status !== 'awaiting_survey') throw new AppError('CONFLICT', scheduleMessages.surveyAlreadyIn);
  if (!bride.email) throw new AppError('BAD_REQUEST', scheduleMessages.noEmailForSurveyLink);
  await sendSurveyLink(c, body.brideId, bride.email);
  c.var.logger.info({ brideId: body.brideId }, 'survey link queued');
  return c.json({ ok: true } satisfies SurveyLinkResponse);
}
