import type { SubscriptionDetails } from '@bridal/shared/consultants/consultants';
import type { FreeWeekend } from '@bridal/shared/pricing/free-weekend';
import { consultantSeats, feeLine, monthlyFee } from '@bridal/shared/pricing/pricing';
import { demoSeatCount, demoTeamSize } from '@bridal/shared/demo/demo-messages';

/** What the subscription page shows, whether it came from the server or is the demo's. */
export interface SubscriptionSummary {
  boutiqueName: string;
  seats: number;
  consultantsInUse: number;
  feeLine: string;
  monthlyFee: number;
  /** The free weekend while it runs: nothing is billed, and the page says so instead of a fee. */
  trial?: FreeWeekend;
}

/** The server's details as the page shows them; the fee follows the shared pricing rules. */
export function summarizeSubscription(details: SubscriptionDetails): SubscriptionSummary {
  const seats = details.maxConsultants ?? details.subscription?.maxConsultants ?? consultantSeats.default;
  return {
    boutiqueName: details.boutiqueName,
    seats,
    consultantsInUse: details.consultantCount,
    // Billed on the consultants in use, at least 4, as the server counts them.
    feeLine: details.feeLine ?? feeLine(details.consultantCount),
    monthlyFee: details.monthlyFee ?? monthlyFee(details.consultantCount),
    ...(details.status === 'trial' && details.trial ? { trial: details.trial } : {}),
  };
}

/** The demo boutique: its seats and its sample team, no call to the server. */
export const demoSubscription: SubscriptionSummary = {
  boutiqueName: 'Demo Bridal Boutique',
  seats: demoSeatCount,
  consultantsInUse: demoTeamSize,
  feeLine: feeLine(demoTeamSize),
  monthlyFee: monthlyFee(demoTeamSize),
};
