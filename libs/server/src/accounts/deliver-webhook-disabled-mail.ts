import type { MailDelivery } from '../mail/mail-delivery';
import { messageIdOf } from '../mail/mail-transport';
import { renderWebhookDisabled } from '../mail/render-webhook-disabled';

/**
 * The owner's one e-mail when persistent failure switched an endpoint off: sent only while it is
 * still off for that reason (turned back on meanwhile, nothing goes), under a Message-ID of that
 * switching off, so a retried job's copy is a duplicate her mailbox recognises.
 */
export async function deliverWebhookDisabledMail(options: MailDelivery & { endpointId: string }): Promise<boolean> {
  const { sql, transport, publicUrl, endpointId } = options;
  const [row] = await sql<
    { url: string; boutiqueId: number; disabledAt: Date; ownerName: string; ownerEmail: string }[]
  >`
    SELECT e.url, e.boutique_id, e.disabled_at, u.name AS owner_name, u.email AS owner_email
    FROM webhook_endpoints e JOIN users u ON u.boutique_id = e.boutique_id AND u.role = 'owner'
    WHERE e.id = ${endpointId} AND e.disabled_reason = 'failing' AND e.disabled_at IS NOT NULL
    LIMIT 1`;
  if (!row || !row.ownerEmail.trim()) return false;
  await transport.send({
    to: row.ownerEmail,
    messageId: messageIdOf('webhook-disabled', `${endpointId}-${row.disabledAt.getTime()}`, publicUrl),
    ...renderWebhookDisabled({ ownerName: row.ownerName, url: row.url, boutiqueId: row.boutiqueId, publicUrl }),
  });
  return true;
}
