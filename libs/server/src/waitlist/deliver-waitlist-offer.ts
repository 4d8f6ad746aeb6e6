import { pageUrl, paths } from '@bridal/shared/web/page-paths';
import type { MailDelivery } from '../mail/mail-delivery';
import { messageIdOf } from '../mail/mail-transport';
import { formatAppointmentTime } from '../mail/render-appointment-email';
import { mailSubjects, renderEmail } from '../mail/render-email';

/** After this many tries an offer's e-mail is given up ('failed'); the offer still lapses in its time. */
const offerMailAttempts = 10;

export interface DeliverWaitlistOfferOptions extends MailDelivery {
  offerId: string;
}

interface OfferMailRow {
  status: string;
  mailStatus: string;
  mailToken: string | null;
  mailAttempts: number;
  startsAt: Date;
  durationMinutes: number;
  expiresAt: Date;
  brideName: string;
  email: string;
  boutiqueName: string;
  boutiquePhone: string;
  timeZone: string;
}

/**
 * Sends a waitlist offer's e-mail, as the worker runs its job: under the offer's row lock, while the
 * offer is live and its e-mail pending; recorded as sent (its plain token erased) in the same
 * transaction. A try cut short after the mail server took it sends the very same message again
 * (same Message-ID, same link). A lapsed or withdrawn offer, or a bride without an address, ends as
 * skipped.
 */
export async function deliverWaitlistOffer(options: DeliverWaitlistOfferOptions): Promise<boolean> {
  const { sql, transport, publicUrl, offerId } = options;
  const now = options.now ?? new Date();
  const [counted] = await sql<{ mailAttempts: number }[]>`
    UPDATE waitlist_offers SET mail_attempts = mail_attempts + 1, updated_at = ${now}
    WHERE id = ${offerId} AND mail_status = 'pending' RETURNING mail_attempts`;
  if (!counted) return false;
  return (await sql.begin(async (tx) => {
    const [row] = await tx<OfferMailRow[]>`
      SELECT o.status, o.mail_status, o.mail_token, o.mail_attempts, o.starts_at, o.duration_minutes, o.expires_at,
             br.name AS bride_name, br.email, b.name AS boutique_name, b.phone AS boutique_phone, b.time_zone
      FROM waitlist_offers o
      JOIN waitlist_entries e ON e.id = o.entry_id
      JOIN brides br ON br.id = e.bride_id AND br.boutique_id = o.boutique_id
      JOIN boutiques b ON b.id = o.boutique_id
      WHERE o.id = ${offerId} FOR UPDATE OF o`;
    if (!row || row.mailStatus !== 'pending') return false;
    const settle = async (status: 'skipped' | 'failed') => {
      await tx`
        UPDATE waitlist_offers SET mail_status = ${status}, mail_token = NULL, updated_at = ${now} WHERE id = ${offerId}`;
      return false;
    };
    if (row.status !== 'live' || row.expiresAt <= now || !row.mailToken || !row.email.trim()) return settle('skipped');
    if (row.mailAttempts > offerMailAttempts) return settle('failed');
    const when = formatAppointmentTime(row.startsAt, row.timeZone);
    const until = formatAppointmentTime(row.expiresAt, row.timeZone);
    const call = row.boutiquePhone ? ` If you have a question, call the boutique at ${row.boutiquePhone}.` : '';
    const content = renderEmail({
      subject: mailSubjects.waitlistOffer,
      greeting: `Hi ${row.brideName.trim().split(/\s+/)[0] || 'there'},`,
      paragraphs: [
        `A time has freed up at ${row.boutiqueName} on the day you are waiting for.`,
        { own: `When: ${when} (${row.durationMinutes} minutes)` },
        { own: `It is held for you until ${until}.` },
        `The first bride to take it gets it, so take it soon if you would like it.${call}`,
      ],
      action: { label: 'Take this time', url: pageUrl(publicUrl, paths.waitlistOffer(row.mailToken)) },
    });
    await transport.send({ to: row.email, messageId: messageIdOf('waitlist-offer', offerId, publicUrl), ...content });
    await tx`
      UPDATE waitlist_offers SET mail_status = 'sent', sent_at = ${now}, mail_token = NULL, updated_at = ${now}
      WHERE id = ${offerId}`;
    return true;
  })) as boolean;
}
