import type { Queryable } from '../../db/queryable';
import { toE164 } from '../../sms/phone-number';
import { recordSmsConsent } from '../../sms/sms-consent';

/**
 * Her yes to texts, ticked on her booking page, kept in the booking's transaction with the words she
 * saw and the time. The schema already refused a number without its country code.
 */
export async function recordBookingSmsConsent(
  tx: Queryable,
  { boutiqueId, brideId, phone }: { boutiqueId: number; brideId: string; phone: string },
): Promise<void> {
  const e164 = toE164(phone);
  if (e164) await recordSmsConsent(tx, { boutiqueId, brideId, phone: e164, now: new Date() });
}
