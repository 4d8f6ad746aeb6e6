import type { NoSaleReason } from '@bridal/shared/appointments/appointment';
import type { Measure } from '@bridal/shared/coaching/measures';

/**
 * The demo boutique's team, each consultant with the record her history is made to show, so the
 * score cards, goals, digests and advice of the demo say something real: one loses brides whose
 * decision-maker was not there, one is strong all round, one rarely asks for the sale and closes
 * less, one sells at the bottom of the bride's budget, one records her outcomes days late. The
 * history (seed-demo-appointments.ts) draws each visit's end, reasons and score card from these.
 */
export interface DemoPattern {
  /** Her share of the boutique's visits, by weight (0: she has none, like a new invitee). */
  share: number;
  /** How her completed visits end, by weight. */
  fates: { said_yes: number; not_yet: number; no_sale: number };
  /** Why her brides do not buy, by weight. */
  reasons: Partial<Record<NoSaleReason, number>>;
  /** How often each score-card behaviour is a yes on her cards; others: `usualYes`. */
  yes: Record<string, number>;
  /** She sells the least expensive dress the bride liked, and no extras. */
  lowTicket: boolean;
  /** Hours after the visit ends that she records its outcome, from and to. */
  outcomeHours: readonly [number, number];
  /** Her measurable goals (consultant_goals): a ratio's target a share, an average sale's in cents. */
  goals: readonly { measure: Measure; behaviourKey?: string; target: number }[];
}

/** How often a behaviour is a yes on a card of a consultant who does not skip it. */
export const usualYes = 0.85;

const usualReasons: DemoPattern['reasons'] = {
  keep_shopping: 5,
  budget: 4,
  not_the_one: 4,
  decision_maker_absent: 2,
  timing: 2,
  fit_or_size: 2,
  other: 1,
};
const onTime = [0.2, 3] as const;

/** A pattern: what sets her apart, the rest as most consultants work. */
const demoPattern = (own: Pick<DemoPattern, 'share' | 'fates' | 'goals'> & Partial<DemoPattern>): DemoPattern => ({
  reasons: usualReasons,
  yes: {},
  lowTicket: false,
  outcomeHours: onTime,
  ...own,
});

export const demoConsultants = [
  {
    name: 'Sofia Reyes',
    email: 'sofia.reyes@demo.bridalcoach.app',
    status: 'active',
    coachingGoals:
      'Suggest one finishing touch (a veil, belt or sleeves) for every dress the bride loves, and ask before adding it.',
    // Her brides leave to show the dress to someone who was not there; she seldom asks who decides.
    pattern: demoPattern({
      share: 5,
      fates: { said_yes: 45, not_yet: 37, no_sale: 18 },
      reasons: { decision_maker_absent: 10, keep_shopping: 2, budget: 1, not_the_one: 1 },
      yes: { askedBudgetAndDecider: 0.4 },
      goals: [
        { measure: 'behaviour', behaviourKey: 'askedBudgetAndDecider', target: 0.9 },
        { measure: 'contact_ratio', target: 0.6 },
      ],
    }),
  },
  {
    name: 'Hannah Brooks',
    email: 'hannah.brooks@demo.bridalcoach.app',
    status: 'active',
    coachingGoals:
      'Narrow the bride to three favourites by the 40-minute mark, and invite her party to vote on the last two.',
    // Strong all round: closes the most, does every behaviour, records at once.
    pattern: demoPattern({
      share: 4,
      fates: { said_yes: 68, not_yet: 20, no_sale: 12 },
      yes: { askedForSale: 0.95, setNextStep: 0.95 },
      outcomeHours: [0.1, 1],
      goals: [
        { measure: 'appointment_ratio', target: 0.7 },
        { measure: 'win_back_rate', target: 0.3 },
      ],
    }),
  },
  {
    name: 'Grace Kim',
    email: 'grace.kim@demo.bridalcoach.app',
    status: 'pending',
    coachingGoals: 'With nervous brides, open by asking how she wants to feel walking down the aisle.',
    // Invited, not yet started: no record.
    pattern: demoPattern({
      share: 0,
      fates: { said_yes: 1, not_yet: 0, no_sale: 0 },
      goals: [],
    }),
  },
  {
    name: 'Tessa Morales',
    email: 'tessa.morales@demo.bridalcoach.app',
    status: 'active',
    coachingGoals:
      'Ask for the sale when the bride keeps coming back to one dress, and set a next step before she leaves.',
    // Rarely asks for the sale, and closes less: her brides leave to keep shopping.
    pattern: demoPattern({
      share: 4,
      fates: { said_yes: 30, not_yet: 50, no_sale: 20 },
      reasons: { keep_shopping: 6, not_the_one: 4, budget: 3, decision_maker_absent: 1, timing: 1 },
      yes: { askedForSale: 0.12, setNextStep: 0.45 },
      goals: [
        { measure: 'behaviour', behaviourKey: 'askedForSale', target: 0.8 },
        { measure: 'appointment_ratio', target: 0.5 },
      ],
    }),
  },
  {
    name: 'Priya Raman',
    email: 'priya.raman@demo.bridalcoach.app',
    status: 'active',
    coachingGoals: 'Show one dress at the top of the bride’s range after one that fits comfortably, and offer a veil.',
    // Closes like the team, at the bottom of each bride's budget.
    pattern: demoPattern({
      share: 3,
      fates: { said_yes: 55, not_yet: 28, no_sale: 17 },
      reasons: { ...usualReasons, budget: 6 },
      lowTicket: true,
      goals: [
        { measure: 'average_sale', target: 250_000 },
        { measure: 'pull_list_rate', target: 0.8 },
      ],
    }),
  },
  {
    name: 'Jade Whitfield',
    email: 'jade.whitfield@demo.bridalcoach.app',
    status: 'active',
    coachingGoals: 'Record every outcome before leaving the fitting room, while the bride’s words are fresh.',
    // Sells well, records her outcomes a day or more late.
    pattern: demoPattern({
      share: 3,
      fates: { said_yes: 52, not_yet: 30, no_sale: 18 },
      outcomeHours: [28, 70],
      goals: [
        { measure: 'outcomes_on_time', target: 0.9 },
        { measure: 'appointment_ratio', target: 0.55 },
      ],
    }),
  },
] as const satisfies readonly {
  name: string;
  email: string;
  status: 'active' | 'pending';
  coachingGoals: string;
  pattern: DemoPattern;
}[];
