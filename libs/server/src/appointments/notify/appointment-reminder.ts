/** The reminder is sent this long before the appointment starts. */
export const reminderLeadMs = 24 * 60 * 60_000;

/** When her reminder is due; undefined when 24 h before the start has already passed. */
export function reminderDueAt(startsAt: Date, now: Date = new Date()): Date | undefined {
  const dueAt = new Date(startsAt.getTime() - reminderLeadMs);
  return dueAt.getTime() > now.getTime() ? dueAt : undefined;
}
