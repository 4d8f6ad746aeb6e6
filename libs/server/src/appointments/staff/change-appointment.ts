import { cancelAppointment } from '../cancel-appointment';
import { moveAppointment } from '../move-appointment';
import { type AppointmentWriteDeps, checkBrideMail, notifyBride } from '../notify/notify-bride';
import { assignAppointment, checkAssignment } from './assign-appointment';
import { findStaffAppointment, type StaffActor } from './staff-access';

export interface ChangeAppointmentOptions {
  boutiqueId: number;
  actor: StaffActor;
  appointmentId: string;
  /** A new time: the appointment moves (a new one replaces it). */
  startsAt?: string;
  /** A consultant to give it to (null: nobody). */
  consultantId?: string | null;
}

/**
 * Staff move an appointment and/or give it to a consultant. Both are checked before either is
 * made, so a refused assignment moves nothing; a move sends her e-mail. Answers the appointment's
 * id after the change (a move's new one).
 */
export async function changeAppointment(
  deps: AppointmentWriteDeps,
  options: ChangeAppointmentOptions,
): Promise<string> {
  const { sql, changes } = deps;
  const { boutiqueId, actor, appointmentId, startsAt, consultantId } = options;
  const sender = { boutiqueId, actorUserId: actor.userId };
  const current = await findStaffAppointment(sql, { boutiqueId, appointmentId, actor });
  if (consultantId !== undefined) await checkAssignment(sql, { boutiqueId, actor, current, consultantId });
  let answerId = appointmentId;
  if (startsAt !== undefined) {
    await checkBrideMail(deps, sender, { appointmentId });
    const moved = await moveAppointment({
      sql,
      changes,
      boutiqueId,
      appointmentId,
      startsAt,
      movedBy: 'staff',
      userId: actor.userId,
    });
    answerId = moved.id;
    deps.logger.info({ appointmentId, movedTo: answerId }, 'appointment moved by staff');
    await notifyBride(deps, sender, { appointmentId: answerId, change: 'moved' });
  }
  if (consultantId !== undefined) {
    await assignAppointment({ sql, changes, boutiqueId, appointmentId: answerId, consultantId, actor });
  }
  return answerId;
}

export interface CancelByStaffOptions {
  boutiqueId: number;
  actor: StaffActor;
  appointmentId: string;
}

/** Staff cancel an appointment they may act on; her e-mail about it follows. */
export async function cancelByStaff(deps: AppointmentWriteDeps, options: CancelByStaffOptions): Promise<void> {
  const { boutiqueId, actor, appointmentId } = options;
  await findStaffAppointment(deps.sql, { boutiqueId, appointmentId, actor });
  await cancelAppointment({ sql: deps.sql, changes: deps.changes, boutiqueId, appointmentId });
  deps.logger.info({ appointmentId }, 'appointment cancelled by staff');
  await notifyBride(deps, { boutiqueId, actorUserId: actor.userId }, { appointmentId, change: 'cancelled' });
}
