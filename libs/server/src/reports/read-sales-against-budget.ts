import type { SaleVsBudgetFigures } from '@bridal/shared/reports/closing-report';
import { judgePrice } from '@bridal/shared/budget/judge-price';
import { type BudgetFrame, resolveBudget } from '@bridal/shared/budget/resolve-budget';
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

interface SaleRow {
  consultantId: string | null;
  amount: number;
  budget: string | null;
  customBudget: string | null;
}

/** Rounds to one decimal as PostgreSQL's round(numeric, 1) does: halves away from zero. */
const roundToTenth = (value: number): number => (Math.sign(value) * Math.round(Math.abs(value) * 10)) / 10;

/** One group's figures, each sale judged by `judgePrice` (a stretch counts as over her budget). */
function figuresOf(sales: readonly { amount: number; budget: BudgetFrame; reference: number }[]): SaleVsBudgetFigures {
  const verdicts = sales.map((sale) => judgePrice(sale.amount, sale.budget));
  const differences = sales.map((sale) => ((sale.amount - sale.reference) / sale.reference) * 100);
  return {
    count: sales.length,
    withinBudget: verdicts.filter((verdict) => verdict === 'within').length,
    over: verdicts.filter((verdict) => verdict === 'stretch' || verdict === 'over').length,
    under: verdicts.filter((verdict) => verdict === 'under').length,
    averageDifferencePercent:
      differences.length === 0
        ? null
        : roundToTenth(differences.reduce((sum, difference) => sum + difference, 0) / differences.length),
  };
}

/**
 * The period's sales against the budget each bride gave in her survey, for the boutique and each
 * consultant (the outcome's): within, over or under it as `judgePrice` reads it (her plan's
 * reading), and the mean difference from its top (her own amount when she typed one; the floor of
 * an open range like '$5,000+'). Sales of brides who gave no budget, and sales without an amount,
 * are left out.
 */
export async function readSalesAgainstBudget(
  sql: Sql,
  { boutiqueId, period }: ReadSalesAgainstBudgetOptions,
): Promise<BudgetGroupRow[]> {
  const rows = await sql<SaleRow[]>`
    SELECT ${ranBy(sql)} AS consultant_id,
           o.sale_amount_cents / 100.0 AS amount,
           b.answers->>'budget' AS budget,
           b.answers->>'customBudget' AS custom_budget
    FROM boutiques bq
    JOIN appointments a ON a.boutique_id = bq.id
    JOIN appointment_outcomes o ON o.appointment_id = a.id AND o.boutique_id = bq.id
    JOIN brides b ON b.id = a.bride_id AND b.boutique_id = bq.id
    WHERE bq.id = ${boutiqueId}
      AND a.status = 'completed'
      AND ${isSale(sql)}
      AND o.sale_amount_cents IS NOT NULL
      AND a.starts_at >= ${period.from} AND a.starts_at < ${period.to}`;
  const sales = rows.flatMap((row) => {
    const budget = resolveBudget({ budget: row.budget ?? '', customBudget: row.customBudget ?? '' });
    const reference = budget ? (budget.max ?? budget.min) : null;
    return budget && reference !== null && reference > 0
      ? [{ consultantId: row.consultantId, amount: Number(row.amount), budget, reference }]
      : [];
  });
  const consultants = [...new Set(sales.map((sale) => sale.consultantId))];
  return [
    { consultantId: null, allConsultants: 1, ...figuresOf(sales) },
    ...consultants.map((consultantId) => ({
      consultantId,
      allConsultants: 0,
      ...figuresOf(sales.filter((sale) => sale.consultantId === consultantId)),
    })),
  ];
}
