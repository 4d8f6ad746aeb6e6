import type { Sql } from '../db/create-sql';
import type { Dress } from '../dresses/dress';

/** The upload an inventory was read from: recorded with a bride's picks, so an outdated plan shows. */
export interface InventorySource {
  id: string;
  uploadedAt: Date;
}

export interface CurrentInventory {
  /** Null when the boutique has never uploaded one. */
  source: InventorySource | null;
  dresses: Dress[];
}

/** A dresses row as postgres.js answers it: numeric columns come back as text. */
type DressRow = Omit<Dress, 'price' | 'sampleSizes' | 'orderRange'> & {
  price: string | null;
  sampleSizes: string[];
  orderSizeMin: string | null;
  orderSizeMax: string | null;
};

/** A stored dress as the analysis reads it, its sizes included. */
function dressOfRow({ price, orderSizeMin, orderSizeMax, ...dress }: DressRow): Dress {
  return {
    ...dress,
    price: price === null ? null : Number(price),
    orderRange:
      orderSizeMin === null || orderSizeMax === null ? null : { min: Number(orderSizeMin), max: Number(orderSizeMax) },
  };
}

/**
 * The boutique's current inventory, top sellers flagged, with the upload it came from: one
 * statement, so the dresses and the upload named are always the same one.
 */
export async function loadCurrentInventory(sql: Sql, boutiqueId: number): Promise<CurrentInventory> {
  const rows = await sql<(DressRow & { inventoryId: string; uploadedAt: Date })[]>`
    SELECT i.id AS inventory_id, i.created_at AS uploaded_at,
           d.id, d.style_number, d.designer, d.name, d.price, d.silhouette, d.neckline, d.fabric, d.colour,
           d.sleeves, d.train, d.sizes, d.sample_sizes, d.order_size_min, d.order_size_max,
           d.tags, d.styles, d.description, d.is_top_seller
    FROM inventories i LEFT JOIN dresses d ON d.inventory_id = i.id
    WHERE i.boutique_id = ${boutiqueId} AND i.is_current
    ORDER BY d.style_number, d.name`;
  const [first] = rows;
  if (!first) return { source: null, dresses: [] };
  // An upload without dresses still answers one row, its dress columns null.
  const dresses = rows
    .filter((row) => row.id !== null)
    .map(({ inventoryId: _inventory, uploadedAt: _uploaded, ...dress }) => dressOfRow(dress));
  return { source: { id: first.inventoryId, uploadedAt: first.uploadedAt }, dresses };
}
