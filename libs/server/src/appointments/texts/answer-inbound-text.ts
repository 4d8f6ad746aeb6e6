import type { Sql } from '../../db/create-sql';
import { manageAppointmentUrl } from '../../mail/render-appointment-email';
import { parseSmsReply, type SmsReplyAction } from '../../sms/parse-reply';
import { openSecret } from '../../sms/seal-secret';
import { bridesAtNumber, optInNumber, optOutNumber } from '../../sms/sms-consent';
import { readSmsSettings } from '../../sms/sms-settings';
import { inboundReplies, shortAppointmentTime } from '../../sms/text-wording';
import { issueManageLink } from '../links/issue-manage-link';
import type { SmsRuntime } from './deliver-appointment-text';

export interface InboundTextRequest {
  boutiqueId: number;
  /** The URL the provider posted to (its signature covers it). */
  url: string;
  signature: string;
  params: Record<string, string>;
}

/**
 * 'not-found': no boutique with texts on here; 'forbidden': the signature is not its token's (or
 * the text is not to its number); else the reply (none: say nothing).
 */
export type InboundTextAnswer =
  | { outcome: 'not-found' }
  | { outcome: 'forbidden' }
  | { outcome: 'answered'; action: SmsReplyAction | 'unknown-number' | 'repeat'; reply: string | undefined };

interface NextAppointment {
  id: string;
  startsAt: Date;
  optedOut: boolean;
}

async function nextAppointment(sql: Sql, boutiqueId: number, brideIds: string[], now: Date) {
  const [row] = await sql<NextAppointment[]>`
    SELECT a.id, a.starts_at, (c.opted_out_at IS NOT NULL) AS opted_out
    FROM appointments a JOIN sms_consents c ON c.bride_id = a.bride_id
    WHERE a.boutique_id = ${boutiqueId} AND a.bride_id IN ${sql(brideIds)} AND a.status = 'booked'
      AND a.starts_at > ${now}
    ORDER BY a.starts_at
    LIMIT 1`;
  return row;
}

/**
 * A text a bride sent to the boutique's number (the provider's webhook): proven by its signature
 * with the boutique's own token, answered once per message id (a retried webhook changes nothing).
 * C confirms her next appointment; STOP (and its synonyms) opts her number out at once, START back
 * in; HELP says who we are and how to reach the boutique; anything else gets her manage link. A
 * number the boutique does not know gets a polite reply and nothing changes. A stopped number
 * gets no reply but to START and HELP.
 */
export async function answerInboundText(
  deps: { sql: Sql; publicUrl: string; sms: SmsRuntime; now?: Date },
  request: InboundTextRequest,
): Promise<InboundTextAnswer> {
  const { sql, publicUrl, sms } = deps;
  const now = deps.now ?? new Date();
  const settings = await readSmsSettings(sql, request.boutiqueId);
  if (!settings?.enabled || !sms.encryptionKey) return { outcome: 'not-found' };
  const inbound = sms.provider.verifyInbound(openSecret(settings.authTokenSealed, sms.encryptionKey), request);
  if (!inbound || inbound.to !== settings.fromNumber) return { outcome: 'forbidden' };
  const [boutique] = await sql<{ name: string; phone: string; timeZone: string }[]>`
    SELECT name, phone, time_zone FROM boutiques WHERE id = ${request.boutiqueId}`;
  if (!boutique) return { outcome: 'not-found' };
  const action = parseSmsReply(inbound.body);
  const first = await sql`
    INSERT INTO sms_inbound_messages (provider_id, boutique_id, from_number, action, received_at)
    VALUES (${inbound.providerId}, ${request.boutiqueId}, ${inbound.from}, ${action}, ${now})
    ON CONFLICT (provider_id) DO NOTHING
    RETURNING provider_id`;
  if (first.length === 0) return { outcome: 'answered', action: 'repeat', reply: undefined };
  const brideIds = await bridesAtNumber(sql, request.boutiqueId, inbound.from);
  if (brideIds.length === 0) return { outcome: 'answered', action: 'unknown-number', reply: inboundReplies.unknown };
  const answered = (reply: string | undefined) => ({ outcome: 'answered' as const, action, reply });
  switch (action) {
    case 'stop':
      await optOutNumber(sql, request.boutiqueId, inbound.from, now);
      return answered(inboundReplies.stopped(boutique.name));
    case 'start':
      await optInNumber(sql, request.boutiqueId, inbound.from, now);
      return answered(inboundReplies.started(boutique.name));
    case 'help':
      return answered(inboundReplies.help(boutique.name, boutique.phone));
    case 'confirm': {
      const next = await nextAppointment(sql, request.boutiqueId, brideIds, now);
      if (!next) return answered(inboundReplies.nothingToConfirm(boutique.name));
      await sql`
        UPDATE appointments SET confirmed_at = coalesce(confirmed_at, ${now}),
                                confirmed_via = coalesce(confirmed_via, 'sms'), updated_at = ${now}
        WHERE id = ${next.id} AND boutique_id = ${request.boutiqueId}`;
      const when = shortAppointmentTime(next.startsAt, boutique.timeZone);
      return answered(next.optedOut ? undefined : inboundReplies.confirmed(boutique.name, when));
    }
    case 'other': {
      const next = await nextAppointment(sql, request.boutiqueId, brideIds, now);
      if (!next) return answered(inboundReplies.noAppointment(boutique.name));
      if (next.optedOut) return answered(undefined);
      const link = await issueManageLink({ sql, appointmentId: next.id, now });
      return answered(
        link ? inboundReplies.manage(boutique.name, manageAppointmentUrl(publicUrl, link.token)) : undefined,
      );
    }
  }
}
