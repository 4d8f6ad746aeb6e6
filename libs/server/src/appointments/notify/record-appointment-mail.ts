import type { Queryable } from '../../db/queryable';
import { recordAppointmentTexts } from '../../sms/record-appointment-texts';
import { reminderDueAt } from './appointment-reminder';
import { settleAppointmentMails } from './settle-appointment-mails';
import type { AppointmentStatus } from '@bridal/shared/appointments/appointment';
import { mayTransition } from '@bridal/shared/appointments/transitions';

export type AppointmentChange = 'booked' | 'moved' | 'cancelled';

export interface RecordAppointmentMailOptions {
  appointmentId: string;
  change: AppointmentChange;
  /** The appointment a move replaced: what it still had to send goes. */
  previousAppointmentId?: string | null;
  now: Date;
}

/**
 * Writes the bride's e-mails about a change to her appointment into the outbox (appointment_mails),
 * in the caller's transaction, so the change and its e-mails commit together or not at all: the
 * e-mail about the change, due now, and for a booked appointment her reminder, due 24 hours before
 * it starts. Whatever the appointment, or the one a move replaced, still had pending is superseded:
 * a moved appointment is reminded at its new time only, a cancelled one not at all. Whether she has
 * an address is read when a row is sent (a link booking stores it later in the same transaction).
 */
export async function recordAppointmentMail(tx: Queryable, options: RecordAppointmentMailOptions): Promise<void> {
  const { appointmentId, change, previousAppointmentId, now } = options;
  const replaced = previousAppointmentId ? [appointmentId, previousAppointmentId] : [appointmentId];
  await settleAppointmentMails(tx, { appointmentIds: replaced }, 'superseded', now);
  const [appointment] = await tx<{ boutiqueId: number; startsAt: Date; status: AppointmentStatus }[]>`
    SELECT boutique_id, starts_at, status FROM appointments WHERE id = ${appointmentId}`;
  if (!appointment) return;
  const reminderAt = change === 'cancelled' ? undefined : reminderDueAt(appointment.startsAt, now);
  const rows = [
    { kind: change, dueAt: now },
    ...(reminderAt && mayTransition(appointment.status, 'remind') ? [{ kind: 'reminder', dueAt: reminderAt }] : []),
  ];
  for (const row of rows) {
    await tx`
      INSERT INTO appointment_mails (boutique_id, appointment_id, kind, due_at, created_at, updated_at)
      VALUES (${appointment.boutiqueId}, ${appointmentId}, ${row.kind}, ${row.dueAt}, ${now}, ${now})`;
  }
  // Her texts (when the boutique's are on) commit with the change too.
  await recordAppointmentTexts(tx, options);
}
