import { enqueueMailOnce, type MailQueue } from '../../queue/mail-queue';

/** One job per outbox row: BullMQ ids cannot contain ':', so a dash joins them. */
export const appointmentMailJobId = (mailId: string) => `appointment-mail-${mailId}`;

/** Puts outbox rows (appointment_mails) on the mail queue, each delayed until it is due. */
export async function enqueueAppointmentMails(
  mailQueue: MailQueue,
  rows: { id: string; dueAt: Date }[],
  now: Date,
): Promise<void> {
  for (const row of rows) {
    await enqueueMailOnce(
      mailQueue,
      { kind: 'appointment-mail', mailId: row.id },
      { jobId: appointmentMailJobId(row.id), delayMs: row.dueAt.getTime() - now.getTime() },
    );
  }
}
