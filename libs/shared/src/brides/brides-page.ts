import { type InferType, object, string } from 'yup';
import type { DashboardBride } from '../dashboard/dashboard';
import { maxPageNumber, pageNumberField, pageNumberMessage } from '../validation/page-number-field';

/** Brides on one page of the list: a multiple of the dashboard's one, two and three columns. */
export const bridesPageSize = 24;

/** The badge a bride's card shows, as the list filters it. */
export const brideStatusFilters = ['ready', 'analyzing', 'awaiting_survey'] as const;
/** Upcoming: her wedding is today or later, or she gave no date. Past: her date has gone by. */
export const brideWhenFilters = ['upcoming', 'past'] as const;

export type BrideStatusFilter = (typeof brideStatusFilters)[number];
export type BrideWhenFilter = (typeof brideWhenFilters)[number];

export const bridesQueryLimits = { search: 100, page: maxPageNumber } as const;

export const bridesQueryMessages = {
  search: `Search for at most ${bridesQueryLimits.search} characters of a name`,
  status: `Please filter by status with one of: ${brideStatusFilters.join(', ')}`,
  when: `Please filter by wedding date with one of: ${brideWhenFilters.join(', ')}`,
  page: pageNumberMessage,
} as const;

const oneOf = (values: readonly string[], message: string) =>
  string()
    .trim()
    .default('')
    .test('one-of', message, (value) => !value || values.includes(value));

/** The query of GET /api/brides: every field optional, a blank one means "any". */
export const bridesQuerySchema = object({
  search: string().trim().default('').max(bridesQueryLimits.search, bridesQueryMessages.search),
  status: oneOf(brideStatusFilters, bridesQueryMessages.status),
  when: oneOf(brideWhenFilters, bridesQueryMessages.when),
  page: pageNumberField(),
});

export type BridesQuery = InferType<typeof bridesQuerySchema>;

/**
 * GET /api/brides: one page of every bride of the session's boutique, upcoming weddings (and
 * undated ones) before past ones, newest survey first within each.
 */
export interface BridesPage {
  /** The boutique's IANA time zone: the cards' 'Submitted' days are its days. */
  timeZone: string;
  brides: (DashboardBride & { when: BrideWhenFilter })[];
  page: number;
  pageSize: number;
  /** Brides matching the query across all pages. */
  total: number;
  pageCount: number;
}
