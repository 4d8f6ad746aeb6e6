import type { Consultant, SubscriptionDetails } from '@bridal/shared/consultants/consultants';
import { consultantSeats } from '@bridal/shared/pricing/pricing';

export interface SeatUsage {
  used: number;
  max: number;
  /** Every seat is taken: a new invitation would be refused. */
  full: boolean;
}

/** The seats in use and available; the live limit is maxConsultants, else the default 4. */
export function seatUsage(
  details: Partial<SubscriptionDetails> | undefined,
  consultants: readonly Consultant[] | undefined,
): SeatUsage | null {
  if (!details) return null;
  const max = details.maxConsultants ?? details.subscription?.maxConsultants ?? consultantSeats.default;
  const used =
    details.consultantCount ?? consultants?.filter((consultant) => consultant.role === 'consultant').length ?? 0;
  return { used, max, full: used >= max };
}
