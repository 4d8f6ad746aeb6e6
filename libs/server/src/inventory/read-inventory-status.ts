import type { InventoryStatus } from '@bridal/shared/inventory/inventory';
import type { Sql } from '../db/create-sql';

export async function readInventoryStatus(sql: Sql, boutiqueId: number): Promise<InventoryStatus> {
  const [row] = await sql<{ dressCount: number; createdAt: Date }[]>`
    SELECT dress_count, created_at FROM inventories WHERE boutique_id = ${boutiqueId} AND is_current`;
  if (!row) return { hasInventory: false, dressCount: 0, lastUpdated: null };
  return { hasInventory: row.dressCount > 0, dressCount: row.dressCount, lastUpdated: row.createdAt.toISOString() };
}
