import type { Sql } from '../../db/create-sql';
import type { Logger } from '../../logging/create-logger';
import type { MailQueue } from '../../queue/mail-queue';
import { requeueLostMailJobs } from '../../queue/requeue-lost-mail-jobs';
import { appointmentMailJobId } from './enqueue-appointment-mails';

/** A pending appointment e-mail due this long ago is looked at again (its job may never have been queued). */
export const appointmentMailLostAfterMs = 30_000;

/**
 * The appointment outbox's sweep (housekeeping): every e-mail or reminder that is due and still
 * pending is put back on the queue when its job is missing (Redis was away when it was written, or
 * came back empty) or failed all its attempts a while ago (requeueLostMailJobs).
 */
export async function requeueLostAppointmentMails(options: {
  sql: Sql;
  mailQueue: MailQueue;
  logger: Logger;
  now?: Date;
  limit?: number;
}): Promise<number> {
  const { sql, mailQueue, logger } = options;
  const now = options.now ?? new Date();
  const rows = await sql<{ id: string }[]>`
    SELECT id FROM appointment_mails
    WHERE status = 'pending' AND due_at < ${new Date(now.getTime() - appointmentMailLostAfterMs)}
    ORDER BY due_at
    LIMIT ${options.limit ?? 100}`;
  const requeued = await requeueLostMailJobs(
    mailQueue,
    rows.map(({ id }) => ({ jobId: appointmentMailJobId(id), job: { kind: 'appointment-mail', mailId: id } })),
    now,
  );
  if (requeued > 0) logger.warn({ requeued }, 'appointment e-mails put back on the mail queue');
  return requeued;
}
