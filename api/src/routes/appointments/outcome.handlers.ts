import { recordOutcome } from '@bridal/server/appointments/outcome/record-outcome';
import { loadAppointment } from '@bridal/server/appointments/session/load-appointment';
import { outcomeSchema } from '@bridal/shared/appointments/outcome';
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { dashboardChangesOf } from '../../http/dashboard-changes';
import { requireAccount } from '../../middleware/session';
import { sessionAppointmentId } from './appointment-session.handlers';
import { describeRoute } from '../../http/describe-route';

export const recordOutcomeRoute = describeRoute({
  summary: "Record an appointment's outcome (or edit it)",
  tags: ['Outcomes'],
  body: outcomeSchema,
  apiKey: 'write',
});

/**
 * PUT /api/appointments/{id}/outcome (staff): 'End appointment', or an edit of its outcome. An
 * appointment not found answers before a body found wrong.
 */
export async function recordOutcomeHandler(c: Context<AppEnv>) {
  const account = requireAccount(c);
  const appointmentId = sessionAppointmentId(c);
  await loadAppointment(c.var.deps.sql, account.boutiqueId, appointmentId);
  const input = await recordOutcomeRoute.body(c);
  const detail = await recordOutcome({
    sql: c.var.deps.sql,
    changes: dashboardChangesOf(c),
    boutiqueId: account.boutiqueId,
    appointmentId,
    user: account,
    input,
    followUpDayMs: c.var.deps.env.FOLLOW_UP_DAY_SECONDS * 1000,
  });
  c.var.logger.info({ appointmentId, result: detail.outcome?.result }, 'appointment outcome saved');
  return c.json(detail);
}
