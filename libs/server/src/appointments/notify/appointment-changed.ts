import { withTimeout } from '../../async/with-timeout';
import type { Sql } from '../../db/create-sql';
import type { Logger } from '../../logging/create-logger';
import type { MailQueue } from '../../queue/mail-queue';
import { enqueueAppointmentMails } from './enqueue-appointment-mails';
import type { AppointmentChange } from './record-appointment-mail';

const queueWaitMs = 2_000;

export interface AppointmentNotifyDeps {
  sql: Sql;
  mailQueue: MailQueue;
  logger: Logger;
}

export interface AppointmentChangedOptions {
  appointmentId: string;
  change: AppointmentChange;
}

/**
 * After any write to her appointment, by her or by staff: the e-mails that write recorded in the
 * outbox (recordAppointmentMail) are put on the mail queue, the reminder delayed until it is due.
 * The appointment and its e-mails are already stored: if the queue is unreachable this logs and
 * returns, the write stands, and housekeeping queues them once Redis is back.
 */
export async function appointmentChanged(
  { sql, mailQueue, logger }: AppointmentNotifyDeps,
  { appointmentId, change }: AppointmentChangedOptions,
): Promise<void> {
  const rows = await sql<{ id: string; dueAt: Date }[]>`
    SELECT id, due_at FROM appointment_mails WHERE appointment_id = ${appointmentId} AND status = 'pending'`;
  try {
    // Bounded: a request must not wait for a Redis that is away; housekeeping has the rows.
    await withTimeout(enqueueAppointmentMails(mailQueue, rows, new Date()), queueWaitMs, 'the mail queue');
  } catch (error) {
    logger.warn({ err: error, appointmentId, change }, 'appointment e-mail not queued: housekeeping will queue it');
  }
}
