import type { DigestContent, DigestKind } from '@bridal/shared/coaching/digest';
import type { Sql } from '../../db/create-sql';
import type { Queryable } from '../../db/queryable';
import type { MailDelivery } from '../../mail/mail-delivery';
import { messageIdOf } from '../../mail/mail-transport';
import { renderCoachingDigestEmail } from './render-coaching-digest-email';

/** After this many tries a digest's e-mail is given up ('failed'); its page stays. */
export const digestMailAttempts = 8;

export interface DeliverCoachingDigestMailOptions extends MailDelivery {
  digestId: string;
}

interface DigestMailRow {
  boutiqueId: number;
  kind: DigestKind;
  content: DigestContent;
  mailStatus: string;
  mailAttempts: number;
  email: string | null;
  optOut: boolean;
  enabled: boolean;
}

const lockRow = async (tx: Queryable, digestId: string) =>
  (
    await tx<DigestMailRow[]>`
      SELECT d.boutique_id, d.kind, d.content, d.mail_status, d.mail_attempts, u.email,
             u.coaching_digest_opt_out AS opt_out, b.coaching_digest_enabled AS enabled
      FROM coaching_digests d
      JOIN users u ON u.id = d.user_id
      JOIN boutiques b ON b.id = d.boutique_id
      WHERE d.id = ${digestId}
      FOR UPDATE OF d`
  )[0];

const settle = (tx: Queryable, digestId: string, status: 'skipped' | 'failed') =>
  tx`UPDATE coaching_digests SET mail_status = ${status} WHERE id = ${digestId}`;

/** Why a pending digest is no longer to be e-mailed: she opted out, has no address, the boutique turned it off. */
const noLongerWanted = (row: DigestMailRow) => row.optOut || !row.email?.trim() || !row.enabled;

/**
 * The claim, committed before anything is sent: one more try. Answers false when there is nothing
 * to send (gone with its consultant, already sent, skipped, out of tries, no longer wanted).
 */
async function claim(sql: Sql, digestId: string, now: Date): Promise<boolean> {
  return sql.begin(async (tx) => {
    const row = await lockRow(tx, digestId);
    if (!row || row.mailStatus !== 'pending') return false;
    if (noLongerWanted(row)) {
      await settle(tx, digestId, 'skipped');
      return false;
    }
    if (row.mailAttempts >= digestMailAttempts) {
      await settle(tx, digestId, 'failed');
      return false;
    }
    await tx`
      UPDATE coaching_digests SET mail_attempts = mail_attempts + 1, mail_claimed_at = ${now} WHERE id = ${digestId}`;
    return true;
  }) as Promise<boolean>;
}

/**
 * Sends a digest's e-mail as the worker runs its job: at least once, never again once a send is
 * recorded (the follow-ups' way, deliverFollowUpMail, says why not at most once). The claim is
 * committed first; then, under the row's lock, the e-mail goes and the row is marked sent, so an
 * opt-out that comes meanwhile waits and the e-mail is sent or not, whole. A try cut short after the
 * server took the message is found by the next one, which sends the same message (the same
 * Message-ID, which her mailbox shows once). A send that throws leaves the row pending for the
 * job's retry or the sweep.
 */
export async function deliverCoachingDigestMail(options: DeliverCoachingDigestMailOptions): Promise<boolean> {
  const { sql, transport, publicUrl, digestId } = options;
  const now = options.now ?? new Date();
  if (!(await claim(sql, digestId, now))) return false;
  try {
    return (await sql.begin(async (tx) => {
      const row = await lockRow(tx, digestId);
      if (!row || row.mailStatus !== 'pending' || noLongerWanted(row)) return false;
      await transport.send({
        to: row.email!,
        messageId: messageIdOf('coaching-digest', digestId, publicUrl),
        ...renderCoachingDigestEmail({
          kind: row.kind,
          digestId,
          boutiqueId: row.boutiqueId,
          content: row.content,
          publicUrl,
        }),
      });
      await tx`
        UPDATE coaching_digests SET mail_status = 'sent', sent_at = ${now}, sent_to = ${row.email!}, last_error = ''
        WHERE id = ${digestId}`;
      return true;
    })) as boolean;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await sql`UPDATE coaching_digests SET last_error = ${reason.slice(0, 500)} WHERE id = ${digestId}`.catch(
      () => undefined,
    );
    throw error;
  }
}
