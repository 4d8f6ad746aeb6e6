import {
  type ChecklistDress,
  checklistDressSchema,
  checklistMessages,
  isDressKey,
} from '@bridal/shared/appointments/appointment-detail';
import { type DashboardChanges, markDashboardChanged } from '../../dashboard/dashboard-version';
import type { Sql } from '../../db/create-sql';
import { AppError } from '../../errors/app-error';
import { validateWithSchema } from '../../errors/validate-with-schema';
import { loadAppointment } from './load-appointment';
import { readChecklist } from './read-checklist';

export interface SaveChecklistDressOptions {
  sql: Sql;
  changes: DashboardChanges;
  boutiqueId: number;
  appointmentId: string;
  dressKey: string;
  body: unknown;
}

/**
 * One dress of the fitting-room checklist saved as she goes (pulled, tried on, her verdict):
 * for a booked (started or not) or completed appointment of the boutique. Answers the dress as
 * the checklist now shows it.
 */
export async function saveChecklistDress(options: SaveChecklistDressOptions): Promise<ChecklistDress> {
  const { sql, boutiqueId, appointmentId, dressKey } = options;
  const appointment = await loadAppointment(sql, boutiqueId, appointmentId);
  if (!isDressKey(dressKey)) {
    throw new AppError('BAD_REQUEST', checklistMessages.dressKey, { fields: { dressKey: checklistMessages.dressKey } });
  }
  const dress = await validateWithSchema(checklistDressSchema, options.body);
  const { status } = appointment.summary;
  if (status !== 'booked' && status !== 'completed') throw new AppError('CONFLICT', checklistMessages.closed);
  const reason = dress.verdict ? dress.reason : '';
  await sql`
    INSERT INTO appointment_dresses (appointment_id, boutique_id, dress_key, dress_name, pulled, tried_on, verdict, reason)
    VALUES (${appointmentId}, ${boutiqueId}, ${dressKey}, ${dress.dressName}, ${dress.pulled}, ${dress.triedOn},
            ${dress.verdict ?? null}, ${reason})
    ON CONFLICT (appointment_id, dress_key) DO UPDATE
    SET dress_name = excluded.dress_name, pulled = excluded.pulled, tried_on = excluded.tried_on,
        verdict = excluded.verdict, reason = excluded.reason, updated_at = now()`;
  await markDashboardChanged(options.changes, boutiqueId);
  const checklist = await readChecklist(sql, appointmentId, appointment.summary.brideId);
  return checklist.find((entry) => entry.dressKey === dressKey)!;
}
