import { type WalkInRequest, walkInNow } from '@bridal/shared/appointments/schedule';
import { DateTime } from 'luxon';
import { markDashboardChanged } from '../../dashboard-version/dashboard-version';
import { guardOutsideMail } from '../../mail/guard-outside-mail';
import { type BookedAppointment, bookAppointment } from '../book-appointment';
import { type AppointmentWriteDeps, notifyBride } from '../notify/notify-bride';
import { bookingConsultant, type StaffActor } from './staff-access';

export interface BookWalkInOptions {
  boutiqueId: number;
  actor: StaffActor;
  walkIn: Pick<WalkInRequest, 'name' | 'email' | 'phone' | 'startsAt' | 'consultantId'>;
  now?: Date;
}

/**
 * A walk-in: a bride with her name (and how to reach her) only, 'awaiting_survey' until her survey
 * comes in through her invite link, booked in the same transaction: a refused booking (the time
 * went, outside hours) leaves no bride behind. The e-mails she would be sent are checked against
 * the outside-mail guard before (nothing counted), and her booking e-mail sent after. `startsAt`
 * 'now' (walkInNow) books her from the current minute while the boutique is open, between slots too.
 */
export async function bookWalkIn(deps: AppointmentWriteDeps, options: BookWalkInOptions): Promise<BookedAppointment> {
  const { sql, changes } = deps;
  const { boutiqueId, actor, walkIn } = options;
  const sender = { boutiqueId, actorUserId: actor.userId };
  if (walkIn.email)
    await guardOutsideMail({
      sql,
      rateLimiter: deps.rateLimiter,
      ...sender,
      kind: 'bride',
      to: walkIn.email,
      mode: 'check',
    });
  const consultantId = await bookingConsultant(sql, boutiqueId, actor, walkIn.consultantId);
  const now = options.now ?? new Date();
  // 'now': the current minute by this clock; the boutique's hours decide, not its slot grid.
  const startsNow = walkIn.startsAt === walkInNow;
  const startsAt = startsNow ? DateTime.fromJSDate(now).startOf('minute').toJSDate() : walkIn.startsAt;
  const booked = await sql.begin(async (tx) => {
    const [bride] = await tx<{ id: string }[]>`
      INSERT INTO brides (boutique_id, name, answers, status, email, phone)
      VALUES (${boutiqueId}, ${walkIn.name}, ${tx.json({})}, 'awaiting_survey', ${walkIn.email}, ${walkIn.phone})
      RETURNING id`;
    return bookAppointment({
      sql,
      tx,
      changes,
      boutiqueId,
      brideId: bride!.id,
      startsAt,
      startsNow,
      consultantId,
      bookedBy: 'staff',
      bookedByUserId: actor.userId,
      now,
    });
  });
  await markDashboardChanged(changes, boutiqueId);
  deps.logger.info({ appointmentId: booked.id, brideId: booked.brideId }, 'walk-in booked');
  await notifyBride(deps, sender, { appointmentId: booked.id, change: 'booked' });
  return booked;
}
