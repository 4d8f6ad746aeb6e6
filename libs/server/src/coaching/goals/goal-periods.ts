import type { ConsultantGoal } from '@bridal/shared/coaching/goal';
import type { DayPeriod } from '@bridal/shared/coaching/goal-standing';
import { DateTime } from 'luxon';

/** Calendar days only: a boutique's dates are counted as days, never through an instant. */
const dayOf = (date: string) => DateTime.fromISO(date, { zone: 'UTC' });

export const addDays = (date: string, days: number): string => dayOf(date).plus({ days }).toISODate()!;

/** Goals the dashboard, the reports and the board show: open, or ended in the last two weeks. */
const recentlyEndedDays = 14;
export const currentGoalsSince = (today: string): string => addDays(today, -recentlyEndedDays);

/** The days a goal is measured over so far: from the day it was set to today, or to its date once passed. */
export function goalPeriod(goal: Pick<ConsultantGoal, 'startsOn' | 'dueOn'>, today: string): DayPeriod {
  const to = goal.dueOn < today ? goal.dueOn : today;
  return { from: goal.startsOn, to: to < goal.startsOn ? goal.startsOn : to };
}

/**
 * Her starting point: the same measure over as many days as the goal runs, just before it was
 * set. The goal's whole length, not the days measured so far, so the baseline holds still while
 * the goal runs and has as many appointments behind it as the goal will.
 */
export function baselinePeriod(goal: Pick<ConsultantGoal, 'startsOn' | 'dueOn'>): DayPeriod {
  const days = dayOf(goal.dueOn).diff(dayOf(goal.startsOn), 'days').days + 1;
  return { from: addDays(goal.startsOn, -days), to: addDays(goal.startsOn, -1) };
}

/** A span that holds every one of the periods (null: none). */
export function spanOf(periods: DayPeriod[]): DayPeriod | null {
  if (periods.length === 0) return null;
  return {
    from: periods.reduce((first, period) => (period.from < first ? period.from : first), periods[0]!.from),
    to: periods.reduce((last, period) => (period.to > last ? period.to : last), periods[0]!.to),
  };
}
