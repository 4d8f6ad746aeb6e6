import { type MailJob, mailJobOptions, mailJobSchema } from '../../queue/mail-job';
import type { MailQueue } from '../../queue/mail-queue';

/** The reminder is sent this long before the appointment starts. */
export const reminderLeadMs = 24 * 60 * 60_000;

/** One reminder per appointment: BullMQ ids cannot contain ':', so a dash joins them. */
export const reminderJobId = (appointmentId: string) => `appointment-reminder-${appointmentId}`;

/** How long the reminder waits; undefined when 24 h before the start has already passed. */
export function reminderDelayMs(startsAt: Date, now: Date = new Date()): number | undefined {
  const delay = startsAt.getTime() - reminderLeadMs - now.getTime();
  return delay > 0 ? delay : undefined;
}

export async function removeReminder(queue: MailQueue, appointmentId: string): Promise<void> {
  await queue.remove(reminderJobId(appointmentId));
}

/**
 * Queues (or re-queues) the reminder of an appointment, due 24 h before it starts. Any earlier
 * reminder of the same appointment is removed first; too late for one, nothing is queued.
 */
export async function scheduleReminder(
  queue: MailQueue,
  { appointmentId, startsAt, now }: { appointmentId: string; startsAt: Date; now?: Date },
): Promise<boolean> {
  await removeReminder(queue, appointmentId);
  const delay = reminderDelayMs(startsAt, now);
  if (delay === undefined) return false;
  const job: MailJob = mailJobSchema.parse({
    kind: 'appointment-reminder',
    appointmentId,
    startsAt: startsAt.toISOString(),
  });
  // Removed once done, so a later booking at another time can use the id again.
  await queue.add(job.kind, job, {
    ...mailJobOptions,
    jobId: reminderJobId(appointmentId),
    delay,
    removeOnComplete: true,
  });
  return true;
}
