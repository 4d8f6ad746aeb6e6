import type { Sql } from '../db/create-sql';
import { loadDocumentTopSellers } from './load-document-top-sellers';
import { type InventorySource, loadCurrentInventory } from './load-inventory';
import { type MergedTopSellers, mergeDocumentTopSellers } from './merge-document-top-sellers';

export interface AnalysisDresses extends MergedTopSellers {
  /** The upload the inventory came from (null: none yet), recorded with her picks. */
  source: InventorySource | null;
}

/** The dresses a step may name: the current inventory (top sellers flagged) and the documents' other top sellers. */
export async function loadAnalysisDresses(sql: Sql, boutiqueId: number): Promise<AnalysisDresses> {
  const [inventory, items] = await Promise.all([
    loadCurrentInventory(sql, boutiqueId),
    loadDocumentTopSellers(sql, boutiqueId),
  ]);
  return { ...mergeDocumentTopSellers(inventory.dresses, items), source: inventory.source };
}
