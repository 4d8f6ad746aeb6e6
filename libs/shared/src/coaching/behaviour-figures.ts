import { closingReportQuerySchema } from '../reports/closing-report';
import { type CoachingCounts, emptyBehaviourCounts } from './measures';
import type { ScoreCardBehaviour } from './score-card';
import { type Difference, difference, minimumCount, type Proportion, wilson } from './statistics';

/**
 * What the score cards say of one behaviour over a period: how often it happens, and how the
 * closing ratio differs with and without it. Every figure keeps its counts beside it.
 */
export interface BehaviourFigure {
  key: string;
  label: string;
  yes: number;
  no: number;
  notRelevant: number;
  /** Yes over yes and no, with its interval. */
  rate: Proportion;
  /** Fewer than `minimumCount` cards answered yes or no: the rate says little yet. */
  rateTooFew: boolean;
  /** Sales over the cards answered yes, against sales over those answered no. */
  closing: Difference;
}

/** One consultant's score-card figures, or the team's. */
export interface BehaviourFiguresGroup {
  /** Null for the team (or for appointments nobody ran). */
  consultantId: string | null;
  name: string;
  /** Completed appointments of the period, and the score cards among them. */
  completed: number;
  scoreCards: number;
  behaviours: BehaviourFigure[];
}

/** GET /api/score-cards/figures?from=&to=: the team's figures and each consultant's (a consultant: her own). */
export interface BehaviourFigures {
  timeZone: string;
  period: { from: string; to: string };
  scope: 'boutique' | 'own';
  team: BehaviourFiguresGroup;
  byConsultant: BehaviourFiguresGroup[];
  minimumCount: number;
}

/** The query of GET /api/score-cards/figures: as the closing report's, both days or neither (the last four weeks). */
export const behaviourFiguresQuerySchema = closingReportQuerySchema.omit(['by']);

/** The figures of each of the boutique's behaviours, in its order, from one record's counts. */
export function behaviourFiguresOf(
  counts: CoachingCounts,
  behaviours: readonly ScoreCardBehaviour[],
): BehaviourFigure[] {
  return behaviours.map(({ key, label }) => {
    const { yes, no, notRelevant, yesSold, noSold } = counts.behaviours[key] ?? emptyBehaviourCounts();
    return {
      key,
      label,
      yes,
      no,
      notRelevant,
      rate: wilson(yes, yes + no),
      rateTooFew: yes + no < minimumCount,
      closing: difference(yesSold, yes, noSold, no),
    };
  });
}
