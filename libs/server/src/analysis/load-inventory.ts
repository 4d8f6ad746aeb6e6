import type { Sql } from '../db/create-sql';
import type { Dress } from './dress';

/** The boutique's current inventory, top sellers flagged. */
export async function loadCurrentInventory(sql: Sql, boutiqueId: number): Promise<Dress[]> {
  const rows = await sql<(Omit<Dress, 'price'> & { price: string | null })[]>`
    SELECT d.id, d.style_number, d.designer, d.name, d.price, d.silhouette, d.neckline, d.fabric, d.colour,
           d.sleeves, d.train, d.sizes, d.tags, d.styles, d.description, d.is_top_seller
    FROM dresses d JOIN inventories i ON i.id = d.inventory_id
    WHERE i.boutique_id = ${boutiqueId} AND i.is_current
    ORDER BY d.style_number, d.name`;
  return rows.map((row) => ({ ...row, price: row.price === null ? null : Number(row.price) }));
}
