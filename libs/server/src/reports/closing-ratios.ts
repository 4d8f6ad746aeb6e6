import type { ClosingFigures } from '@bridal/shared/reports/closing-report';

/** What the database counts for one group; the ratios are computed from these, exactly. */
export interface ClosingCounts {
  bridesSeen: number;
  bridesBought: number;
  completed: number;
  sales: number;
  noShows: number;
  salesTotalCents: number;
  /** Sales with an amount (the average's denominator). */
  pricedSales: number;
  salesOnPullList: number;
}

export const emptyCounts: ClosingCounts = {
  bridesSeen: 0,
  bridesBought: 0,
  completed: 0,
  sales: 0,
  noShows: 0,
  salesTotalCents: 0,
  pricedSales: 0,
  salesOnPullList: 0,
};

/** part / whole, or null when the whole is zero (shown as '—'). */
export function ratio(part: number, whole: number): number | null {
  return whole > 0 ? part / whole : null;
}

/** Brides who bought over brides with at least one completed appointment: one bride, two visits, one sale = 100 %. */
export function contactRatio(counts: Pick<ClosingCounts, 'bridesBought' | 'bridesSeen'>): number | null {
  return ratio(counts.bridesBought, counts.bridesSeen);
}

/** Sales over completed appointments: one bride, two visits, one sale = 50 %. */
export function appointmentRatio(counts: Pick<ClosingCounts, 'sales' | 'completed'>): number | null {
  return ratio(counts.sales, counts.completed);
}

/** No-shows over the appointments that were due to happen (completed or no-show). */
export function noShowRate(counts: Pick<ClosingCounts, 'noShows' | 'completed'>): number | null {
  return ratio(counts.noShows, counts.completed + counts.noShows);
}

/** The figures a report shows for one group. */
export function toFigures(counts: ClosingCounts): ClosingFigures {
  return {
    bridesSeen: counts.bridesSeen,
    bridesBought: counts.bridesBought,
    completed: counts.completed,
    sales: counts.sales,
    noShows: counts.noShows,
    contactRatio: contactRatio(counts),
    appointmentRatio: appointmentRatio(counts),
    noShowRate: noShowRate(counts),
    salesTotalCents: counts.salesTotalCents,
    averageSaleCents: counts.pricedSales > 0 ? Math.round(counts.salesTotalCents / counts.pricedSales) : null,
    salesOnPullList: counts.salesOnPullList,
    pullListRate: ratio(counts.salesOnPullList, counts.sales),
  };
}
