import type { SubscriptionDetails } from '@bridal/shared/consultants/consultants';
import { feeLine, monthlyFee, pricePerConsultant, seatLimit } from '@bridal/shared/pricing/pricing';
import type { Sql } from '../db/create-sql';

export interface ReadSubscriptionDetailsOptions {
  sql: Sql;
  boutiqueId: number;
}

/** The boutique's plan, seats and fee; every consultant row counts, whatever her status. */
export async function readSubscriptionDetails({
  sql,
  boutiqueId,
}: ReadSubscriptionDetailsOptions): Promise<SubscriptionDetails | undefined> {
  const [row] = await sql<{ boutiqueName: string; consultantSeats: number; consultants: number }[]>`
    SELECT b.name AS boutique_name, b.consultant_seats,
           (SELECT count(*)::int FROM users u WHERE u.boutique_id = b.id AND u.role = 'consultant') AS consultants
    FROM boutiques b WHERE b.id = ${boutiqueId}`;
  if (!row) return undefined;
  const seats = seatLimit(row.consultantSeats);
  return {
    boutiqueName: row.boutiqueName,
    status: 'active',
    plan: 'standard',
    maxConsultants: seats,
    subscription: { maxConsultants: seats },
    consultantCount: row.consultants,
    pricePerConsultant,
    feeLine: feeLine(row.consultants),
    monthlyFee: monthlyFee(row.consultants),
  };
}
