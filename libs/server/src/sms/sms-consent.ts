import type { Queryable } from '../db/queryable';
import { smsConsentWording } from '@bridal/shared/appointments/sms';

/**
 * Her yes to texts at this number, with the words she saw and when (at booking, in the booking's
 * transaction). A new yes at a new number replaces the old one; a number she stopped stays stopped
 * until she texts START: ticking a box again does not undo a STOP the carrier also holds.
 */
export async function recordSmsConsent(
  tx: Queryable,
  { boutiqueId, brideId, phone, now }: { boutiqueId: number; brideId: string; phone: string; now: Date },
): Promise<void> {
  await tx`
    INSERT INTO sms_consents (boutique_id, bride_id, phone, wording, consented_at, updated_at)
    VALUES (${boutiqueId}, ${brideId}, ${phone}, ${smsConsentWording}, ${now}, ${now})
    ON CONFLICT (bride_id) DO UPDATE
    SET phone = EXCLUDED.phone, wording = EXCLUDED.wording, consented_at = EXCLUDED.consented_at,
        opted_out_at = CASE WHEN sms_consents.phone = EXCLUDED.phone THEN sms_consents.opted_out_at END,
        updated_at = EXCLUDED.updated_at
    WHERE sms_consents.boutique_id = ${boutiqueId}`;
}

/** The number she may be texted at: consented and not stopped; undefined otherwise. */
export async function textableNumber(sql: Queryable, brideId: string): Promise<string | undefined> {
  const [row] = await sql<{ phone: string }[]>`
    SELECT phone FROM sms_consents WHERE bride_id = ${brideId} AND opted_out_at IS NULL`;
  return row?.phone;
}

/** STOP: every bride of the boutique at this number is opted out at once (a second STOP changes nothing). */
export async function optOutNumber(sql: Queryable, boutiqueId: number, phone: string, now: Date): Promise<void> {
  await sql`
    UPDATE sms_consents SET opted_out_at = ${now}, updated_at = ${now}
    WHERE boutique_id = ${boutiqueId} AND phone = ${phone} AND opted_out_at IS NULL`;
}

/** START: the number's texts are back on (its consent stays as given). */
export async function optInNumber(sql: Queryable, boutiqueId: number, phone: string, now: Date): Promise<void> {
  await sql`
    UPDATE sms_consents SET opted_out_at = NULL, updated_at = ${now}
    WHERE boutique_id = ${boutiqueId} AND phone = ${phone} AND opted_out_at IS NOT NULL`;
}

/** The brides of the boutique who gave this number (an inbound text is matched by it). */
export async function bridesAtNumber(sql: Queryable, boutiqueId: number, phone: string): Promise<string[]> {
  const rows = await sql<{ brideId: string }[]>`
    SELECT bride_id FROM sms_consents WHERE boutique_id = ${boutiqueId} AND phone = ${phone}`;
  return rows.map((row) => row.brideId);
}
