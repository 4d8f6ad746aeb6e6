import * as yup from 'yup';
import { isCalendarDate } from '../validation/calendar-date';
import type { FollowUpFigures } from '../follow-ups/follow-up';

/**
 * The closing report (docs/glossary.md, 'Reports'): both closing ratios the trade counts,
 * per consultant and for the boutique, by week or month, with the figures around them. Dates are
 * the boutique's local days ('YYYY-MM-DD'); money is in cents; a ratio is a share from 0 to 1, or
 * null when nothing was there to divide by (shown as '—').
 */
export const reportGroupings = ['week', 'month'] as const;
export type ReportGrouping = (typeof reportGroupings)[number];

export const reportTables = ['byPeriod', 'byConsultant', 'reasons', 'saleVsBudget', 'followUps'] as const;
export type ReportTable = (typeof reportTables)[number];

/** The definitions the page shows beside the figures, word for word. */
export const reportDefinitions = {
  contactRatio:
    'Contact-based closing ratio: brides who bought, over brides with at least one completed appointment in the period. One bride, two visits, one purchase = 100 %.',
  appointmentRatio:
    'Appointment-based closing ratio: sales over completed appointments. The same bride, two visits, one purchase = 50 %.',
  example: '8 brides seen and 5 sales = 62.5 % contact-based.',
  noShowRate: 'No-show rate: no-shows over completed appointments and no-shows.',
  pullList: 'Pull-list hit rate: sales whose dress was on her pull list, over sales.',
  saleVsBudget:
    'Sale against budget: the amount she paid against the budget she gave in her survey (a typed amount counts within 15 %).',
  followUps:
    "Win-back rate: sales within 30 days after a follow-up sent to the same bride (each sale counted once), over the brides written to. A follow-up counts in the period it was sent, in the boutique's time zone.",
  period:
    "An appointment counts in the period its start falls in, in the boutique's time zone; a sale is an outcome 'said yes'.",
} as const;

/** The figures of one group of appointments (the boutique, a period, a consultant). */
export interface ClosingFigures {
  /** Brides with at least one completed appointment. */
  bridesSeen: number;
  /** Of those, brides who said yes at least once. */
  bridesBought: number;
  completed: number;
  sales: number;
  noShows: number;
  contactRatio: number | null;
  appointmentRatio: number | null;
  noShowRate: number | null;
  salesTotalCents: number;
  /** Over the sales with an amount. */
  averageSaleCents: number | null;
  salesOnPullList: number;
  pullListRate: number | null;
}

export interface ClosingPeriodRow extends ClosingFigures {
  /** The period's first local day (a Monday for weeks). */
  start: string;
  /** 'Week of 3 Mar 2025', 'March 2025'. */
  label: string;
}

export interface ConsultantClosingRow extends ClosingFigures {
  /**
   * Who ran the appointments (`ranBy`, libs/server/src/db/sale-sql.ts): her visits and sales alike.
   * Null: nobody was assigned and no outcome names anyone.
   */
  consultantId: string | null;
  name: string;
  coachingGoals: string;
  byPeriod: ClosingPeriodRow[];
}

export interface SaleVsBudgetFigures {
  /** Sales with an amount, of brides who stated a budget. */
  count: number;
  withinBudget: number;
  over: number;
  under: number;
  /** Mean of (sale − the top of her budget) / that top, in percent; her typed amount when she gave one. */
  averageDifferencePercent: number | null;
}

export interface SaleVsBudgetRow extends SaleVsBudgetFigures {
  consultantId: string | null;
  name: string;
}

export interface ReasonRow {
  reason: string;
  label: string;
  count: number;
  /** Of the outcomes without a sale. */
  share: number | null;
}

/** A consultant's follow-up figures: those sent after the appointments she ran. */
export interface FollowUpFiguresRow extends FollowUpFigures {
  /** As `ConsultantClosingRow.consultantId`. */
  consultantId: string | null;
  name: string;
}

export interface ClosingReport {
  timeZone: string;
  period: { from: string; to: string; by: ReportGrouping };
  /** Whose figures `byConsultant` holds: everyone (admins) or the reader's own (a consultant). */
  scope: 'boutique' | 'own';
  totals: ClosingFigures;
  byPeriod: ClosingPeriodRow[];
  byConsultant: ConsultantClosingRow[];
  pullListHitRate: { sales: number; onPullList: number; rate: number | null };
  saleVsBudget: SaleVsBudgetFigures & { rows: SaleVsBudgetRow[] };
  /** The boutique's reasons for not buying, most frequent first. */
  topReasons: ReasonRow[];
  /** Outcomes without a sale in the period (the reasons' denominator). */
  outcomesWithoutSale: number;
  /** Follow-ups sent in the period and the sales within 30 days after them; rows as `byConsultant`. */
  followUps: FollowUpFigures & { rows: FollowUpFiguresRow[] };
}

/** Two years, counted in days (a leap day included). */
export const maxReportDays = 731;

export const reportMessages = {
  from: 'Please give the start date as YYYY-MM-DD.',
  to: 'Please give the end date as YYYY-MM-DD.',
  both: 'Please give both a start and an end date.',
  order: 'The start date must be on or before the end date.',
  tooLong: 'Please choose a period of at most 2 years.',
  by: "Please group by 'week' or 'month'.",
  table: "Please choose a table: 'byPeriod', 'byConsultant', 'reasons', 'saleVsBudget' or 'followUps'.",
} as const;

/** A real calendar day written YYYY-MM-DD, from 2000 to 2099. */
export function isLocalDate(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith('20') && isCalendarDate(value);
}

/** Days from `from` to `to`, both counted. */
export function daysInPeriod(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

const dateField = (message: string) =>
  yup
    .string()
    .trim()
    .transform((value: string) => (value === '' ? undefined : value))
    .test('date', message, (value) => value === undefined || isLocalDate(value));

/**
 * The query of GET /api/reports/closing: both dates or neither (the last four weeks), inclusive,
 * in the boutique's days; grouped by week (the default) or month.
 */
export const closingReportQuerySchema = yup
  .object({
    from: dateField(reportMessages.from),
    to: dateField(reportMessages.to),
    by: yup.string().oneOf(reportGroupings, reportMessages.by).default('week'),
  })
  .test('both', reportMessages.both, function both(value) {
    if ((value.from === undefined) === (value.to === undefined)) return true;
    return this.createError({ path: value.from === undefined ? 'from' : 'to', message: reportMessages.both });
  })
  .test('order', reportMessages.order, function order(value) {
    if (!isLocalDate(value.from) || !isLocalDate(value.to) || value.from <= value.to) return true;
    return this.createError({ path: 'to', message: reportMessages.order });
  })
  .test('length', reportMessages.tooLong, function length(value) {
    if (!isLocalDate(value.from) || !isLocalDate(value.to) || value.from > value.to) return true;
    if (daysInPeriod(value.from, value.to) <= maxReportDays) return true;
    return this.createError({ path: 'from', message: reportMessages.tooLong });
  });

/** GET /api/reports/closing.csv: the report's query and which of its tables. */
export const closingReportCsvQuerySchema = closingReportQuerySchema.shape({
  table: yup.string().oneOf(reportTables, reportMessages.table).default('byPeriod'),
});

export type ClosingReportQuery = yup.InferType<typeof closingReportQuerySchema>;

/** A share as a percentage with one decimal: 0.625 is 62.5 (the page, its chart and the CSV alike). */
export const percentOf = (ratio: number): number => Math.round(ratio * 1000) / 10;

/** A share as the page writes it: '62.5 %', or '—' when there was nothing to divide by. */
export function formatRatio(ratio: number | null): string {
  if (ratio === null) return '—';
  const percent = percentOf(ratio);
  return `${Number.isInteger(percent) ? percent.toFixed(0) : percent.toFixed(1)} %`;
}
