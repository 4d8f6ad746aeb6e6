import type { Queryable } from '../db/queryable';
import { planPaymentHold, type PlannedHold } from '../payments/booking-hold';
import type { PaymentsConfig } from '../payments/payment-settings';
import { entryTypeSql } from './entry-type';

/**
 * The card or deposit taking a waitlist offer asks for: her kind of appointment's, as her booking
 * page would ask (planPaymentHold: the boutique connected, the type asking). Undefined: none.
 * `policyAgreed` undefined only reads the terms; otherwise it must be true, or a 400 names it.
 */
export async function offerPaymentPlan(
  sql: Queryable,
  config: PaymentsConfig,
  offer: { boutiqueId: number; entryId: string },
  policyAgreed?: boolean,
): Promise<PlannedHold | undefined> {
  const [entry] = await sql<{ appointmentTypeId: string | null }[]>`
    SELECT ${entryTypeSql(sql)} AS appointment_type_id FROM waitlist_entries e
    WHERE e.id = ${offer.entryId} AND e.boutique_id = ${offer.boutiqueId}`;
  return planPaymentHold(sql, config, offer.boutiqueId, {
    appointmentTypeId: entry?.appointmentTypeId ?? null,
    policyAgreed: policyAgreed === undefined ? true : policyAgreed,
  });
}
