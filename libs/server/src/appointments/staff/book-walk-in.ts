import type { WalkInRequest } from '@bridal/shared/appointments/schedule';
import { type DashboardChanges, markDashboardChanged } from '../../dashboard-version/dashboard-version';
import type { Sql } from '../../db/create-sql';
import { type BookedAppointment, bookAppointment } from '../book-appointment';

export interface BookWalkInOptions {
  sql: Sql;
  changes: DashboardChanges;
  boutiqueId: number;
  walkIn: Pick<WalkInRequest, 'name' | 'email' | 'phone' | 'startsAt'>;
  /** Who she is booked with (bookingConsultant); null: unassigned. */
  consultantId: string | null;
  bookedByUserId: string;
  now?: Date;
}

/**
 * A walk-in: a bride with her name (and how to reach her) only, 'awaiting_survey' until her survey
 * comes in through her invite link, booked in the same transaction: a refused booking (the time
 * went, outside hours) leaves no bride behind.
 */
export async function bookWalkIn(options: BookWalkInOptions): Promise<BookedAppointment> {
  const { sql, boutiqueId, walkIn } = options;
  const booked = await sql.begin(async (tx) => {
    const [bride] = await tx<{ id: string }[]>`
      INSERT INTO brides (boutique_id, name, answers, status, email, phone)
      VALUES (${boutiqueId}, ${walkIn.name}, ${tx.json({})}, 'awaiting_survey', ${walkIn.email}, ${walkIn.phone})
      RETURNING id`;
    return bookAppointment({
      sql,
      tx,
      changes: options.changes,
      boutiqueId,
      brideId: bride!.id,
      startsAt: walkIn.startsAt,
      consultantId: options.consultantId,
      bookedBy: 'staff',
      bookedByUserId: options.bookedByUserId,
      now: options.now,
    });
  });
  await markDashboardChanged(options.changes, boutiqueId);
  return booked;
}
