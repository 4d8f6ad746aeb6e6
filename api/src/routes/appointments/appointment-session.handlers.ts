import { readAppointmentDetail } from '@bridal/server/appointments/session/read-appointment-detail';
import { saveChecklistDress } from '@bridal/server/appointments/session/save-checklist-dress';
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { dashboardChangesOf } from '../../http/dashboard-changes';
import { readJsonBody } from '../../http/read-json-body';
import { requireAccount } from '../../middleware/session';

type Ctx = Context<AppEnv>;

/** GET /api/appointments/{id} (staff): the appointment mode's page, checklist and outcome included. */
export async function readAppointmentHandler(c: Ctx) {
  const account = requireAccount(c);
  const detail = await readAppointmentDetail({
    sql: c.var.deps.sql,
    boutiqueId: account.boutiqueId,
    appointmentId: c.req.param('appointmentId') ?? '',
    user: account,
  });
  return c.json(detail);
}

/** PUT /api/appointments/{id}/dresses/{dressKey} { dressName, pulled, triedOn, verdict, reason } (staff). */
export async function saveChecklistDressHandler(c: Ctx) {
  const account = requireAccount(c);
  const dress = await saveChecklistDress({
    sql: c.var.deps.sql,
    changes: dashboardChangesOf(c),
    boutiqueId: account.boutiqueId,
    appointmentId: c.req.param('appointmentId') ?? '',
    dressKey: c.req.param('dressKey') ?? '',
    user: account,
    body: await readJsonBody(c),
  });
  return c.json(dress);
}
