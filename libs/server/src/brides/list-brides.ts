import { type BridesPage, type BridesQuery, bridesPageSize } from '@bridal/shared/brides/brides-page';
import type { Sql } from '../db/create-sql';
import { boutiqueToday, isPastWedding, readBrideCards, visibleBrides } from '../dashboard/bride-cards';

export interface ListBridesOptions extends BridesQuery {
  sql: Sql;
  boutiqueId: number;
  /** In the demo boutique: whose submitted brides join the seeded ones (none when null). */
  demoTrialId: string | null;
  /** Weddings before the boutique's date at this instant are past (the dashboard's own rule); now by default. */
  now?: Date;
}

/** A LIKE pattern that finds `text` anywhere, its own % and _ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/**
 * One page of every bride of a boutique, searched by name and filtered by status and by whether
 * her wedding has gone by: upcoming (and undated) first, then past, newest survey first within
 * each, so nothing a bride sent is out of reach however many there are.
 */
export async function listBrides(options: ListBridesOptions): Promise<BridesPage> {
  const { sql, search, status, when, page } = options;
  const today = boutiqueToday(sql, options.boutiqueId, options.now ?? new Date());
  const past = isPastWedding(sql, today);
  const where = sql`${visibleBrides(sql, options.boutiqueId, options.demoTrialId)}
    ${search ? sql`AND br.name ILIKE ${containing(search)}` : sql``}
    ${status ? sql`AND br.status = ${status}` : sql``}
    ${when === 'past' ? sql`AND ${past}` : when === 'upcoming' ? sql`AND NOT ${past}` : sql``}`;
  const [cards, [count]] = await Promise.all([
    readBrideCards(sql, {
      where,
      orderBy: sql`${past}, br.submitted_at DESC, br.id DESC`,
      limit: bridesPageSize,
      offset: (page - 1) * bridesPageSize,
      today,
    }),
    sql<{ total: number }[]>`SELECT count(*)::int AS total FROM brides br WHERE ${where}`,
  ]);
  const [boutique] = await sql<
    { timeZone: string }[]
  >`SELECT time_zone FROM boutiques WHERE id = ${options.boutiqueId}`;
  const total = count?.total ?? 0;
  return {
    timeZone: boutique?.timeZone ?? 'UTC',
    brides: cards.map(({ bride, survey, isPast }) => ({ bride, survey, when: isPast ? 'past' : 'upcoming' })),
    page,
    pageSize: bridesPageSize,
    total,
    pageCount: Math.ceil(total / bridesPageSize),
  };
}
