import type { DayPeriod } from '@bridal/shared/coaching/goal-standing';
import type { Sql } from '../../db/create-sql';
import { resolveReportPeriod } from '../../reports/report-period';
import { type CoachingCountsReport, readCoachingCounts } from '../read-coaching-counts';

/** The boutique's coaching counts of any period; a period many goals share is read once. */
export type CountsByPeriod = (period: DayPeriod) => Promise<CoachingCountsReport>;

export function countsByPeriod(
  sql: Sql,
  boutiqueId: number,
  timeZone: string,
  read: typeof readCoachingCounts = readCoachingCounts,
): CountsByPeriod {
  const asked = new Map<string, Promise<CoachingCountsReport>>();
  return (period) => {
    const key = `${period.from}/${period.to}`;
    let counts = asked.get(key);
    if (!counts) {
      counts = read(sql, {
        boutiqueId,
        period: resolveReportPeriod({ timeZone, from: period.from, to: period.to }),
      });
      asked.set(key, counts);
    }
    return counts;
  };
}
