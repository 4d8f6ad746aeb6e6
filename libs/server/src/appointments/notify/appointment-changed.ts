import { withTimeout } from '../../async/with-timeout';
import type { Sql } from '../../db/create-sql';
import type { Logger } from '../../logging/create-logger';
import type { MailQueue } from '../../queue/mail-queue';
import { enqueueAppointmentTexts } from '../texts/enqueue-appointment-texts';
import { enqueueAppointmentMails } from './enqueue-appointment-mails';
import type { AppointmentChange } from './record-appointment-mail';
import { settleAppointmentMails } from './settle-appointment-mails';

const queueWaitMs = 2_000;

export interface AppointmentNotifyDeps {
  sql: Sql;
  mailQueue: MailQueue;
  logger: Logger;
}

export interface AppointmentChangedOptions {
  appointmentId: string;
  change: AppointmentChange;
  /** False when her e-mail and reminder are withheld (the outside-mail guard refused them). */
  mail?: boolean;
}

/**
 * After any write to her appointment, by her or by staff: the e-mails that write recorded in the
 * outbox (recordAppointmentMail) are put on the mail queue, the reminder delayed until it is due.
 * The appointment and its e-mails are already stored: if the queue is unreachable this logs and
 * returns, the write stands, and housekeeping queues them once Redis is back. Withheld e-mails end
 * as skipped, their links retired.
 */
export async function appointmentChanged(
  { sql, mailQueue, logger }: AppointmentNotifyDeps,
  { appointmentId, change, mail = true }: AppointmentChangedOptions,
): Promise<void> {
  if (!mail) {
    await sql.begin((tx) => settleAppointmentMails(tx, { appointmentIds: [appointmentId] }, 'skipped', new Date()));
  }
  const rows = mail
    ? await sql<{ id: string; dueAt: Date }[]>`
        SELECT id, due_at FROM appointment_mails WHERE appointment_id = ${appointmentId} AND status = 'pending'`
    : [];
  // Her texts go by her consent, not by the outside-mail guard.
  const texts = await sql<{ id: string; dueAt: Date }[]>`
    SELECT id, due_at FROM appointment_texts WHERE appointment_id = ${appointmentId} AND status = 'pending'`;
  try {
    // Bounded: a request must not wait for a Redis that is away; housekeeping has the rows.
    const now = new Date();
    const enqueue = async () => {
      await enqueueAppointmentMails(mailQueue, rows, now);
      await enqueueAppointmentTexts(mailQueue, texts, now);
    };
    await withTimeout(enqueue(), queueWaitMs, 'the mail queue');
  } catch (error) {
    logger.warn({ err: error, appointmentId, change }, 'appointment e-mail not queued: housekeeping will queue it');
  }
}
