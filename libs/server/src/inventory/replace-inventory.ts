import type { Sql } from '../db/create-sql';
import { cleanFileName } from '../storage/clean-file-name';
import type { InventorySizeReport } from '@bridal/shared/inventory/inventory';
import { dressColumns, dressSizeColumns, insertDressRows } from './dress-rows';
import type { ParsedDress } from './parse-inventory';

/** Swaps the boutique's inventory for a new one in one transaction: readers see old or new, never half. */
export async function replaceInventory(
  sql: Sql,
  options: {
    boutiqueId: number;
    fileName: string;
    dresses: ParsedDress[];
    skipped: { row: number; reason: string }[];
    /** What the upload read about sizes, shown by the inventory status; absent for callers that do not read sizes. */
    sizes?: InventorySizeReport;
  },
): Promise<{ inventoryId: string; dressCount: number }> {
  const { boutiqueId, fileName, dresses, skipped, sizes } = options;
  return sql.begin(async (tx) => {
    // One upload at a time per boutique.
    await tx`SELECT pg_advisory_xact_lock(${boutiqueId})`;
    // The name is the browser's: a NUL byte (which PostgreSQL text refuses) or a path is dropped.
    const [inventory] = await tx<{ id: string }[]>`
      INSERT INTO inventories (boutique_id, file_name, dress_count, skipped_rows, size_report)
      VALUES (${boutiqueId}, ${cleanFileName(fileName)}, ${dresses.length}, ${tx.json(skipped as never)},
              ${sizes ? tx.json(sizes as never) : null})
      RETURNING id`;
    const inventoryId = inventory!.id;
    const rows = dresses.map((dress) => ({
      inventory_id: inventoryId,
      boutique_id: boutiqueId,
      ...dressColumns(dress),
      ...dressSizeColumns(dress),
      is_top_seller: dress.isTopSeller,
    }));
    await insertDressRows(tx, 'dresses', rows);
    await tx`UPDATE inventories SET is_current = false WHERE boutique_id = ${boutiqueId} AND is_current`;
    await tx`UPDATE inventories SET is_current = true WHERE id = ${inventoryId}`;
    // Keep the previous inventory for reference; older ones go.
    await tx`
      DELETE FROM inventories WHERE boutique_id = ${boutiqueId} AND NOT is_current AND id NOT IN (
        SELECT id FROM inventories WHERE boutique_id = ${boutiqueId} AND NOT is_current ORDER BY created_at DESC LIMIT 1)`;
    return { inventoryId, dressCount: dresses.length };
  });
}
