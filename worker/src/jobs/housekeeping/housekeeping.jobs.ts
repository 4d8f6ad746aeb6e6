import { deleteExpiredSessions } from '@bridal/server/accounts/sessions';
import { requeueLostAppointmentMails } from '@bridal/server/appointments/notify/requeue-lost-appointment-mails';
import { requeueLostAppointmentTexts } from '@bridal/server/appointments/texts/enqueue-appointment-texts';
import { requeueStaleAnalyses } from '@bridal/server/analysis/requeue-stale-analyses';
import type { Sql } from '@bridal/server/db/create-sql';
import { deleteExpiredDemoAdvice } from '@bridal/server/demo/delete-expired-demo-advice';
import { deleteExpiredDemoBrides } from '@bridal/server/demo/delete-expired-demo-brides';
import { draftDueFollowUps } from '@bridal/server/follow-ups/draft/draft-due-follow-ups';
import { requeueLostHistoryImports } from '@bridal/server/history-import/requeue-lost-history-imports';
import type { PaymentsConfig } from '@bridal/server/payments/payment-settings';
import { releaseLapsedHolds } from '@bridal/server/payments/release-lapsed-holds';
import { deleteExpiredStagedPhotos } from '@bridal/server/survey/delete-expired-staged-photos';
import { requeueLostFollowUps } from '@bridal/server/follow-ups/send/requeue-lost-follow-ups';
import type { FollowUpWriters } from '@bridal/server/follow-ups/writer/follow-up-writer';
import type { Logger } from '@bridal/server/logging/create-logger';
import type { MailQueue } from '@bridal/server/queue/mail-queue';
import { type HousekeepingChore, housekeepingChores, housekeepingQueueName } from '@bridal/server/queue/queue-names';
import type { ObjectStorage } from '@bridal/server/storage/object-storage';
import type { FlowProducer, Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { tendWaitlists } from '@bridal/server/waitlist/tend-waitlists';
import { z } from 'zod';
import type { JobReport, ScheduledJobDefinition, ScheduleSettings } from '../scheduled-job';

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
  /** Payments' configuration: which holds lapse, and the provider to ask before releasing one. */
  payments?: PaymentsConfig;
}

/** What every chore is run with: the worker's dependencies, and the queues the analyses are on. */
export interface HousekeepingContext extends HousekeepingDeps {
  redis: Redis;
  prefix: string;
  finishQueue: Queue;
  stepQueue: Queue;
}

/** A chore's jobs carry nothing: each run looks at the database for what is due. */
const noPayload = z.strictObject({});
type NoPayload = z.infer<typeof noPayload>;

type Chore = Omit<ScheduledJobDefinition<HousekeepingContext, NoPayload>, 'name' | 'queue'>;

/** Every chore runs every HOUSEKEEPING_INTERVAL_SECONDS, its jobs carrying nothing: only its work differs. */
const everyInterval = (work: (context: HousekeepingContext) => Promise<JobReport>): Chore => ({
  schedule: ({ housekeepingMs }: ScheduleSettings) => ({ every: housekeepingMs! }),
  payload: noPayload,
  data: {},
  process: (_payload, context) => work(context),
});

/** One definition per chore (a chore named in housekeepingChores without one does not compile). */
const chores: { [C in HousekeepingChore]: Chore } = {
  /** Restarts analyses never queued, lost by Redis, or stuck (failed flows). */
  'recover-lost-analyses': everyInterval(async (context) => ({ requeued: await requeueStaleAnalyses(context) })),
  'delete-expired-sessions': everyInterval(async (context) => ({
    expiredSessions: await deleteExpiredSessions(context.sql, context.sessionPolicy),
  })),
  /** Demo visitors' hour-old brides (their photos too) and the advice they asked for. */
  'delete-expired-demo-data': everyInterval(async (context) => {
    const demoBrides = await deleteExpiredDemoBrides({
      sql: context.sql,
      storage: context.storage,
      redis: context.redis,
      prefix: context.prefix,
      logger: context.logger,
      now: new Date(),
    });
    const demoAdvice = await deleteExpiredDemoAdvice({ sql: context.sql, now: new Date() });
    return { expiredDemoBrides: demoBrides.length, expiredDemoAdvice: demoAdvice };
  }),
  /** The follow-ups that fell due, written by the model (it may take its time: a queue of its own). */
  'draft-due-follow-ups': everyInterval(async (context) => ({
    draftedFollowUps: (await draftDueFollowUps(context)).drafted,
  })),
  /** Queued follow-ups whose mail job Redis lost, or that failed all their attempts a while ago. */
  'requeue-lost-follow-ups': everyInterval(async (context) => ({
    requeuedFollowUps: await requeueLostFollowUps(context),
  })),
  /** Due appointment e-mails and reminders whose mail job Redis lost, or that failed a while ago. */
  'requeue-lost-appointment-mails': everyInterval(async (context) => ({
    requeuedAppointmentMails: await requeueLostAppointmentMails(context),
  })),
  /** Due appointment texts whose job Redis lost, or that failed a while ago. */
  'requeue-lost-appointment-texts': everyInterval(async (context) => ({
    requeuedAppointmentTexts: await requeueLostAppointmentTexts(context),
  })),
  /** Imports still running whose job Redis lost: queued again, to continue from their last batch. */
  'requeue-lost-history-imports': everyInterval(async (context) => ({
    requeuedHistoryImports: await requeueLostHistoryImports(context),
  })),
  /** Waitlists: passed days and unanswered offers lapse, freed places are offered on, lost offer e-mails queued. */
  'tend-waitlists': everyInterval(async (context) => ({ ...(await tendWaitlists(context)) })),
  /** Photos sent ahead of a survey that never came, past their lifetime. */
  'delete-expired-staged-photos': everyInterval(async (context) => ({
    expiredStagedPhotos: await deleteExpiredStagedPhotos(context),
  })),
  /** Appointments held for a card or deposit that never came: cancelled, their time free again. */
  'release-lapsed-payment-holds': everyInterval(async (context) => ({
    releasedPaymentHolds: context.payments
      ? await releaseLapsedHolds({
          sql: context.sql,
          mailQueue: context.mailQueue,
          logger: context.logger,
          changes: { redis: context.redis, prefix: context.prefix, logger: context.logger },
          config: context.payments,
        })
      : 0,
  })),
};

/** The housekeeping chores, each a scheduled job on its queue, `housekeeping-<chore>`. */
export const housekeepingJobs: ScheduledJobDefinition<HousekeepingContext, NoPayload>[] = housekeepingChores.map(
  (name) => ({ name, queue: housekeepingQueueName(name), ...chores[name] }),
);
