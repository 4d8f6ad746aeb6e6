import { type FollowUpFigures, followUpLimits } from '@bridal/shared/follow-ups/follow-up';
import type { Sql } from '../db/create-sql';
import { ratio } from './closing-ratios';

export interface ReadFollowUpFiguresOptions {
  boutiqueId: number;
  /** Boutique-local days, both included. */
  from: string;
  to: string;
  /** The boutique's zone; absent: read from the boutique in the same query. */
  timeZone?: string;
  /** A consultant's own view: her row only (the boutique's totals stay). */
  consultantId?: string;
}

export interface ConsultantFollowUpFigures extends FollowUpFigures {
  /** The consultant of the appointment the follow-ups came from; null: nobody was assigned. */
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
 * The follow-ups sent in the period (by their sent_at, in the boutique's local days) and the sales
 * they won back: an outcome 'said yes' of the same bride recorded within 30 days after one of them.
 * Each sale counts once however many follow-ups came before it (the total counts distinct
 * outcomes; a consultant's row, distinct outcomes after her appointments' follow-ups). Grouped in
 * the database for the boutique and each appointment's consultant.
 *
 * Kept cheap for the closing report: the sent follow-ups come from follow_ups_boutique_sent, and
 * the outcomes from appointment_outcomes_boutique, bounded by the period plus the window, so a
 * busy boutique's history is never scanned whole.
 */
export async function readFollowUpFigures(
  sql: Sql,
  { boutiqueId, from, to, timeZone, consultantId }: ReadFollowUpFiguresOptions,
): Promise<FollowUpFiguresReport> {
  const windowDays = followUpLimits.saleWindowDays;
  const groups = await sql<GroupRow[]>`
    WITH period AS (
      SELECT (${from}::date::timestamp AT TIME ZONE zone) AS starts,
             ((${to}::date + 1)::timestamp AT TIME ZONE zone) AS ends
      FROM (
        SELECT coalesce(${timeZone ?? null}::text, bq.time_zone) AS zone FROM boutiques bq WHERE bq.id = ${boutiqueId}
      ) AS z
    ), sent AS (
      SELECT f.bride_id, f.sent_at, a.consultant_id
      FROM period p
      JOIN follow_ups f ON f.boutique_id = ${boutiqueId} AND f.status = 'sent'
                       AND f.sent_at >= p.starts AND f.sent_at < p.ends
      JOIN appointments a ON a.id = f.appointment_id AND a.boutique_id = ${boutiqueId}
    ), won AS (
      SELECT DISTINCT o.appointment_id AS outcome_id, s.consultant_id
      FROM period p
      JOIN appointment_outcomes o ON o.boutique_id = ${boutiqueId} AND o.result = 'said_yes'
                                 AND o.recorded_at > p.starts
                                 AND o.recorded_at <= p.ends + make_interval(days => ${windowDays})
      JOIN sent s ON s.bride_id = o.bride_id
                 AND o.recorded_at > s.sent_at
                 AND o.recorded_at <= s.sent_at + make_interval(days => ${windowDays})
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
