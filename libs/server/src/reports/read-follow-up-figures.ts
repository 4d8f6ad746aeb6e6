import { type FollowUpFigures, followUpLimits } from '@bridal/shared/follow-ups/follow-up';
import type { Sql } from '../db/create-sql';
import { isSale, ranBy } from '../db/sale-sql';
import { ratio } from './closing-ratios';
import type { ReportPeriod } from './report-period';

export interface ReadFollowUpFiguresOptions {
  boutiqueId: number;
  period: ReportPeriod;
  /** A consultant's own view: her row only (the boutique's totals stay). */
  consultantId?: string;
}

export interface ConsultantFollowUpFigures extends FollowUpFigures {
  /** Who ran the appointment the follow-ups came from (`ranBy`); null: nobody. */
  consultantId: string | null;
}

export interface FollowUpFiguresReport extends FollowUpFigures {
  byConsultant: ConsultantFollowUpFigures[];
}

interface GroupRow {
  consultantId: string | null;
  allConsultants: number;
  sent: number;
  bridesWritten: number;
  salesWithin30Days: number;
}

const figuresOf = (row: GroupRow | undefined): FollowUpFigures => {
  const counts = {
    sent: row?.sent ?? 0,
    bridesWritten: row?.bridesWritten ?? 0,
    salesWithin30Days: row?.salesWithin30Days ?? 0,
  };
  return { ...counts, winBackRate: ratio(counts.salesWithin30Days, counts.bridesWritten) };
};

/**
 * The follow-ups sent in the period (by their sent_at) and the sales
 * they won back: an outcome 'said yes' of the same bride recorded within 30 days after one of them.
 * Each sale counts once however many follow-ups came before it (the total counts distinct
 * outcomes; a consultant's row, distinct outcomes after her appointments' follow-ups). Grouped in
 * the database for the boutique and whoever ran each appointment (`ranBy`).
 *
 * Kept cheap for the closing report: the sent follow-ups come from follow_ups_boutique_sent, and
 * the outcomes from appointment_outcomes_boutique, bounded by the period plus the window, so a
 * busy boutique's history is never scanned whole.
 */
export async function readFollowUpFigures(
  sql: Sql,
  { boutiqueId, period, consultantId }: ReadFollowUpFiguresOptions,
): Promise<FollowUpFiguresReport> {
  const windowDays = followUpLimits.saleWindowDays;
  const groups = await sql<GroupRow[]>`
    WITH sent AS (
      SELECT f.bride_id, f.sent_at, ${ranBy(sql)} AS consultant_id
      FROM follow_ups f
      JOIN appointments a ON a.id = f.appointment_id AND a.boutique_id = ${boutiqueId}
      LEFT JOIN appointment_outcomes o ON o.appointment_id = a.id AND o.boutique_id = ${boutiqueId}
      WHERE f.boutique_id = ${boutiqueId} AND f.status = 'sent'
        AND f.sent_at >= ${period.from} AND f.sent_at < ${period.to}
    ), won AS (
      SELECT DISTINCT o.appointment_id AS outcome_id, s.consultant_id
      FROM appointment_outcomes o
      JOIN sent s ON s.bride_id = o.bride_id
                 AND o.recorded_at > s.sent_at
                 AND o.recorded_at <= s.sent_at + make_interval(days => ${windowDays})
      WHERE o.boutique_id = ${boutiqueId} AND ${isSale(sql)}
        AND o.recorded_at > ${period.from}
        AND o.recorded_at <= ${period.to}::timestamptz + make_interval(days => ${windowDays})
    ), facts AS (
      SELECT consultant_id, bride_id, NULL::uuid AS outcome_id FROM sent
      UNION ALL
      SELECT consultant_id, NULL, outcome_id FROM won
    )
    SELECT consultant_id, grouping(consultant_id)::int AS all_consultants,
           count(*) FILTER (WHERE outcome_id IS NULL)::int AS sent,
           count(DISTINCT bride_id)::int AS brides_written,
           count(DISTINCT outcome_id)::int AS sales_within_30_days
    FROM facts
    GROUP BY GROUPING SETS ((), (consultant_id))`;

  const totals = groups.find((row) => row.allConsultants === 1);
  return {
    ...figuresOf(totals),
    byConsultant: groups
      .filter((row) => row.allConsultants === 0)
      .filter((row) => consultantId === undefined || row.consultantId === consultantId)
      .map((row) => ({ consultantId: row.consultantId, ...figuresOf(row) })),
  };
}
