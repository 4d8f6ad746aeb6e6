import { enqueueMailOnce, type MailQueue } from '../../queue/mail-queue';
import { type MailOutbox, requeueLostOutboxRows, type RequeueLostOptions } from '../../queue/requeue-lost-mail-jobs';

/** One mail job per digest (BullMQ ids cannot hold ':', so a dash joins them). */
export const digestMailJobId = (digestId: string) => `coaching-digest-mail-${digestId}`;

/** Puts the e-mails of written digests on the mail queue. */
export async function enqueueDigestMails(mailQueue: MailQueue, digestIds: readonly string[]): Promise<void> {
  for (const digestId of digestIds) {
    await enqueueMailOnce(mailQueue, { kind: 'coaching-digest', digestId }, { jobId: digestMailJobId(digestId) });
  }
}

const digestOutbox: MailOutbox = {
  table: 'coaching_digests',
  pendingStatus: 'pending',
  statusColumn: 'mail_status',
  dueColumn: 'created_at',
  // Written and queued in one job: a row still pending a few minutes on had its job lost.
  lostAfterMs: 5 * 60_000,
  limit: 200,
  jobOf: (id) => ({ jobId: digestMailJobId(id), job: { kind: 'coaching-digest', digestId: id } }),
  requeuedMessage: 'coaching digest e-mails put back on the mail queue',
};

/** Digest e-mails still pending whose job Redis lost, or that failed all their attempts a while ago. */
export const requeueLostDigestMails = (options: RequeueLostOptions): Promise<number> =>
  requeueLostOutboxRows(digestOutbox, options);
