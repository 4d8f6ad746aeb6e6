import { indexDressesByName } from '@bridal/shared/dresses/dress-label';
import type { Sql } from '../db/create-sql';
import { isSale } from '../db/sale-sql';
import type { Dress } from '../dresses/dress';

/** How far back a sale still says what sells here: a season of appointments. */
const soldWindowDays = 90;
const dayMs = 24 * 60 * 60 * 1000;

/** One dress brides said yes to, as the outcomes recorded it, and how many times. */
export interface RecentSale {
  /** The inventory dress it was (null when typed by name); an older upload's id matches nothing. */
  dressId: string | null;
  dressName: string;
  sales: number;
}

/** "LB-101", "lb 101" and "LB101" are one name; punctuation and case say nothing. */

/** The dresses brides said yes to in this boutique in the last 90 days (recorded_at, an instant: no time zone). */
export async function loadRecentSales(sql: Sql, boutiqueId: number, today: Date = new Date()): Promise<RecentSale[]> {
  const since = new Date(today.getTime() - soldWindowDays * dayMs);
  const rows = await sql<{ dressId: string | null; dressName: string; sales: number }[]>`
    SELECT dress_id, dress_name, count(*)::int AS sales
    FROM appointment_outcomes
    WHERE boutique_id = ${boutiqueId} AND ${isSale(sql, 'appointment_outcomes')} AND recorded_at > ${since} AND recorded_at <= ${today}
      AND (dress_id IS NOT NULL OR dress_name <> '')
    GROUP BY dress_id, dress_name
    ORDER BY dress_id NULLS LAST, dress_name`;
  return rows;
}

/**
 * The inventory with what sold here flagged as top sellers, each with its count of sales. A sale
 * counts for the dress it names by id; when the id is of an older upload (inventories are
 * replaced, ids are not kept) or the dress was typed, by its name, style number or label.
 */
export function markSoldTopSellers(inventory: readonly Dress[], sales: readonly RecentSale[]): Dress[] {
  if (sales.length === 0) return [...inventory];
  const byId = new Map(inventory.map((dress) => [dress.id, dress]));
  const byName = indexDressesByName(inventory);
  const counts = new Map<string, number>();
  for (const sale of sales) {
    const dress = (sale.dressId === null ? undefined : byId.get(sale.dressId)) ?? byName(sale.dressName) ?? undefined;
    if (dress) counts.set(dress.id, (counts.get(dress.id) ?? 0) + sale.sales);
  }
  return inventory.map((dress) => {
    const sold = counts.get(dress.id);
    return sold ? { ...dress, isTopSeller: true, soldRecently: sold } : dress;
  });
}

/** "sold here 3 times in the last 90 days", for a pick's reasons; null when it has not sold here. */
export function describeSales(dress: Pick<Dress, 'soldRecently'>): string | null {
  const sold = dress.soldRecently ?? 0;
  if (sold <= 0) return null;
  return `sold here ${sold === 1 ? 'once' : sold === 2 ? 'twice' : `${sold} times`} in the last ${soldWindowDays} days`;
}
