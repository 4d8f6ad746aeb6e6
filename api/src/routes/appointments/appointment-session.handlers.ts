import { loadAppointment } from '@bridal/server/appointments/session/load-appointment';
import { readAppointmentDetail } from '@bridal/server/appointments/session/read-appointment-detail';
import { saveChecklistDress } from '@bridal/server/appointments/session/save-checklist-dress';
import { AppError } from '@bridal/server/errors/app-error';
import { validateWithSchema } from '@bridal/server/errors/validate-with-schema';
import { checklistDressSchema, checklistMessages, isDressKey } from '@bridal/shared/appointments/appointment-detail';
import { outcomeMessages } from '@bridal/shared/appointments/outcome';
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { dashboardChangesOf } from '../../http/dashboard-changes';
import { readJsonBody } from '../../http/read-json-body';
import { uuidParam } from '../../http/uuid-param';
import { requireAccount } from '../../middleware/session';
import { describeRoute } from '../../http/describe-route';

type Ctx = Context<AppEnv>;

/** The appointment of the route, for the appointment mode's reads and writes: 404 unless it is the boutique's. */
export const sessionAppointmentId = (c: Ctx) => uuidParam(c, 'appointmentId', outcomeMessages.notFound);

export const readAppointmentRoute = describeRoute({
  summary: 'Read an appointment, with its checklist and outcome',
  tags: ['Appointments'],
  apiKey: 'read',
});

/** GET /api/appointments/{id} (staff): the appointment mode's page, checklist and outcome included. */
export async function readAppointmentHandler(c: Ctx) {
  const account = requireAccount(c);
  const detail = await readAppointmentDetail({
    sql: c.var.deps.sql,
    boutiqueId: account.boutiqueId,
    appointmentId: sessionAppointmentId(c),
    user: account,
  });
  return c.json(detail);
}

/**
 * PUT /api/appointments/{id}/dresses/{dressKey} { dressName, pulled, triedOn, verdict, reason } (staff):
 * an appointment not found answers before a dress key or a body found wrong.
 */
export async function saveChecklistDressHandler(c: Ctx) {
  const account = requireAccount(c);
  const body = await readJsonBody(c);
  const appointmentId = sessionAppointmentId(c);
  await loadAppointment(c.var.deps.sql, account.boutiqueId, appointmentId);
  const dressKey = c.req.param('dressKey') ?? '';
  if (!isDressKey(dressKey)) {
    throw new AppError('BAD_REQUEST', checklistMessages.dressKey, { fields: { dressKey: checklistMessages.dressKey } });
  }
  const dress = await saveChecklistDress({
    sql: c.var.deps.sql,
    changes: dashboardChangesOf(c),
    boutiqueId: account.boutiqueId,
    appointmentId,
    dressKey,
    user: account,
    dress: await validateWithSchema(checklistDressSchema, body),
  });
  return c.json(dress);
}
