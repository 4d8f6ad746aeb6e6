import type { GoalProgress, GoalStatus } from './goal';
import type { GoalSuggestion } from './goal-suggestions';
import type { MeasureValue } from './measures';
import type { ScoreCardBehaviour } from './score-card';

/** Boutique-local days, both included (YYYY-MM-DD). */
export interface DayPeriod {
  from: string;
  to: string;
}

/**
 * A goal as the pages show it: its progress over its own period, and the same measure over as
 * many days before it was set (her baseline), so the improvement is hers against herself.
 */
export interface GoalStanding extends GoalProgress {
  /** The measure's name; a behaviour's goal names the behaviour. */
  label: string;
  baseline: { value: MeasureValue; period: DayPeriod };
  /** See goalImprovement (goal.ts). */
  improvement: number | null;
  status: GoalStatus;
}

/** GET /api/goals/consultants/{id}: her goals, newest date first after the open ones, and the boutique's behaviours. */
export interface ConsultantGoalsResponse {
  consultant: { id: string; name: string; coachingGoals: string };
  /** The boutique's today, the first date a goal may have. */
  today: string;
  goals: GoalStanding[];
  behaviours: ScoreCardBehaviour[];
}

/** GET /api/goals/consultants/{id}/suggestions: measures her free-text coaching goals name. */
export interface GoalSuggestionsResponse {
  coachingGoals: string;
  suggestions: GoalSuggestion[];
}

/** One person's current goals (open, or ended in the last two weeks). */
export interface PersonGoals {
  consultantId: string;
  name: string;
  goals: GoalStanding[];
}

/** GET /api/goals/progress (admins: everyone with goals; a consultant: her own) and GET /api/goals/mine. */
export interface GoalsProgressResponse {
  today: string;
  scope: 'boutique' | 'own';
  people: PersonGoals[];
}

export interface TeamBoardRow extends PersonGoals {
  /** The mean improvement of her goals that could be measured; null: none could be yet. */
  improvement: number | null;
}

/** What the team counted over the span of the board's goals (a deleted consultant's visits stay in it). */
export interface TeamBoardTotals {
  period: DayPeriod;
  completed: number;
  sales: number;
  bridesSeen: number;
  bridesBought: number;
}

/** GET /api/goals/team-board: off unless an admin turned it on. */
export type TeamBoardResponse =
  | { enabled: false; message: string }
  | {
      enabled: true;
      today: string;
      /** By improvement against each one's own goals, best first: never by a raw figure. */
      ranked: TeamBoardRow[];
      /** Goals set, but nothing to compare yet (no baseline, or nothing counted since). */
      notYetMeasured: TeamBoardRow[];
      withoutGoals: { consultantId: string; name: string }[];
      team: TeamBoardTotals | null;
    };

/** How the board ranks, word for word on its page. */
export const teamBoardNote =
  'Ranked by how far each person has come from her own starting point toward her own target (the same measure over as many days before the goal was set), never by a raw figure. A goal reached counts 100 %.';
