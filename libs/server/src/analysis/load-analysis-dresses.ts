import type { Sql } from '../db/create-sql';
import { loadDocumentTopSellers } from './load-document-top-sellers';
import { loadCurrentInventory } from './load-inventory';
import { type MergedTopSellers, mergeDocumentTopSellers } from './merge-document-top-sellers';

/** The dresses a step may name: the current inventory (top sellers flagged) and the documents' other top sellers. */
export async function loadAnalysisDresses(sql: Sql, boutiqueId: number): Promise<MergedTopSellers> {
  const [inventory, items] = await Promise.all([
    loadCurrentInventory(sql, boutiqueId),
    loadDocumentTopSellers(sql, boutiqueId),
  ]);
  return mergeDocumentTopSellers(inventory, items);
}
