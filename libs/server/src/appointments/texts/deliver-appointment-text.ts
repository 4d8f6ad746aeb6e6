import type { Sql } from '../../db/create-sql';
import type { Queryable } from '../../db/queryable';
import { manageAppointmentUrl } from '../../mail/render-appointment-email';
import { settleAppointmentTexts } from '../../sms/record-appointment-texts';
import { openSecret } from '../../security/seal-secret';
import { textableNumber } from '../../sms/sms-consent';
import { SmsRejectedError, type SmsProvider } from '../../sms/sms-provider';
import { readSmsSettings, type BoutiqueSmsSettings } from '../../sms/sms-settings';
import { appointmentText } from '../../sms/text-wording';
import { issueManageLink } from '../links/issue-manage-link';
import { claimLinkedOutboxRow } from '../notify/claim-linked-outbox-row';

/** After this many tries a text is given up ('failed') and its link retired. */
export const appointmentTextAttempts = 10;

/** What sending texts needs at run time: the provider and the key that opens each boutique's token. */
export interface SmsRuntime {
  provider: SmsProvider;
  /** Unset: no boutique's token can be opened, so no text goes (they end skipped). */
  encryptionKey: Buffer | undefined;
}

export interface DeliverAppointmentTextOptions {
  sql: Sql;
  publicUrl: string;
  sms: SmsRuntime;
  textId: string;
  now?: Date;
}

interface OutboxRow {
  kind: 'booked' | 'reminder';
  appointmentId: string;
  dueAt: Date;
  status: string;
  attempts: number;
  linkToken: string | null;
  linkId: string | null;
}

interface Target {
  brideId: string;
  startsAt: Date;
  boutiqueName: string;
  timeZone: string;
  phone: string;
  settings: BoutiqueSmsSettings;
}

const lockRow = async (tx: Queryable, textId: string) =>
  (
    await tx<OutboxRow[]>`
      SELECT kind, appointment_id, due_at, status, attempts, link_token, link_id
      FROM appointment_texts WHERE id = ${textId} FOR UPDATE`
  )[0];

/**
 * Whom and what to text, or undefined when nothing should go: texts turned off, no consent or a
 * STOP, the appointment no longer booked or already started.
 */
async function readTarget(tx: Queryable, row: OutboxRow, now: Date): Promise<Target | undefined> {
  const [appointment] = await tx<
    { boutiqueId: number; brideId: string; startsAt: Date; status: string; boutiqueName: string; timeZone: string }[]
  >`
    SELECT a.boutique_id, a.bride_id, a.starts_at, a.status, b.name AS boutique_name, b.time_zone
    FROM appointments a JOIN boutiques b ON b.id = a.boutique_id
    WHERE a.id = ${row.appointmentId}`;
  if (!appointment || appointment.status !== 'booked' || appointment.startsAt <= now) return undefined;
  const settings = await readSmsSettings(tx, appointment.boutiqueId);
  if (!settings?.enabled) return undefined;
  const phone = await textableNumber(tx, appointment.brideId);
  return phone ? { ...appointment, phone, settings } : undefined;
}

/** The claim (a try, her manage link) committed first: see claimLinkedOutboxRow. */
const claim = (sql: Sql, textId: string, now: Date) =>
  claimLinkedOutboxRow(sql, {
    table: 'appointment_texts',
    id: textId,
    now,
    maxAttempts: appointmentTextAttempts,
    lockRow,
    readTarget,
    issueLink: (tx, row, _target, at) => issueManageLink({ sql: tx, appointmentId: row.appointmentId, now: at }),
    settle: (tx, status, at) => settleAppointmentTexts(tx, { textId }, status, at),
  });

/**
 * Sends one row of the text outbox, as deliverAppointmentMail sends an e-mail: the claim (a try,
 * her manage link) committed first, then under the row's lock the text goes and is recorded as
 * sent. Her first reminder sent marks the appointment reminded (appointments.reminded_at). A number
 * the provider refuses for good (21211 and the like) ends the row failed; other errors throw for a retry.
 */
export async function deliverAppointmentText(options: DeliverAppointmentTextOptions): Promise<boolean> {
  const { sql, publicUrl, sms, textId } = options;
  const now = options.now ?? new Date();
  if (!sms.encryptionKey) {
    await sql.begin((tx) => settleAppointmentTexts(tx, { textId }, 'skipped', now));
    return false;
  }
  const key = sms.encryptionKey;
  if (!(await claim(sql, textId, now))) return false;
  try {
    return (await sql.begin(async (tx) => {
      const row = await lockRow(tx, textId);
      if (!row || row.status !== 'pending' || !row.linkToken) return false;
      const target = await readTarget(tx, row, now);
      if (!target) {
        await settleAppointmentTexts(tx, { textId }, 'skipped', now);
        return false;
      }
      const { settings } = target;
      const sent = await sms.provider.send(
        {
          accountSid: settings.accountSid,
          authToken: openSecret(settings.authTokenSealed, key),
          fromNumber: settings.fromNumber,
        },
        {
          to: target.phone,
          body: appointmentText({
            kind: row.kind,
            boutiqueName: target.boutiqueName,
            startsAt: target.startsAt,
            timeZone: target.timeZone,
            manageUrl: manageAppointmentUrl(publicUrl, row.linkToken),
          }),
        },
      );
      await tx`
        UPDATE appointment_texts
        SET status = 'sent', sent_at = ${now}, sent_to = ${target.phone}, provider_id = ${sent.providerId},
            link_token = NULL, last_error = '', updated_at = ${now}
        WHERE id = ${textId}`;
      if (row.kind === 'reminder') {
        await tx`UPDATE appointments SET reminded_at = ${now} WHERE id = ${row.appointmentId} AND reminded_at IS NULL`;
      }
      return true;
    })) as boolean;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (error instanceof SmsRejectedError) {
      await sql.begin(async (tx) => {
        await tx`UPDATE appointment_texts SET last_error = ${reason.slice(0, 500)} WHERE id = ${textId}`;
        await settleAppointmentTexts(tx, { textId }, 'failed', now);
      });
      return false;
    }
    await sql`UPDATE appointment_texts SET last_error = ${reason.slice(0, 500)} WHERE id = ${textId}`.catch(
      () => undefined,
    );
    throw error;
  }
}
