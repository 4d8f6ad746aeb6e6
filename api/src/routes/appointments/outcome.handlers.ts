import { recordOutcome } from '@bridal/server/appointments/outcome/record-outcome';
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { dashboardChangesOf } from '../../http/dashboard-changes';
import { readJsonBody } from '../../http/read-json-body';
import { requireAccount } from '../../middleware/session';

/** PUT /api/appointments/{id}/outcome (staff): 'End appointment', or an edit of its outcome. */
export async function recordOutcomeHandler(c: Context<AppEnv>) {
  const account = requireAccount(c);
  const appointmentId = c.req.param('appointmentId') ?? '';
  const detail = await recordOutcome({
    sql: c.var.deps.sql,
    changes: dashboardChangesOf(c),
    boutiqueId: account.boutiqueId,
    appointmentId,
    user: account,
    body: await readJsonBody(c),
    followUpDayMs: c.var.deps.env.FOLLOW_UP_DAY_SECONDS * 1000,
  });
  c.var.logger.info({ appointmentId, result: detail.outcome?.result }, 'appointment outcome saved');
  return c.json(detail);
}
