import type { SubscriptionDetails } from '@bridal/shared/consultants/consultants';
import { feeLine, monthlyFee, pricePerConsultant, seatLimit } from '@bridal/shared/pricing/pricing';
import { describeFreeWeekend } from '../accounts/free-weekend';
import type { Sql } from '../db/create-sql';

export interface ReadSubscriptionDetailsOptions {
  sql: Sql;
  boutiqueId: number;
  now?: Date;
}

/**
 * The boutique's plan, seats and fee; every consultant row counts, whatever her status. During its
 * free weekend the status is 'trial' and `trial` says when it runs, in the boutique's zone.
 */
export async function readSubscriptionDetails({
  sql,
  boutiqueId,
  now = new Date(),
}: ReadSubscriptionDetailsOptions): Promise<SubscriptionDetails | undefined> {
  const [row] = await sql<
    {
      boutiqueName: string;
      consultantSeats: number;
      consultants: number;
      createdAt: Date;
      trialEndsAt: Date | null;
      timeZone: string;
    }[]
  >`
    SELECT b.name AS boutique_name, b.consultant_seats, b.created_at, b.trial_ends_at, b.time_zone,
           (SELECT count(*)::int FROM users u WHERE u.boutique_id = b.id AND u.role = 'consultant'
              AND NOT (u.from_import AND u.email IS NULL)) AS consultants
    FROM boutiques b WHERE b.id = ${boutiqueId}`;
  if (!row) return undefined;
  const seats = seatLimit(row.consultantSeats);
  const onTrial = row.trialEndsAt !== null && row.trialEndsAt.getTime() > now.getTime();
  return {
    boutiqueName: row.boutiqueName,
    status: onTrial ? 'trial' : 'active',
    ...(onTrial ? { trial: describeFreeWeekend(row.createdAt, row.trialEndsAt!, row.timeZone) } : {}),
    plan: 'standard',
    maxConsultants: seats,
    subscription: { maxConsultants: seats },
    consultantCount: row.consultants,
    pricePerConsultant,
    feeLine: feeLine(row.consultants),
    monthlyFee: monthlyFee(row.consultants),
  };
}
