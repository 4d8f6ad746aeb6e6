import { rolesOf } from '@bridal/server/auth/role-mapping';
import { deleteGoal } from '@bridal/server/coaching/goals/delete-goal';
import { readConsultantGoals } from '@bridal/server/coaching/goals/read-consultant-goals';
import { readGoalSuggestions } from '@bridal/server/coaching/goals/read-goal-suggestions';
import { readGoalsProgress } from '@bridal/server/coaching/goals/read-goals-progress';
import { readTeamBoard } from '@bridal/server/coaching/goals/read-team-board';
import { createGoal, updateGoal } from '@bridal/server/coaching/goals/save-goal';
import { setTeamBoard } from '@bridal/server/coaching/goals/set-team-board';
import { validateWithSchema } from '@bridal/server/errors/validate-with-schema';
import { goalMessages, goalRequestSchema, teamBoardSettingSchema } from '@bridal/shared/coaching/goal-request';
import { consultantMessages } from '@bridal/shared/consultants/consultants';
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { readJsonBody } from '../../http/read-json-body';
import { requireAdmin } from '../../http/require-role';
import { uuidParam } from '../../http/uuid-param';
import { requireAccount } from '../../middleware/session';

type Ctx = Context<AppEnv>;

/** The session's boutique and who asks: an admin reads anyone's goals, a consultant her own. */
function readerOf(c: Ctx) {
  const account = requireAccount(c);
  return {
    sql: c.var.deps.sql,
    boutiqueId: account.boutiqueId,
    reader: { userId: account.userId, isAdmin: rolesOf(account.role).userType === 'admin' },
  };
}

const consultantIdOf = (c: Ctx) => uuidParam(c, 'id', consultantMessages.notFound);
const goalIdOf = (c: Ctx) => uuidParam(c, 'goalId', goalMessages.notFound);

/** GET /api/goals/consultants/{id}: her goals with their progress and baselines. */
export async function listGoalsHandler(c: Ctx) {
  const { sql, boutiqueId, reader } = readerOf(c);
  return c.json(await readConsultantGoals({ sql, boutiqueId, consultantId: consultantIdOf(c), reader }));
}

/** GET /api/goals/consultants/{id}/suggestions: what her free-text coaching goals name. */
export async function goalSuggestionsHandler(c: Ctx) {
  const { sql, boutiqueId, reader } = readerOf(c);
  return c.json(await readGoalSuggestions({ sql, boutiqueId, consultantId: consultantIdOf(c), reader }));
}

/** POST /api/goals/consultants/{id} { measure, behaviourKey, target, dueOn } (admins). */
export async function createGoalHandler(c: Ctx) {
  const account = requireAdmin(c);
  const request = await validateWithSchema(goalRequestSchema, await readJsonBody(c));
  const consultantId = consultantIdOf(c);
  const goal = await createGoal({
    sql: c.var.deps.sql,
    boutiqueId: account.boutiqueId,
    consultantId,
    actorId: account.userId,
    request,
  });
  c.var.logger.info({ consultantId, goalId: goal.id, measure: goal.measure }, 'goal set');
  return c.json(goal, 201);
}

/** PUT /api/goals/{goalId} { measure, behaviourKey, target, dueOn } (admins). */
export async function updateGoalHandler(c: Ctx) {
  const account = requireAdmin(c);
  const request = await validateWithSchema(goalRequestSchema, await readJsonBody(c));
  const goal = await updateGoal({ sql: c.var.deps.sql, boutiqueId: account.boutiqueId, goalId: goalIdOf(c), request });
  c.var.logger.info({ goalId: goal.id }, 'goal changed');
  return c.json(goal);
}

/** DELETE /api/goals/{goalId} (admins). */
export async function deleteGoalHandler(c: Ctx) {
  const account = requireAdmin(c);
  const goalId = goalIdOf(c);
  await deleteGoal({ sql: c.var.deps.sql, boutiqueId: account.boutiqueId, goalId });
  c.var.logger.info({ goalId }, 'goal removed');
  return c.json({ ok: true });
}

/** GET /api/goals/mine: the signed-in user's current goals (her dashboard). */
export async function ownGoalsHandler(c: Ctx) {
  const account = requireAccount(c);
  return c.json(
    await readGoalsProgress({ sql: c.var.deps.sql, boutiqueId: account.boutiqueId, consultantId: account.userId }),
  );
}

/** GET /api/goals/progress: an admin sees everyone's current goals, a consultant her own (the reports). */
export async function goalsProgressHandler(c: Ctx) {
  const { sql, boutiqueId, reader } = readerOf(c);
  return c.json(
    await readGoalsProgress({ sql, boutiqueId, ...(reader.isAdmin ? {} : { consultantId: reader.userId }) }),
  );
}

/** GET /api/goals/team-board: any of the boutique's staff, when an admin turned it on. */
export async function teamBoardHandler(c: Ctx) {
  const account = requireAccount(c);
  return c.json(await readTeamBoard({ sql: c.var.deps.sql, boutiqueId: account.boutiqueId }));
}

/** PUT /api/goals/team-board { enabled } (admins): the board on or off for the whole team. */
export async function setTeamBoardHandler(c: Ctx) {
  const account = requireAdmin(c);
  const { enabled } = await validateWithSchema(teamBoardSettingSchema, await readJsonBody(c));
  const saved = await setTeamBoard({ sql: c.var.deps.sql, boutiqueId: account.boutiqueId, enabled });
  c.var.logger.info({ enabled: saved.enabled }, 'team board turned on or off');
  return c.json(saved);
}
