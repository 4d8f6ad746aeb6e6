import { type BookedAppointment, bookAppointment } from '../book-appointment';
import { type AppointmentWriteDeps, checkBrideMail, notifyBride } from '../notify/notify-bride';
import { bookingConsultant, requireBoutiqueBride, type StaffActor } from './staff-access';

export interface BookByStaffOptions {
  boutiqueId: number;
  actor: StaffActor;
  brideId: string;
  startsAt: string;
  /** As asked (bookingConsultant decides): undefined from a consultant books her, null leaves it unassigned. */
  consultantId?: string | null;
  /** Staff can book every type of the boutique, online or not. */
  appointmentTypeId?: string | null;
  partySize?: number | null;
}

/**
 * Staff book one of the boutique's brides: her e-mail is checked against the outside-mail guard
 * before anything is booked, then sent (with her reminder) once she is, as her own booking does.
 */
export async function bookByStaff(deps: AppointmentWriteDeps, options: BookByStaffOptions): Promise<BookedAppointment> {
  const { sql } = deps;
  const { boutiqueId, actor, brideId } = options;
  const sender = { boutiqueId, actorUserId: actor.userId };
  await requireBoutiqueBride(sql, boutiqueId, brideId);
  await checkBrideMail(deps, sender, { brideId });
  const consultantId = await bookingConsultant(sql, boutiqueId, actor, options.consultantId);
  const booked = await bookAppointment({
    sql,
    changes: deps.changes,
    boutiqueId,
    brideId,
    startsAt: options.startsAt,
    consultantId,
    appointmentTypeId: options.appointmentTypeId ?? null,
    partySize: options.partySize ?? null,
    bookedBy: 'staff',
    bookedByUserId: actor.userId,
  });
  await notifyBride(deps, sender, { appointmentId: booked.id, change: 'booked' });
  return booked;
}
