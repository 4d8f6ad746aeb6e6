import { rolesOf } from '@bridal/server/auth/role-mapping';
import { readScoreCardBehaviours } from '@bridal/server/coaching/score-card-behaviours';
import { markReviewSeen } from '@bridal/server/coaching/score-cards/mark-review-seen';
import { readBehaviourFigures } from '@bridal/server/coaching/score-cards/read-behaviour-figures';
import { readScoreCard } from '@bridal/server/coaching/score-cards/read-score-card';
import { readScoreCardNotes } from '@bridal/server/coaching/score-cards/read-score-card-notes';
import { reviewScoreCard } from '@bridal/server/coaching/score-cards/review-score-card';
import { saveScoreCard } from '@bridal/server/coaching/score-cards/save-score-card';
import { saveScoreCardBehaviours } from '@bridal/server/coaching/score-cards/save-score-card-behaviours';
import { findScoreCardAppointment } from '@bridal/server/coaching/score-cards/score-card-appointment';
import { validateWithSchema } from '@bridal/server/errors/validate-with-schema';
import { behaviourFiguresQuerySchema } from '@bridal/shared/coaching/behaviour-figures';
import {
  scoreCardBehavioursSchema,
  scoreCardMessages,
  scoreCardReviewSchema,
  scoreCardSchema,
} from '@bridal/shared/coaching/score-card';
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { readJsonBody } from '../../http/read-json-body';
import { requireAdmin } from '../../http/require-role';
import { uuidParam } from '../../http/uuid-param';
import { requireAccount } from '../../middleware/session';

type Ctx = Context<AppEnv>;

const appointmentIdOf = (c: Ctx) => uuidParam(c, 'appointmentId', scoreCardMessages.notFound);

/** The card as the session reads it: what each of the card's routes answers. */
const cardFor = async (c: Ctx, account: ReturnType<typeof requireAccount>, appointmentId: string) =>
  c.json(await readScoreCard({ sql: c.var.deps.sql, boutiqueId: account.boutiqueId, appointmentId, user: account }));

/** GET /api/appointments/{id}/score-card (staff): the card and the boutique's behaviours. */
export async function readScoreCardHandler(c: Ctx) {
  return cardFor(c, requireAccount(c), appointmentIdOf(c));
}

/**
 * PUT /api/appointments/{id}/score-card { answers } (whoever ran it, or an admin): the first save
 * makes the card, a later one edits it. An appointment not found answers before a body found wrong.
 */
export async function saveScoreCardHandler(c: Ctx) {
  const account = requireAccount(c);
  const body = await readJsonBody(c);
  const appointmentId = appointmentIdOf(c);
  const { sql } = c.var.deps;
  await findScoreCardAppointment(sql, { boutiqueId: account.boutiqueId, appointmentId });
  const { answers } = await validateWithSchema(scoreCardSchema, body);
  await saveScoreCard({ sql, boutiqueId: account.boutiqueId, appointmentId, user: account, answers });
  c.var.logger.info({ appointmentId }, 'score card saved');
  return cardFor(c, account, appointmentId);
}

/** PUT /api/appointments/{id}/score-card/review { note } (admins): the note the card's consultant reads. */
export async function reviewScoreCardHandler(c: Ctx) {
  const account = requireAdmin(c);
  const body = await readJsonBody(c);
  const appointmentId = appointmentIdOf(c);
  const { sql } = c.var.deps;
  await findScoreCardAppointment(sql, { boutiqueId: account.boutiqueId, appointmentId });
  const { note } = await validateWithSchema(scoreCardReviewSchema, body);
  await reviewScoreCard({ sql, boutiqueId: account.boutiqueId, appointmentId, reviewerId: account.userId, note });
  c.var.logger.info({ appointmentId }, 'score card reviewed');
  return cardFor(c, account, appointmentId);
}

/** POST /api/appointments/{id}/score-card/seen (the card's consultant): she has read its review note. */
export async function markReviewSeenHandler(c: Ctx) {
  const account = requireAccount(c);
  const appointmentId = appointmentIdOf(c);
  await markReviewSeen({ sql: c.var.deps.sql, boutiqueId: account.boutiqueId, appointmentId, userId: account.userId });
  return c.body(null, 204);
}

/** GET /api/score-cards/notes: the review notes on the reader's own cards. */
export async function readScoreCardNotesHandler(c: Ctx) {
  const account = requireAccount(c);
  return c.json(await readScoreCardNotes(c.var.deps.sql, { boutiqueId: account.boutiqueId, userId: account.userId }));
}

/** GET /api/score-cards/behaviours (staff): what the boutique's cards ask about, in order. */
export async function readBehavioursHandler(c: Ctx) {
  const account = requireAccount(c);
  return c.json({ behaviours: await readScoreCardBehaviours(c.var.deps.sql, account.boutiqueId) });
}

/** PUT /api/score-cards/behaviours { behaviours: [{ key?, label }] } (admins): the list as saved, keys included. */
export async function saveBehavioursHandler(c: Ctx) {
  const account = requireAdmin(c);
  const { behaviours } = await validateWithSchema(scoreCardBehavioursSchema, await readJsonBody(c));
  const saved = await saveScoreCardBehaviours({ sql: c.var.deps.sql, boutiqueId: account.boutiqueId, behaviours });
  c.var.logger.info({ behaviours: saved.length }, 'score card behaviours saved');
  return c.json({ behaviours: saved });
}

/** GET /api/score-cards/figures?from=&to=: the team's and each consultant's (a consultant: her own and the team's). */
export async function readBehaviourFiguresHandler(c: Ctx) {
  const account = requireAccount(c);
  const query = await validateWithSchema(behaviourFiguresQuerySchema, c.req.query(), { textInput: true });
  const isAdmin = rolesOf(account.role).userType === 'admin';
  return c.json(
    await readBehaviourFigures({
      sql: c.var.deps.sql,
      boutiqueId: account.boutiqueId,
      from: query.from,
      to: query.to,
      ...(isAdmin ? {} : { consultantId: account.userId }),
    }),
  );
}
