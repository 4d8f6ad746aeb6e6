import { enqueueMailOnce, type MailQueue } from '../../queue/mail-queue';
import { type MailOutbox, requeueLostOutboxRows, type RequeueLostOptions } from '../../queue/requeue-lost-mail-jobs';

/** One job per outbox row, as for her e-mails. */
export const appointmentTextJobId = (textId: string) => `appointment-text-${textId}`;

/**
 * Puts outbox rows (appointment_texts) on the mail queue, each delayed until it is due: texts and
 * e-mails share the queue's workers, retries and operators' board, and each keeps its own outbox.
 */
export async function enqueueAppointmentTexts(
  mailQueue: MailQueue,
  rows: { id: string; dueAt: Date }[],
  now: Date,
): Promise<void> {
  for (const row of rows) {
    await enqueueMailOnce(
      mailQueue,
      { kind: 'appointment-text', textId: row.id },
      { jobId: appointmentTextJobId(row.id), delayMs: row.dueAt.getTime() - now.getTime() },
    );
  }
}

const appointmentTextOutbox: MailOutbox = {
  table: 'appointment_texts',
  pendingStatus: 'pending',
  dueColumn: 'due_at',
  lostAfterMs: 30_000,
  limit: 100,
  jobOf: (id) => ({ jobId: appointmentTextJobId(id), job: { kind: 'appointment-text', textId: id } }),
  requeuedMessage: 'appointment texts put back on the mail queue',
};

/** The text outbox's sweep (housekeeping): a due text still pending whose job was lost is queued again. */
export const requeueLostAppointmentTexts = (options: RequeueLostOptions): Promise<number> =>
  requeueLostOutboxRows(appointmentTextOutbox, options);
