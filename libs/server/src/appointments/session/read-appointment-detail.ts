import type { AppointmentDetail } from '@bridal/shared/appointments/appointment-detail';
import { describeBudgetAnswer } from '@bridal/shared/budget/resolve-budget';
import type { StoredRole } from '../../auth/role-mapping';
import type { Sql } from '../../db/create-sql';
import { canEditOutcome, readOutcome, readOutcomeHistory } from '../outcome/read-outcome';
import { mayActOn, staffActorOf } from '../staff/staff-access';
import { hasStarted, loadAppointment } from './load-appointment';
import { readChecklist } from './read-checklist';
import { readChecklistHistory } from './read-checklist-history';
import { mayTransition } from '@bridal/shared/appointments/transitions';

export interface ReadAppointmentDetailOptions {
  sql: Sql;
  boutiqueId: number;
  appointmentId: string;
  user: { userId: string; role: StoredRole };
  now?: Date;
}

/** GET /api/appointments/{id}: the appointment, her, the checklist and the outcome, each with its history. */
export async function readAppointmentDetail(options: ReadAppointmentDetailOptions): Promise<AppointmentDetail> {
  const { sql, boutiqueId, appointmentId, user } = options;
  const now = options.now ?? new Date();
  const appointment = await loadAppointment(sql, boutiqueId, appointmentId);
  const { summary } = appointment;
  const [checklist, stored, history, checklistHistory] = await Promise.all([
    readChecklist(sql, appointmentId, summary.brideId),
    readOutcome(sql, appointmentId),
    readOutcomeHistory(sql, appointmentId),
    readChecklistHistory(sql, appointmentId),
  ]);
  const mayAct = mayActOn(staffActorOf(user), summary.consultantId);
  const canRecord = mayAct && mayTransition(summary.status, 'recordOutcome') && hasStarted(summary, now);
  return {
    appointment: summary,
    timeZone: appointment.timeZone,
    bride: {
      id: summary.brideId,
      name: summary.brideName,
      budget: describeBudgetAnswer(appointment.answers),
      status: summary.brideStatus,
    },
    checklist,
    outcome: stored?.outcome ?? null,
    history,
    checklistHistory,
    canEditOutcome: stored ? canEditOutcome(stored, summary, user, now) : canRecord,
    canEditChecklist: mayAct && mayTransition(summary.status, 'editChecklist'),
  };
}
