import type { FollowUpEdit, SendFollowUpResponse } from '@bridal/shared/follow-ups/follow-up';
import type { Sql } from '../../db/create-sql';
import type { MailQueue } from '../../queue/mail-queue';
import { readFollowUp } from '../read/follow-up-row';
import { editFollowUp } from './edit-follow-up';
import { type FollowUpActor, findStaffFollowUp } from './follow-up-access';
import { queueFollowUp } from './queue-follow-up';
import { describeQueuedSend } from './quiet-hours';

export interface SendFollowUpOptions {
  sql: Sql;
  mailQueue: MailQueue;
  boutiqueId: number;
  followUpId: string;
  user: FollowUpActor;
  /** The edited { subject, body, textMessage } to save first, so Send after editing is one call. */
  edit?: FollowUpEdit;
  /**
   * Asked before the draft is queued, with the address it goes to: refuses (throws) an e-mail the
   * boutique may not send, or counts it; what it counted is handed back if the draft is not queued.
   */
  beforeQueue?: (to: string) => Promise<{ giveBack(): Promise<void> }>;
  now?: Date;
}

/**
 * 'Send': saves the edit the view still holds (if any), then queues the draft, to go now or when
 * the quiet hours end. Answers the follow-up as it now stands ('queued', with its send time) and
 * when it goes, in the boutique's zone (describeQueuedSend).
 */
export async function sendFollowUp(options: SendFollowUpOptions): Promise<SendFollowUpResponse> {
  const { sql, mailQueue, boutiqueId, followUpId, user } = options;
  const now = options.now ?? new Date();
  await findStaffFollowUp(sql, { boutiqueId, followUpId, actor: user });
  if (options.edit) await editFollowUp({ sql, boutiqueId, followUpId, user, edit: options.edit, now });
  const [bride] = await sql<{ email: string; timeZone: string }[]>`
    SELECT br.email, b.time_zone FROM follow_ups f JOIN brides br ON br.id = f.bride_id
    JOIN boutiques b ON b.id = f.boutique_id WHERE f.id = ${followUpId}`;
  const to = bride?.email.trim() ?? '';
  // Its edit is saved first: a refused send loses none of what the consultant wrote.
  const counted = to && options.beforeQueue ? await options.beforeQueue(to) : undefined;
  let sendAt: Date;
  try {
    ({ sendAt } = await queueFollowUp({
      sql,
      mailQueue,
      followUpId,
      actor: { userId: user.userId, name: user.name },
      now,
    }));
  } catch (error) {
    await counted?.giveBack();
    throw error;
  }
  const followUp = await readFollowUp(sql, boutiqueId, followUpId);
  return { ...followUp, queuedNote: describeQueuedSend(sendAt, now, bride?.timeZone ?? 'UTC') };
}
