import { type MailOutbox, requeueLostOutboxRows, type RequeueLostOptions } from '../../queue/requeue-lost-mail-jobs';
import { appointmentMailJobId } from './enqueue-appointment-mails';

/** A pending appointment e-mail due this long ago is looked at again (its job may never have been queued). */
export const appointmentMailLostAfterMs = 30_000;

const appointmentOutbox: MailOutbox = {
  table: 'appointment_mails',
  pendingStatus: 'pending',
  dueColumn: 'due_at',
  lostAfterMs: appointmentMailLostAfterMs,
  limit: 100,
  jobOf: (id) => ({ jobId: appointmentMailJobId(id), job: { kind: 'appointment-mail', mailId: id } }),
  requeuedMessage: 'appointment e-mails put back on the mail queue',
};

/**
 * The appointment outbox's sweep (housekeeping): every e-mail or reminder that is due and still
 * pending is put back on the queue when its job is missing (Redis was away when it was written, or
 * came back empty) or failed all its attempts a while ago (requeueLostOutboxRows).
 */
export const requeueLostAppointmentMails = (options: RequeueLostOptions): Promise<number> =>
  requeueLostOutboxRows(appointmentOutbox, options);
