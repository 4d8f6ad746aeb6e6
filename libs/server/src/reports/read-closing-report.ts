import { noSaleReasonLabels, type NoSaleReason } from '@bridal/shared/appointments/appointment';
import type {
  ClosingPeriodRow,
  ClosingReport,
  ConsultantClosingRow,
  FollowUpFiguresRow,
  ReportGrouping,
  SaleVsBudgetFigures,
  SaleVsBudgetRow,
} from '@bridal/shared/reports/closing-report';
import { DateTime } from 'luxon';
import type { Sql } from '../db/create-sql';
import { isSale, ranBy } from '../db/sale-sql';
import { AppError } from '../errors/app-error';
import { type ClosingCounts, emptyCounts, ratio, toFigures } from './closing-ratios';
import { readFollowUpFigures } from './read-follow-up-figures';
import { readSalesAgainstBudget } from './read-sales-against-budget';
import { type ReportPeriod, resolveReportPeriod } from './report-period';

export interface ReadClosingReportOptions {
  boutiqueId: number;
  /** Boutique-local days, both included; both absent: the last four weeks up to today. */
  from?: string;
  to?: string;
  by: ReportGrouping;
  /** A consultant's own view: her figures and the boutique's totals, no colleague's row. */
  consultantId?: string;
}

export const reportNotFoundMessage = 'This boutique was not found.';
export const unassignedName = 'Not assigned';

interface GroupRow extends ClosingCounts {
  consultantId: string | null;
  periodStart: Date | null;
  allConsultants: number;
  allPeriods: number;
}

interface TeamMember {
  id: string;
  name: string;
  role: string;
  coachingGoals: string;
}

/** The period's first local day and its label: 'Week of Mar 3, 2025', 'March 2025'. */
function periodsOf(from: string, to: string, by: ReportGrouping): { start: string; label: string }[] {
  const last = DateTime.fromISO(to, { zone: 'utc' });
  const periods: { start: string; label: string }[] = [];
  for (
    let start = DateTime.fromISO(from, { zone: 'utc' }).startOf(by === 'week' ? 'week' : 'month');
    start <= last;
    start = start.plus(by === 'week' ? { weeks: 1 } : { months: 1 })
  ) {
    periods.push({
      start: start.toISODate()!,
      label: by === 'week' ? `Week of ${start.toFormat('LLL d, yyyy')}` : start.toFormat('LLLL yyyy'),
    });
  }
  return periods;
}

/** A date column read back as the local day it names (postgres.js gives midnight UTC). */
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

function byPeriodOf(periods: { start: string; label: string }[], rows: GroupRow[]): ClosingPeriodRow[] {
  const counts = new Map(rows.map((row) => [dayOf(row.periodStart!), row]));
  return periods.map((period) => ({ ...period, ...toFigures(counts.get(period.start) ?? emptyCounts) }));
}

interface ReportQuery {
  boutiqueId: number;
  period: ReportPeriod;
  by: ReportGrouping;
}

/**
 * Counts and groups in one pass in the database: the appointments due in the period (completed
 * or no-show, by their start), and the sales among the completed ones; a visit and its sale are
 * both credited to the person who ran it (`ranBy`). Grouped for the boutique, each period, each
 * consultant and each consultant's periods.
 */
async function readGroups(sql: Sql, { boutiqueId, period, by }: ReportQuery) {
  return sql<GroupRow[]>`
    WITH due AS (
      SELECT a.bride_id, a.status, ${ranBy(sql)} AS consultant_id,
             coalesce(${isSale(sql)}, false) AS sold, o.sale_amount_cents, o.dress_on_pull_list,
             date_trunc(${by}, a.starts_at AT TIME ZONE ${period.zone})::date AS period_start
      FROM appointments a
      LEFT JOIN appointment_outcomes o ON o.appointment_id = a.id AND o.boutique_id = ${boutiqueId}
      WHERE a.boutique_id = ${boutiqueId}
        AND a.status IN ('completed', 'no_show')
        AND a.starts_at >= ${period.from} AND a.starts_at < ${period.to}
    ), facts AS (
      SELECT false AS sale, bride_id, consultant_id, status, period_start,
             NULL::integer AS amount, false AS on_pull_list
      FROM due
      UNION ALL
      SELECT true, bride_id, consultant_id, status, period_start, sale_amount_cents, dress_on_pull_list
      FROM due
      WHERE status = 'completed' AND sold
    )
    SELECT consultant_id, period_start,
           grouping(consultant_id)::int AS all_consultants, grouping(period_start)::int AS all_periods,
           count(DISTINCT bride_id) FILTER (WHERE NOT sale AND status = 'completed')::int AS brides_seen,
           count(DISTINCT bride_id) FILTER (WHERE sale)::int AS brides_bought,
           count(*) FILTER (WHERE NOT sale AND status = 'completed')::int AS completed,
           count(*) FILTER (WHERE sale)::int AS sales,
           count(*) FILTER (WHERE NOT sale AND status = 'no_show')::int AS no_shows,
           coalesce(sum(amount) FILTER (WHERE sale), 0)::bigint::float8 AS sales_total_cents,
           count(amount) FILTER (WHERE sale)::int AS priced_sales,
           count(*) FILTER (WHERE sale AND on_pull_list)::int AS sales_on_pull_list
    FROM facts
    GROUP BY GROUPING SETS ((), (period_start), (consultant_id), (consultant_id, period_start))`;
}

/** The reasons given for not buying, on the period's completed appointments. */
async function readReasons(sql: Sql, { boutiqueId, period }: ReportQuery) {
  return sql<{ reason: string | null; count: number }[]>`
    WITH without_sale AS (
      SELECT o.reasons
      FROM appointments a
      JOIN appointment_outcomes o ON o.appointment_id = a.id AND o.boutique_id = a.boutique_id
      WHERE a.boutique_id = ${boutiqueId}
        AND a.status = 'completed'
        AND NOT ${isSale(sql)}
        AND a.starts_at >= ${period.from} AND a.starts_at < ${period.to}
    )
    SELECT NULL AS reason, count(*)::int AS count FROM without_sale
    UNION ALL
    SELECT r.reason, count(*)::int FROM without_sale, unnest(reasons) AS r(reason) GROUP BY r.reason`;
}

/** A group's sales against budget; none: zeros and no average. */
function budgetFiguresOf(group: SaleVsBudgetFigures | undefined): SaleVsBudgetFigures {
  return {
    count: group?.count ?? 0,
    withinBudget: group?.withinBudget ?? 0,
    over: group?.over ?? 0,
    under: group?.under ?? 0,
    averageDifferencePercent: group?.averageDifferencePercent ?? null,
  };
}

/**
 * The closing report of a boutique over a period: both closing ratios and
 * the figures around them for the boutique, each week or month, and each consultant beside her
 * coaching goals; the pull-list hit rate, sales against budget, the top reasons for not buying, and
 * the follow-ups sent with the sales won back within 30 days after them.
 */
export async function readClosingReport(sql: Sql, options: ReadClosingReportOptions): Promise<ClosingReport> {
  const { boutiqueId, by, consultantId } = options;
  const [boutique] = await sql<{ timeZone: string }[]>`SELECT time_zone FROM boutiques WHERE id = ${boutiqueId}`;
  if (!boutique) throw new AppError('NOT_FOUND', reportNotFoundMessage);
  const { timeZone } = boutique;
  const period = resolveReportPeriod({ timeZone, from: options.from, to: options.to });
  const query = { boutiqueId, period, by };

  const [groups, reasons, budgets, followUps, team] = await Promise.all([
    readGroups(sql, query),
    readReasons(sql, query),
    readSalesAgainstBudget(sql, { boutiqueId, period }),
    readFollowUpFigures(sql, { boutiqueId, period, consultantId }),
    sql<TeamMember[]>`
      SELECT id, name, role, coaching_goals FROM users WHERE boutique_id = ${boutiqueId} ORDER BY lower(name), id`,
  ]);
  const { firstDay: from, lastDay: to } = period;
  const periods = periodsOf(from, to, by);
  const totals = groups.find((row) => row.allConsultants === 1 && row.allPeriods === 1) ?? emptyCounts;
  const sees = (id: string | null) => consultantId === undefined || id === consultantId;

  const consultantIds = new Set<string | null>(
    groups.filter((row) => row.allConsultants === 0).map((row) => row.consultantId),
  );
  // Everyone who consults shows, even in a quiet period; an admin only when she had appointments.
  for (const member of team) if (member.role === 'consultant') consultantIds.add(member.id);
  if (consultantId !== undefined) consultantIds.add(consultantId);
  const members = new Map(team.map((member) => [member.id, member]));

  const byConsultant: ConsultantClosingRow[] = [...consultantIds]
    .filter((id) => sees(id) && (id === null || members.has(id)))
    .map((id) => {
      const rows = groups.filter((row) => row.allConsultants === 0 && row.consultantId === id);
      const member = id === null ? undefined : members.get(id);
      return {
        consultantId: id,
        name: member?.name ?? unassignedName,
        coachingGoals: member?.coachingGoals ?? '',
        ...toFigures(rows.find((row) => row.allPeriods === 1) ?? emptyCounts),
        byPeriod: byPeriodOf(
          periods,
          rows.filter((row) => row.allPeriods === 0),
        ),
      };
    })
    .sort((a, b) => Number(a.consultantId === null) - Number(b.consultantId === null));

  const budgetRows: SaleVsBudgetRow[] = byConsultant.map((row) => ({
    consultantId: row.consultantId,
    name: row.name,
    ...budgetFiguresOf(budgets.find((group) => group.allConsultants === 0 && group.consultantId === row.consultantId)),
  }));

  // A consultant's follow-ups show even when her appointments fell outside the period.
  const followUpRows: FollowUpFiguresRow[] = [
    ...byConsultant.map((row) => ({ consultantId: row.consultantId, name: row.name })),
    ...followUps.byConsultant
      .filter((group) => !byConsultant.some((row) => row.consultantId === group.consultantId))
      .filter((group) => sees(group.consultantId) && (group.consultantId === null || members.has(group.consultantId)))
      .map((group) => ({
        consultantId: group.consultantId,
        name: group.consultantId === null ? unassignedName : members.get(group.consultantId)!.name,
      })),
  ].map(({ consultantId: id, name }) => {
    const group = followUps.byConsultant.find((figures) => figures.consultantId === id);
    return {
      consultantId: id,
      name,
      sent: group?.sent ?? 0,
      bridesWritten: group?.bridesWritten ?? 0,
      salesWithin30Days: group?.salesWithin30Days ?? 0,
      winBackRate: group?.winBackRate ?? null,
    };
  });

  const withoutSale = reasons.find((row) => row.reason === null)?.count ?? 0;
  const topReasons = reasons
    .filter((row): row is { reason: string; count: number } => row.reason !== null)
    .map((row) => ({
      reason: row.reason,
      label: noSaleReasonLabels[row.reason as NoSaleReason] ?? row.reason,
      count: row.count,
      share: ratio(row.count, withoutSale),
    }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));

  const totalFigures = toFigures(totals);
  return {
    timeZone,
    period: { from, to, by },
    scope: consultantId === undefined ? 'boutique' : 'own',
    totals: totalFigures,
    byPeriod: byPeriodOf(
      periods,
      groups.filter((row) => row.allConsultants === 1 && row.allPeriods === 0),
    ),
    byConsultant,
    pullListHitRate: {
      sales: totalFigures.sales,
      onPullList: totalFigures.salesOnPullList,
      rate: totalFigures.pullListRate,
    },
    saleVsBudget: { ...budgetFiguresOf(budgets.find((group) => group.allConsultants === 1)), rows: budgetRows },
    topReasons,
    outcomesWithoutSale: withoutSale,
    followUps: {
      sent: followUps.sent,
      bridesWritten: followUps.bridesWritten,
      salesWithin30Days: followUps.salesWithin30Days,
      winBackRate: followUps.winBackRate,
      rows: followUpRows,
    },
  };
}
