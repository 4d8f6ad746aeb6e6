import { createToken, hashToken } from '../../auth/tokens';
import type { Sql } from '../../db/create-sql';
import type { MailTransport } from '../../mail/mail-transport';
import { renderFollowUpEmail } from '../../mail/render-follow-up-email';

export interface DeliverFollowUpMailOptions {
  sql: Sql;
  transport: MailTransport;
  publicUrl: string;
  followUpId: string;
  now?: Date;
}

interface DeliveryRow {
  status: string;
  subject: string;
  body: string;
  email: string;
  unsubscribedAt: Date | null;
  boutiqueName: string;
}

/**
 * Sends a queued follow-up, as the worker runs its job. The row stays locked while the e-mail goes,
 * so an unsubscribe (which stops her follow-ups under the same lock) either comes first and nothing
 * is sent, or waits until this one is recorded as sent. Her unsubscribe token is made here: the
 * plain token exists only in this e-mail. Returns false when there is nothing to send any more
 * (no longer queued, she unsubscribed, no address). If sending throws, everything rolls back and
 * the row stays 'queued' for the job's retry.
 */
export async function deliverFollowUpMail(options: DeliverFollowUpMailOptions): Promise<boolean> {
  const { sql, transport, publicUrl, followUpId } = options;
  const now = options.now ?? new Date();
  return sql.begin(async (tx) => {
    const [row] = await tx<DeliveryRow[]>`
      SELECT f.status, f.subject, f.body, br.email, br.unsubscribed_at, b.name AS boutique_name
      FROM follow_ups f
      JOIN brides br ON br.id = f.bride_id
      JOIN boutiques b ON b.id = f.boutique_id
      WHERE f.id = ${followUpId}
      FOR UPDATE OF f`;
    if (!row || row.status !== 'queued') return false;
    if (row.unsubscribedAt) {
      // Whatever was queued before she opted out is never sent.
      await tx`
        UPDATE follow_ups SET status = 'stopped', stopped_reason = 'unsubscribed', stopped_at = ${now}, updated_at = ${now}
        WHERE id = ${followUpId}`;
      return false;
    }
    if (!row.email.trim()) {
      // Her address was removed after the click: back to a draft, so the view does not say 'Sending' for ever.
      await tx`
        UPDATE follow_ups
        SET status = 'drafted', send_at = NULL, queued_at = NULL, queued_by = NULL, queued_by_name = '',
            automatic = false, updated_at = ${now}
        WHERE id = ${followUpId}`;
      return false;
    }
    const token = createToken();
    await transport.send({
      to: row.email,
      ...renderFollowUpEmail({
        subject: row.subject,
        body: row.body,
        boutiqueName: row.boutiqueName,
        unsubscribeToken: token,
        publicUrl,
      }),
    });
    await tx`
      UPDATE follow_ups
      SET status = 'sent', sent_at = ${now}, sent_to = ${row.email}, unsubscribe_token_hash = ${hashToken(token)},
          updated_at = ${now}
      WHERE id = ${followUpId}`;
    return true;
  }) as Promise<boolean>;
}
