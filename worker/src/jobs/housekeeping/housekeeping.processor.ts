import { deleteExpiredSessions } from '@bridal/server/accounts/sessions';
import { requeueLostAppointmentMails } from '@bridal/server/appointments/notify/requeue-lost-appointment-mails';
import { requeueStaleAnalyses } from '@bridal/server/analysis/requeue-stale-analyses';
import type { Sql } from '@bridal/server/db/create-sql';
import { deleteExpiredDemoAdvice } from '@bridal/server/demo/delete-expired-demo-advice';
import { deleteExpiredDemoBrides } from '@bridal/server/demo/delete-expired-demo-brides';
import { draftDueFollowUps } from '@bridal/server/follow-ups/draft/draft-due-follow-ups';
import { requeueLostFollowUps } from '@bridal/server/follow-ups/send/requeue-lost-follow-ups';
import type { FollowUpWriters } from '@bridal/server/follow-ups/writer/follow-up-writer';
import type { Logger } from '@bridal/server/logging/create-logger';
import type { MailQueue } from '@bridal/server/queue/mail-queue';
import { queueNames } from '@bridal/server/queue/queue-names';
import type { ObjectStorage } from '@bridal/server/storage/object-storage';
import { type FlowProducer, Queue, Worker } from 'bullmq';
import type { Redis } from 'ioredis';

export interface HousekeepingDeps {
  sql: Sql;
  storage: ObjectStorage;
  flows: FlowProducer;
  logger: Logger;
  staleMinutes: number;
  /** A bride never queued, or whose queued analysis Redis lost, is queued again after this. */
  graceSeconds?: number;
  sessionPolicy: { idleMinutes: number; absoluteHours: number };
  /** Who drafts the follow-ups that fall due, and the queue a boutique's automatic sending uses. */
  writers: FollowUpWriters;
  mailQueue: MailQueue;
}

/**
 * A repeatable sweep: restart stuck analyses, drop expired sessions and demo visitors' hour-old
 * brides and advice, draft the follow-ups that fell due, and queue again the e-mails (follow-ups,
 * appointment e-mails and reminders) the database still owes whose job Redis lost.
 */
export async function startHousekeeping(options: {
  connection: Redis;
  prefix: string;
  everyMs: number;
  deps: HousekeepingDeps;
}): Promise<{ worker: Worker; close(): Promise<void> }> {
  const { connection, prefix, deps } = options;
  const queue = new Queue(queueNames.housekeeping, { connection, prefix });
  const finishQueue = new Queue(queueNames.analysisFinish, { connection, prefix });
  const stepQueue = new Queue(queueNames.analysisStep, { connection, prefix });
  // One schedule however many workers start it.
  const schedule = () =>
    queue.upsertJobScheduler(
      'sweep',
      { every: options.everyMs },
      { name: 'sweep', opts: { removeOnComplete: 50, removeOnFail: 50 } },
    );
  await schedule();
  // The schedule lives in Redis: a Redis that comes back empty (restarted without persistence,
  // failed over) has lost it, and with it every sweep that would re-queue the analyses it lost.
  const reschedule = () => {
    void schedule().catch((error: unknown) => deps.logger.warn({ err: error }, 'housekeeping not rescheduled'));
  };
  connection.on('ready', reschedule);
  const worker = new Worker(
    queueNames.housekeeping,
    async () => {
      const requeued = await requeueStaleAnalyses({
        sql: deps.sql,
        flows: deps.flows,
        finishQueue,
        stepQueue,
        prefix,
        staleMinutes: deps.staleMinutes,
        graceSeconds: deps.graceSeconds,
      });
      const sessions = await deleteExpiredSessions(deps.sql, deps.sessionPolicy);
      const demoBrides = await deleteExpiredDemoBrides({
        sql: deps.sql,
        storage: deps.storage,
        redis: connection,
        prefix,
        logger: deps.logger,
        now: new Date(),
      });
      const demoAdvice = await deleteExpiredDemoAdvice({ sql: deps.sql, now: new Date() });
      const followUps = await draftDueFollowUps({
        sql: deps.sql,
        writers: deps.writers,
        mailQueue: deps.mailQueue,
        logger: deps.logger,
      });
      const lostFollowUps = await requeueLostFollowUps({
        sql: deps.sql,
        mailQueue: deps.mailQueue,
        logger: deps.logger,
      });
      const appointmentMails = await requeueLostAppointmentMails({
        sql: deps.sql,
        mailQueue: deps.mailQueue,
        logger: deps.logger,
      });
      const swept = {
        expiredSessions: sessions,
        expiredDemoBrides: demoBrides.length,
        expiredDemoAdvice: demoAdvice,
        draftedFollowUps: followUps.drafted,
        requeuedFollowUps: lostFollowUps,
        requeuedAppointmentMails: appointmentMails,
      };
      if (Object.values(swept).some((count) => count > 0) || requeued.length > 0)
        deps.logger.info({ requeued, ...swept }, 'housekeeping');
      return { requeued: requeued.length, ...swept };
    },
    { connection, prefix, concurrency: 1 },
  );
  worker.on('error', (error) => deps.logger.error({ err: error }, 'housekeeping worker error'));
  return {
    worker,
    async close() {
      connection.off('ready', reschedule);
      await worker.close();
      await Promise.all([queue.close(), finishQueue.close(), stepQueue.close()]);
    },
  };
}
