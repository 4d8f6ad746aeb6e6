import type { InventorySizeReport, InventoryStatus } from '@bridal/shared/inventory/inventory';
import type { Sql } from '../db/create-sql';

export async function readInventoryStatus(sql: Sql, boutiqueId: number): Promise<InventoryStatus> {
  const [row] = await sql<{ dressCount: number; createdAt: Date; sizeReport: InventorySizeReport | null }[]>`
    SELECT dress_count, created_at, size_report FROM inventories WHERE boutique_id = ${boutiqueId} AND is_current`;
  if (!row) return { hasInventory: false, dressCount: 0, lastUpdated: null };
  const status: InventoryStatus = {
    hasInventory: row.dressCount > 0,
    dressCount: row.dressCount,
    lastUpdated: row.createdAt.toISOString(),
  };
  // Uploads from before sizes were read have no report: the status says nothing of sizes.
  if (row.sizeReport) status.sizes = row.sizeReport;
  return status;
}
