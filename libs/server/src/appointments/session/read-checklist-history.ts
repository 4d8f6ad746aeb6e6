import type { ChecklistChange } from '@bridal/shared/appointments/appointment-detail';
import type { Queryable } from '../../db/queryable';

/** Every save of the appointment's checklist, newest first. */
export async function readChecklistHistory(sql: Queryable, appointmentId: string): Promise<ChecklistChange[]> {
  const rows = await sql<{ changedAt: Date; changedByName: string; dress: ChecklistChange['dress'] }[]>`
    SELECT changed_at, changed_by_name, dress FROM appointment_checklist_changes
    WHERE appointment_id = ${appointmentId} ORDER BY changed_at DESC, id`;
  return rows.map((row) => ({ ...row, changedAt: row.changedAt.toISOString() }));
}
