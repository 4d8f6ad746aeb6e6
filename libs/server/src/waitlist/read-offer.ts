import type { WaitlistOfferView } from '@bridal/shared/waitlist/waitlist';
import { firstNameOf } from '../appointments/links/read-booking-link';
import type { Sql } from '../db/create-sql';
import type { PaymentsConfig } from '../payments/payment-settings';
import { offerPaymentPlan } from './offer-payment';
import { findOffer, offerStatus } from './open-offer';

/**
 * GET /api/waitlist-offers/{token}: the time her offer holds, until when, her boutique, and the
 * card or deposit her kind of appointment asks for (with the policy she agrees to).
 */
export async function readWaitlistOffer(
  sql: Sql,
  token: string,
  options: { payments: PaymentsConfig; now?: Date },
): Promise<WaitlistOfferView> {
  const now = options.now ?? new Date();
  const offer = await findOffer(sql, token);
  const [row] = await sql<{ name: string; timeZone: string; phone: string; address: string; brideName: string }[]>`
    SELECT b.name, b.time_zone, b.phone, b.address, br.name AS bride_name
    FROM boutiques b JOIN brides br ON br.id = ${offer.brideId} AND br.boutique_id = b.id
    WHERE b.id = ${offer.boutiqueId}`;
  if (!row) throw new Error(`waitlist offer ${offer.id} names no bride of its boutique`);
  const plan = await offerPaymentPlan(sql, options.payments, offer);
  return {
    status: offerStatus(offer, now),
    startsAt: offer.startsAt.toISOString(),
    durationMinutes: offer.durationMinutes,
    expiresAt: offer.expiresAt.toISOString(),
    boutique: { name: row.name, timeZone: row.timeZone, phone: row.phone, address: row.address },
    bride: { firstName: firstNameOf(row.brideName) },
    ...(plan
      ? {
          payment: {
            kind: plan.kind,
            amountCents: plan.amountCents,
            currency: plan.currency,
            noShowPolicy: plan.policyText,
          },
        }
      : {}),
  };
}
