import { type DueDigestWeek, findDueDigestWeeks } from '@bridal/server/coaching/digest/find-due-digest-weeks';
import type { Sql } from '@bridal/server/db/create-sql';
import type { Queue } from 'bullmq';
import { z } from 'zod';

/** What a boutique's weekly job carries: the boutique and its Monday. */
export const digestWeekJobSchema = z.strictObject({
  boutiqueId: z.number().int().positive(),
  weekStart: z.iso.date(),
});
export type DigestWeekJob = z.infer<typeof digestWeekJobSchema>;

/**
 * A boutique's job of one ISO week, the same whichever worker adds it: BullMQ adds a job once per
 * id, so any number of workers and runs queue it once. (BullMQ ids cannot hold ':'.)
 */
export const digestWeekJobId = (due: DueDigestWeek) => `coaching-digest-${due.boutiqueId}-${due.week.isoWeek}`;

/** A week's job is kept a week after it ran, so a later run of the schedule cannot add it again. */
const keptForMs = 8 * 24 * 3_600_000;

/** Queues the week's job of every boutique whose digest is due at `now`; answers the ids queued. */
export async function scheduleCoachingDigests(options: { sql: Sql; queue: Queue; now: Date }): Promise<string[]> {
  const due = await findDueDigestWeeks(options.sql, options.now);
  for (const entry of due) {
    const data: DigestWeekJob = { boutiqueId: entry.boutiqueId, weekStart: entry.week.weekStart };
    await options.queue.add('write-digests', data, {
      jobId: digestWeekJobId(entry),
      attempts: 5,
      backoff: { type: 'exponential', delay: 30_000 },
      removeOnComplete: { age: keptForMs / 1000 },
      removeOnFail: { age: keptForMs / 1000 },
    });
  }
  return due.map(digestWeekJobId);
}
