import type { Sql } from '../db/create-sql';

export interface StoredTrendingDocument {
  fileName: string;
  storageKey: string;
  mimeType: string;
  fileSize: number;
}

/** One of the boutique's documents, for download; undefined for a malformed id or another boutique's. */
export async function findTrendingDocument(
  sql: Sql,
  boutiqueId: number,
  documentId: string,
): Promise<StoredTrendingDocument | undefined> {
  const [row] = await sql<(Omit<StoredTrendingDocument, 'fileSize'> & { fileSize: string })[]>`
    SELECT file_name, storage_key, mime_type, file_size
    FROM trending_documents
    WHERE id = ${documentId} AND boutique_id = ${boutiqueId}`;
  return row ? { ...row, fileSize: Number(row.fileSize) } : undefined;
}
