import type { Queryable } from '../../consultants/queryable';
import type { MailQueue } from '../../queue/mail-queue';

export interface QueueFollowUpOptions {
  sql: Queryable;
  mailQueue: MailQueue;
  followUpId: string;
  /** Who clicked Send; null when the worker sends it automatically. */
  actor: { userId: string; name: string } | null;
  now?: Date;
}

/** PLACEHOLDER (being built): puts a drafted follow-up on the mail queue, after the quiet hours. */
export async function queueFollowUp(_options: QueueFollowUpOptions): Promise<{ sendAt: Date }> {
  throw new Error('queueFollowUp is not built yet');
}
