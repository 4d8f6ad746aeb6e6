import type { SaleVsBudgetFigures } from '@bridal/shared/reports/closing-report';
import { budgetRanges } from '@bridal/shared/survey/survey-options';
import type { Sql } from '../db/create-sql';
import { isSale, ranBy } from '../db/sale-sql';
import type { ReportPeriod } from './report-period';

export interface ReadSalesAgainstBudgetOptions {
  boutiqueId: number;
  period: ReportPeriod;
}

interface BudgetGroupRow extends SaleVsBudgetFigures {
  consultantId: string | null;
  allConsultants: number;
}

// Her plan's reading of a budget (analysis/local/resolve-budget.ts): a typed amount is a target,
// and ±15 % around it fits.
const customBand = 0.15;
const ranges = Object.entries(budgetRanges);

/**
 * The period's sales against the budget each bride gave in her survey, grouped in the database for
 * the boutique and each consultant (the outcome's): within, over or under it, and the mean
 * difference from its top (her own amount when she typed one; the floor of an open range like
 * '$5,000+'). Sales of brides who gave no budget, and sales without an amount, are left out.
 */
export async function readSalesAgainstBudget(
  sql: Sql,
  { boutiqueId, period }: ReadSalesAgainstBudgetOptions,
): Promise<BudgetGroupRow[]> {
  return sql<BudgetGroupRow[]>`
    WITH sales AS (
      SELECT ${ranBy(sql)} AS consultant_id,
             o.sale_amount_cents / 100.0 AS amount,
             coalesce(b.answers->>'budget', '') AS budget,
             regexp_replace(coalesce(b.answers->>'customBudget', ''), '[$,\\s]', '', 'g') AS custom
      FROM boutiques bq
      JOIN appointments a ON a.boutique_id = bq.id
      JOIN appointment_outcomes o ON o.appointment_id = a.id AND o.boutique_id = bq.id
      JOIN brides b ON b.id = a.bride_id AND b.boutique_id = bq.id
      WHERE bq.id = ${boutiqueId}
        AND a.status = 'completed'
        AND ${isSale(sql)}
        AND o.sale_amount_cents IS NOT NULL
        AND a.starts_at >= ${period.from} AND a.starts_at < ${period.to}
    ), ranges AS (
      SELECT * FROM unnest(
        ${ranges.map(([key]) => key)}::text[],
        ${ranges.map(([, range]) => range.min)}::numeric[],
        ${ranges.map(([, range]) => range.max)}::numeric[]
      ) AS r(budget, low, high)
    ), framed AS (
      SELECT s.consultant_id, s.amount,
             CASE WHEN typed.amount IS NOT NULL THEN round(typed.amount * ${1 - customBand}) ELSE r.low END AS low,
             CASE WHEN typed.amount IS NOT NULL THEN round(typed.amount * ${1 + customBand}) ELSE r.high END AS high,
             coalesce(typed.amount, r.high, r.low) AS reference
      FROM sales s
      CROSS JOIN LATERAL (
        SELECT CASE WHEN s.budget IN ('custom', '') AND s.custom ~ '^\\d+(\\.\\d+)?$' AND s.custom::numeric > 0
                    THEN s.custom::numeric END AS amount
      ) AS typed
      LEFT JOIN ranges r ON r.budget = s.budget AND typed.amount IS NULL
    ), judged AS (
      SELECT consultant_id, amount, reference,
             high IS NOT NULL AND amount > high AS over,
             NOT (high IS NOT NULL AND amount > high) AND low IS NOT NULL AND amount < low AS under
      FROM framed
      WHERE reference > 0
    )
    SELECT consultant_id, grouping(consultant_id)::int AS all_consultants,
           count(*)::int AS count,
           count(*) FILTER (WHERE NOT over AND NOT under)::int AS within_budget,
           count(*) FILTER (WHERE over)::int AS over,
           count(*) FILTER (WHERE under)::int AS under,
           round(avg((amount - reference) / reference * 100), 1)::float8 AS average_difference_percent
    FROM judged
    GROUP BY GROUPING SETS ((), (consultant_id))`;
}
