import {
  type InventoryDress,
  type InventoryDressesPage,
  type InventoryUpload,
  inventoryDressesPageSize,
} from '@bridal/shared/inventory/inventory-dresses';
import type { Sql } from '../db/create-sql';

/** The words a search looks in: what a consultant reads off a tag or says of a gown. */
const searchable = `concat_ws(' ', style_number, designer, name, silhouette, neckline, fabric, colour, sleeves, train,
  array_to_string(tags, ' '), array_to_string(styles, ' '), description)`;

/** `%` and `_` in a search are letters, not wildcards. */
const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** The condition a search adds ('' adds none). */
const matching = (sql: Sql, search: string) =>
  search ? sql`AND ${sql.unsafe(searchable)} ILIKE ${likePattern(search)}` : sql``;

/** The boutique's current upload with its id, or undefined before the first. */
async function currentUpload(sql: Sql, boutiqueId: number) {
  const [row] = await sql<{ id: string; fileName: string; uploadedAt: Date; dressCount: number }[]>`
    SELECT id, file_name, created_at AS uploaded_at, dress_count FROM inventories
    WHERE boutique_id = ${boutiqueId} AND is_current`;
  if (!row) return undefined;
  const upload: InventoryUpload = {
    fileName: row.fileName,
    uploadedAt: row.uploadedAt.toISOString(),
    dressCount: row.dressCount,
  };
  return { id: row.id, upload };
}

/** An upload's dresses matching `search` ('' for all), in the table's order; `page` limits them to one page. */
async function selectDresses(sql: Sql, inventoryId: string, search: string, page?: number): Promise<InventoryDress[]> {
  const rows = await sql<
    (Omit<InventoryDress, 'price' | 'orderRange'> & {
      price: string | null;
      orderSizeMin: string | null;
      orderSizeMax: string | null;
    })[]
  >`
    SELECT id, style_number, designer, name, price, silhouette, neckline, fabric, colour, sleeves, train,
           sizes, sample_sizes, order_size_min, order_size_max, tags, styles, description, is_top_seller
    FROM dresses WHERE inventory_id = ${inventoryId} ${matching(sql, search)}
    ORDER BY style_number, name, id
    ${page ? sql`LIMIT ${inventoryDressesPageSize} OFFSET ${(page - 1) * inventoryDressesPageSize}` : sql``}`;
  return rows.map(({ orderSizeMin, orderSizeMax, ...row }) => ({
    ...row,
    price: row.price === null ? null : Number(row.price),
    orderRange:
      orderSizeMin === null || orderSizeMax === null ? null : { min: Number(orderSizeMin), max: Number(orderSizeMax) },
  }));
}

async function countDresses(sql: Sql, inventoryId: string, search: string): Promise<number> {
  const [row] = await sql<{ total: number }[]>`
    SELECT count(*)::int AS total FROM dresses
    WHERE inventory_id = ${inventoryId} ${matching(sql, search)}`;
  return row?.total ?? 0;
}

/** One page of the boutique's current inventory, matching `search` in any of its attributes. */
export async function listInventoryDresses(
  sql: Sql,
  boutiqueId: number,
  { search, page }: { search: string; page: number },
): Promise<InventoryDressesPage> {
  const pageSize = inventoryDressesPageSize;
  const current = await currentUpload(sql, boutiqueId);
  if (!current) return { upload: null, dresses: [], search, page, pageSize, total: 0, pageCount: 1 };
  const [dresses, total] = await Promise.all([
    selectDresses(sql, current.id, search, page),
    countDresses(sql, current.id, search),
  ]);
  return {
    upload: current.upload,
    dresses,
    search,
    page,
    pageSize,
    total,
    pageCount: Math.max(1, Math.ceil(total / pageSize)),
  };
}

/** Every dress of the boutique's current inventory, for the download; undefined before the first upload. */
export async function readInventoryDresses(
  sql: Sql,
  boutiqueId: number,
): Promise<{ upload: InventoryUpload; dresses: InventoryDress[] } | undefined> {
  const current = await currentUpload(sql, boutiqueId);
  return current && { upload: current.upload, dresses: await selectDresses(sql, current.id, '') };
}
