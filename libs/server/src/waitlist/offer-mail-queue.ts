import { withTimeout } from '../async/with-timeout';
import type { Logger } from '../logging/create-logger';
import { enqueueMailOnce, type MailQueue } from '../queue/mail-queue';
import { type MailOutbox, requeueLostOutboxRows, type RequeueLostOptions } from '../queue/requeue-lost-mail-jobs';

/** One job per offer: BullMQ ids cannot contain ':'. */
export const waitlistOfferJobId = (offerId: string) => `waitlist-offer-${offerId}`;

const queueWaitMs = 2_000;

/**
 * Puts the offers' e-mails on the mail queue. The offers are already stored: if the queue does not
 * answer in time this logs and returns, and the waitlist chore's sweep queues them.
 */
export async function enqueueWaitlistOffers(mailQueue: MailQueue, logger: Logger, offerIds: string[]): Promise<void> {
  try {
    await withTimeout(
      (async () => {
        for (const offerId of offerIds) {
          await enqueueMailOnce(mailQueue, { kind: 'waitlist-offer', offerId }, { jobId: waitlistOfferJobId(offerId) });
        }
      })(),
      queueWaitMs,
      'the mail queue',
    );
  } catch (error) {
    logger.warn({ err: error, offerIds }, 'waitlist offer e-mail not queued: housekeeping will queue it');
  }
}

const offerOutbox: MailOutbox = {
  table: 'waitlist_offers',
  pendingStatus: 'pending',
  statusColumn: 'mail_status',
  dueColumn: 'created_at',
  lostAfterMs: 30_000,
  limit: 100,
  jobOf: (id) => ({ jobId: waitlistOfferJobId(id), job: { kind: 'waitlist-offer', offerId: id } }),
  requeuedMessage: 'waitlist offer e-mails put back on the mail queue',
};

/** Offer e-mails still pending whose job Redis lost, or that failed all their attempts a while ago. */
export const requeueLostWaitlistOffers = (options: RequeueLostOptions): Promise<number> =>
  requeueLostOutboxRows(offerOutbox, options);
