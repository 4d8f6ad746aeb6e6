import { createToken, hashToken } from '../../auth/tokens';
import type { Queryable } from '../../db/queryable';
import type { Sql } from '../../db/create-sql';
import type { MailDelivery } from '../../mail/mail-delivery';
import { messageIdOf } from '../../mail/mail-transport';
import { renderFollowUpEmail } from '../../mail/render-follow-up-email';
import { recordWebhookEvent } from '../../webhooks/record-webhook-event';

export interface DeliverFollowUpMailOptions extends MailDelivery {
  followUpId: string;
}

interface DeliveryRow {
  boutiqueId: number;
  brideId: string;
  appointmentId: string | null;
  status: string;
  subject: string;
  body: string;
  email: string;
  unsubscribedAt: Date | null;
  boutiqueName: string;
  unsubscribeToken: string | null;
}

const lockRow = async (tx: Queryable, followUpId: string) =>
  (
    await tx<DeliveryRow[]>`
      SELECT f.boutique_id, f.bride_id, f.appointment_id, f.status, f.subject, f.body, f.unsubscribe_token, br.email, br.unsubscribed_at, b.name AS boutique_name
      FROM follow_ups f
      JOIN brides br ON br.id = f.bride_id
      JOIN boutiques b ON b.id = f.boutique_id
      WHERE f.id = ${followUpId}
      FOR UPDATE OF f`
  )[0];

/**
 * The claim, committed before anything is sent: one more try, and her unsubscribe link, made at
 * the first try and live from then on, so whatever copy reaches her has a link that works and
 * every try sends the same one. Answers false when there is nothing to send any more.
 */
async function claim(sql: Sql, followUpId: string, now: Date): Promise<boolean> {
  return sql.begin(async (tx) => {
    const row = await lockRow(tx, followUpId);
    if (!row || row.status !== 'queued') return false;
    if (row.unsubscribedAt) {
      // Whatever was queued before she opted out is never sent.
      await tx`
        UPDATE follow_ups
        SET status = 'stopped', stopped_reason = 'unsubscribed', stopped_at = ${now}, updated_at = ${now},
            unsubscribe_token = NULL
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
    const token = row.unsubscribeToken ?? createToken();
    await tx`
      UPDATE follow_ups
      SET send_attempts = send_attempts + 1, send_claimed_at = ${now}, unsubscribe_token = ${token},
          unsubscribe_token_hash = ${hashToken(token)}, updated_at = ${now}
      WHERE id = ${followUpId}`;
    return true;
  }) as Promise<boolean>;
}

/**
 * Sends a queued follow-up, as the worker runs its job: at least once, never again once a send is
 * recorded, with the same Message-ID and unsubscribe link on every try. SMTP cannot make sending
 * and recording one act: at-most-once would lose her e-mail whenever a worker dies between the
 * claim and the server's answer, so a try cut short (the worker killed mid-send) is found by the
 * next one, which sends the very same message; a copy the server had already taken is then a
 * duplicate her mailbox recognises by its Message-ID, and both copies' links work. The claim is
 * committed first (see claim); then the row stays locked while the e-mail goes, so an unsubscribe
 * (which stops her follow-ups under the same lock) either comes first and nothing is sent, or
 * waits until this one is recorded as sent. If sending throws, the row stays 'queued' for the
 * job's retry or the housekeeping sweep. Returns false when there is nothing to send any more
 * (no longer queued, she unsubscribed, no address).
 */
export async function deliverFollowUpMail(options: DeliverFollowUpMailOptions): Promise<boolean> {
  const { sql, transport, publicUrl, followUpId } = options;
  const now = options.now ?? new Date();
  if (!(await claim(sql, followUpId, now))) return false;
  return sql.begin(async (tx) => {
    const row = await lockRow(tx, followUpId);
    if (!row || row.status !== 'queued' || row.unsubscribedAt || !row.unsubscribeToken) return false;
    await transport.send({
      to: row.email,
      messageId: messageIdOf('follow-up', followUpId, publicUrl),
      ...renderFollowUpEmail({
        subject: row.subject,
        body: row.body,
        boutiqueName: row.boutiqueName,
        unsubscribeToken: row.unsubscribeToken,
        publicUrl,
      }),
    });
    await tx`
      UPDATE follow_ups
      SET status = 'sent', sent_at = ${now}, sent_to = ${row.email}, unsubscribe_token = NULL, updated_at = ${now}
      WHERE id = ${followUpId}`;
    await recordWebhookEvent(tx, {
      boutiqueId: row.boutiqueId,
      type: 'follow_up.sent',
      data: { followUpId, brideId: row.brideId, appointmentId: row.appointmentId, sentAt: now.toISOString() },
      now,
    });
    return true;
  }) as Promise<boolean>;
}
