import type { Sql } from '../db/create-sql';
import type { Logger } from '../logging/create-logger';
import type { ObjectStorage } from '../storage/object-storage';

export interface DeleteTrendingDocumentOptions {
  sql: Sql;
  storage: ObjectStorage;
  boutiqueId: number;
  documentId: string;
  logger: Logger;
}

/**
 * Removes a document, its top-seller items (by cascade) and its file. False when the boutique has
 * no such document. The record goes first: a file left behind by a storage hiccup is only
 * wasted space, whereas a record without its file would be a broken download.
 */
export async function deleteTrendingDocument(options: DeleteTrendingDocumentOptions): Promise<boolean> {
  const { sql, storage, boutiqueId, documentId, logger } = options;
  const [row] = await sql<{ storageKey: string }[]>`
    DELETE FROM trending_documents WHERE id = ${documentId} AND boutique_id = ${boutiqueId}
    RETURNING storage_key`;
  if (!row) return false;
  try {
    await storage.delete(row.storageKey);
  } catch (error) {
    logger.warn({ err: error, storageKey: row.storageKey }, 'trending document deleted, but its file could not be');
  }
  return true;
}
