import type { Sql } from '../../db/create-sql';
import type { Logger } from '../../logging/create-logger';
import { enqueueMail, type MailQueue } from '../../queue/mail-queue';
import { removeReminder, scheduleReminder } from './appointment-reminder';

export interface AppointmentNotifyDeps {
  sql: Sql;
  mailQueue: MailQueue;
  logger: Logger;
}

export type AppointmentChange = 'booked' | 'moved' | 'cancelled';

export interface AppointmentChangedOptions {
  appointmentId: string;
  change: AppointmentChange;
  /** The appointment a move replaced (its reminder goes). */
  previousAppointmentId?: string;
  /** False when her e-mail and reminder are withheld (the outside-mail guard refused them). */
  mail?: boolean;
}

/**
 * Tells the bride after any write to her appointment, by her or by staff: her e-mail (booked,
 * moved, cancelled; only when she gave an address) and her reminder, (re)scheduled for 24 h
 * before or removed. The appointment is already stored: if the queue is unreachable this logs
 * and returns, and the write stands.
 */
export async function appointmentChanged(
  { sql, mailQueue, logger }: AppointmentNotifyDeps,
  { appointmentId, change, previousAppointmentId, mail = true }: AppointmentChangedOptions,
): Promise<void> {
  const [row] = await sql<{ startsAt: Date; status: string; email: string }[]>`
    SELECT a.starts_at, a.status, b.email
    FROM appointments a JOIN brides b ON b.id = a.bride_id
    WHERE a.id = ${appointmentId}`;
  if (!row) return;
  try {
    if (previousAppointmentId) await removeReminder(mailQueue, previousAppointmentId);
    if (change === 'cancelled' || row.status !== 'booked' || !row.email || !mail) {
      await removeReminder(mailQueue, appointmentId);
    } else {
      await scheduleReminder(mailQueue, { appointmentId, startsAt: row.startsAt });
    }
    if (row.email && mail) await enqueueMail(mailQueue, { kind: 'appointment', appointmentId, change });
  } catch (error) {
    logger.warn({ err: error, appointmentId, change }, 'appointment e-mail or reminder not queued');
  }
}
