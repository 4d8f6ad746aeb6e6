import {
  type ChecklistChange,
  type ChecklistDress,
  type ChecklistDressRequest,
  checklistMessages,
} from '@bridal/shared/appointments/appointment-detail';
import type { StoredRole } from '../../auth/role-mapping';
import { type DashboardChanges, markDashboardChanged } from '../../dashboard-version/dashboard-version';
import type { Sql } from '../../db/create-sql';
import { AppError } from '../../errors/app-error';
import { requireMayActOn, staffActorOf } from '../staff/staff-access';
import { loadAppointment } from './load-appointment';
import { readChecklist } from './read-checklist';
import { requireTransition } from '../../db/appointment-status';

export interface SaveChecklistDressOptions {
  sql: Sql;
  changes: DashboardChanges;
  boutiqueId: number;
  appointmentId: string;
  /** A dress key (isDressKey), checked at the edge. */
  dressKey: string;
  user: { userId: string; name: string; role: StoredRole };
  /** The dress as validated at the edge (checklistDressSchema). */
  dress: ChecklistDressRequest;
  now?: Date;
}

/**
 * One dress of the fitting-room checklist saved as she goes (pulled, tried on, her verdict): for a
 * booked (started or not) appointment of the boutique that the user may act on, as the schedule
 * decides. Each save is kept with who made it and when. Answers the dress as the checklist now
 * shows it.
 */
export async function saveChecklistDress(options: SaveChecklistDressOptions): Promise<ChecklistDress> {
  const { sql, boutiqueId, appointmentId, dressKey, user } = options;
  const now = options.now ?? new Date();
  const { dress } = options;
  const reason = dress.verdict ? dress.reason : '';
  const brideId = await sql.begin(async (tx) => {
    // Locked, so a reassignment or the outcome's completion cannot slip between the check and the save.
    const { summary } = await loadAppointment(tx, boutiqueId, appointmentId, { lock: true });
    requireMayActOn(staffActorOf(user), summary.consultantId);
    if (summary.status === 'completed') throw new AppError('CONFLICT', checklistMessages.completed);
    requireTransition(summary.status, 'editChecklist', checklistMessages.closed);
    await tx`
      INSERT INTO appointment_dresses
        (appointment_id, boutique_id, dress_key, dress_name, pulled, tried_on, verdict, reason, updated_at)
      VALUES (${appointmentId}, ${boutiqueId}, ${dressKey}, ${dress.dressName}, ${dress.pulled}, ${dress.triedOn},
              ${dress.verdict ?? null}, ${reason}, ${now})
      ON CONFLICT (appointment_id, dress_key) DO UPDATE
      SET dress_name = excluded.dress_name, pulled = excluded.pulled, tried_on = excluded.tried_on,
          verdict = excluded.verdict, reason = excluded.reason, updated_at = ${now}`;
    const saved: ChecklistChange['dress'] = {
      dressKey,
      dressName: dress.dressName,
      pulled: dress.pulled,
      triedOn: dress.triedOn,
      verdict: dress.verdict ?? null,
      reason,
    };
    await tx`
      INSERT INTO appointment_checklist_changes
        (appointment_id, boutique_id, dress_key, changed_by, changed_by_name, changed_at, dress)
      VALUES (${appointmentId}, ${boutiqueId}, ${dressKey}, ${user.userId}, ${user.name}, ${now},
              ${tx.json(saved)})`;
    return summary.brideId;
  });
  await markDashboardChanged(options.changes, boutiqueId);
  const checklist = await readChecklist(sql, appointmentId, brideId);
  return checklist.find((entry) => entry.dressKey === dressKey)!;
}
