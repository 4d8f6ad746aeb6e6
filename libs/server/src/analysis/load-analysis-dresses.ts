import type { Sql } from '../db/create-sql';
import { loadDocumentTopSellers } from './load-document-top-sellers';
import { type InventorySource, loadCurrentInventory } from './load-inventory';
import { loadRecentSales, markSoldTopSellers } from './load-sold-top-sellers';
import { type MergedTopSellers, mergeDocumentTopSellers } from './merge-document-top-sellers';

export interface AnalysisDresses extends MergedTopSellers {
  /** The upload the inventory came from (null: none yet), recorded with her picks. */
  source: InventorySource | null;
}

/**
 * The dresses a step may name: the current inventory (top sellers flagged: those its documents
 * name and those sold here in the last 90 days) and the documents' other top sellers.
 */
export async function loadAnalysisDresses(
  sql: Sql,
  boutiqueId: number,
  today: Date = new Date(),
): Promise<AnalysisDresses> {
  const [inventory, items, sales] = await Promise.all([
    loadCurrentInventory(sql, boutiqueId),
    loadDocumentTopSellers(sql, boutiqueId),
    loadRecentSales(sql, boutiqueId, today),
  ]);
  const sold = markSoldTopSellers(inventory.dresses, sales);
  return { ...mergeDocumentTopSellers(sold, items), source: inventory.source };
}
