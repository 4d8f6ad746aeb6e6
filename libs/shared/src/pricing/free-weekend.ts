import { minimumBilledConsultants, pricePerConsultant } from './pricing';

/**
 * The free weekend a boutique signs up for ('Book Your Free Weekend'): it starts at sign-up and
 * ends at midnight after the coming Sunday, in the boutique's time zone. Nothing is charged during it.
 */
export interface FreeWeekend {
  /** ISO, UTC. */
  startsAt: string;
  /** ISO, UTC: midnight after its last day, in the boutique's zone. */
  endsAt: string;
  /** The boutique's IANA time zone, which the days below are in. */
  timeZone: string;
  /** 'Friday, March 6, 2026' */
  firstDay: string;
  /** 'Sunday, March 8, 2026': the trial runs to the end of this day. */
  lastDay: string;
}

export const freeWeekendTexts = {
  status: 'Free weekend trial',
  noCharge: 'Nothing is charged during your free weekend, and we hold no card for it.',
  afterwards: (lastDay: string) =>
    `When it ends after ${lastDay}, you choose whether to go on with the Standard plan: ` +
    `$${pricePerConsultant} per consultant per month, ${minimumBilledConsultants} consultants minimum. ` +
    'We confirm it with you before anything is billed; if you do not go on, nothing is charged at all.',
} as const;
