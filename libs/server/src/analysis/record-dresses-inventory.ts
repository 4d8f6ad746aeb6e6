import type { Sql } from '../db/create-sql';
import type { InventorySource } from './load-inventory';

/** Notes the upload her dress picks were made from (null: none), so a newer upload shows her plan outdated. */
export async function recordDressesInventory(sql: Sql, brideId: string, source: InventorySource | null): Promise<void> {
  await sql`
    UPDATE brides SET dresses_inventory_id = ${source?.id ?? null}, dresses_inventory_at = ${source?.uploadedAt ?? null}
    WHERE id = ${brideId}`;
}
