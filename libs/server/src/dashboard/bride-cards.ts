import { demoBoutiqueId } from '@bridal/shared/accounts/account-types';
import type { BrideStatus } from '@bridal/shared/brides/bride-plan';
import type { DashboardBride } from '@bridal/shared/dashboard/dashboard';
import type postgres from 'postgres';
import type { Sql } from '../db/create-sql';

/** Characters of each analysis text on a card; the profile has the full texts. */
export const cardExcerptChars = 160;

type Fragment = postgres.PendingQuery<postgres.Row[]>;

interface CardRow {
  id: string;
  name: string;
  submittedAt: Date;
  weddingDate: string | null;
  status: BrideStatus;
  appointmentCancelled: boolean;
  isPast: boolean;
  consultationStrategy: string | null;
  suggestedDresses: string | null;
  enhancedImageAnalysis: string | null;
}

/**
 * The brides a reader of the boutique may see, as a condition on `br`: in the demo boutique only
 * the seeded showcase brides and the given visitor's own (none of any visitor's when null).
 */
export function visibleBrides(sql: Sql, boutiqueId: number, demoTrialId: string | null): Fragment {
  const demo =
    boutiqueId === demoBoutiqueId ? sql`AND (br.demo_seed OR br.demo_trial_id = ${demoTrialId}::uuid)` : sql``;
  return sql`br.boutique_id = ${boutiqueId} ${demo}`;
}

/**
 * The boutique's date at `now`, in its own time zone, as an SQL date: a bride's wedding day lasts
 * until midnight where her boutique is, not until midnight in UTC (which in New York is early in
 * the evening). Evaluated once per query, as the reports read the zone too.
 */
export const boutiqueToday = (sql: Sql, boutiqueId: number, now: Date): Fragment =>
  sql`(SELECT (${now}::timestamptz AT TIME ZONE time_zone)::date FROM boutiques WHERE id = ${boutiqueId})`;

/**
 * Whether the bride (`br`, or `brides` unaliased) is not coming: she has appointments, none booked, and the latest of them
 * (by its time) was cancelled. A move cancels the old one and books the new one, so a moved bride
 * is still coming; one who completed an appointment and cancelled the next is not.
 */
export const appointmentCancelledSql = (sql: Sql, bride: 'br' | 'brides' = 'br'): Fragment => sql`coalesce((
  SELECT a.status = 'cancelled' FROM appointments a
  WHERE a.bride_id = ${sql(bride)}.id AND a.boutique_id = ${sql(bride)}.boutique_id
  ORDER BY (a.status = 'booked') DESC, a.starts_at DESC, a.created_at DESC
  LIMIT 1), false)`;

/** Her wedding has gone by: a date before `today` (boutiqueToday). A bride without a date is never past. */
export const isPastWedding = (sql: Sql, today: Fragment): Fragment => sql`coalesce(br.wedding_date < ${today}, false)`;

export interface ReadBrideCardsOptions {
  /** Which brides, as a condition on `br` (start from visibleBrides). */
  where: Fragment;
  /** The order, as an ORDER BY list on `br`; br.id last keeps pages stable. */
  orderBy: Fragment;
  limit: number;
  offset?: number;
  /** Weddings before this day (boutiqueToday) are past. */
  today: Fragment;
}

/**
 * Brides as their cards show them, with short excerpts of their analyses, cut in SQL so the full
 * texts never leave the database: the dashboard's 'Our Brides' and the full list share it.
 */
export async function readBrideCards(
  sql: Sql,
  options: ReadBrideCardsOptions,
): Promise<(DashboardBride & { isPast: boolean })[]> {
  const excerpt = cardExcerptChars;
  const rows = await sql<CardRow[]>`
      SELECT br.id, br.name, br.submitted_at, to_char(br.wedding_date, 'YYYY-MM-DD') AS wedding_date, br.status,
             ${isPastWedding(sql, options.today)} AS is_past,
             ${appointmentCancelledSql(sql)} AS appointment_cancelled,
             left(btrim(strategy.result->>'consultationStrategy'), ${excerpt}) AS consultation_strategy,
             left(btrim(inventory.result->>'suggestedDresses'), ${excerpt}) AS suggested_dresses,
             left(btrim(style.result->>'enhancedImageAnalysis'), ${excerpt}) AS enhanced_image_analysis
      FROM brides br
      LEFT JOIN analysis_steps style
        ON style.bride_id = br.id AND style.step = 'style' AND style.status = 'done'
      LEFT JOIN analysis_steps strategy
        ON strategy.bride_id = br.id AND strategy.step = 'strategy' AND strategy.status = 'done'
      LEFT JOIN analysis_steps inventory
        ON inventory.bride_id = br.id AND inventory.step = 'inventory' AND inventory.status = 'done'
      WHERE ${options.where}
      ORDER BY ${options.orderBy}
      LIMIT ${options.limit} OFFSET ${options.offset ?? 0}`;
  return rows.map((row) => ({
    bride: {
      id: row.id,
      name: row.name,
      submittedAt: row.submittedAt.toISOString(),
      weddingDate: row.weddingDate,
      status: row.status,
      appointmentCancelled: row.appointmentCancelled,
    },
    survey: {
      consultationStrategy: row.consultationStrategy,
      suggestedDresses: row.suggestedDresses,
      enhancedImageAnalysis: row.enhancedImageAnalysis,
    },
    isPast: row.isPast,
  }));
}
