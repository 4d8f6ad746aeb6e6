import type { TrendingDocument } from '@bridal/shared/trending-gowns/trending-gowns';
import type { Sql } from '../db/create-sql';
import { dressColumns, insertDressRows } from '../inventory/dress-rows';
import type { TopSellerReading } from './read-top-sellers';
import type { StagedTrendingFile } from './stage-trending-file';
import { toTrendingDocument, type TrendingDocumentRow } from './to-trending-document';

export interface SaveTrendingDocumentsOptions {
  boutiqueId: number;
  userId: string;
  description: string | null;
  files: { file: StagedTrendingFile; topSellers: TopSellerReading | null }[];
}

/** Records the stored files and their top-seller items in one transaction: all of them or none. */
export async function saveTrendingDocuments(
  sql: Sql,
  options: SaveTrendingDocumentsOptions,
): Promise<TrendingDocument[]> {
  const { boutiqueId, userId, description } = options;
  return sql.begin(async (tx) => {
    const documents: TrendingDocument[] = [];
    for (const { file, topSellers } of options.files) {
      // clock_timestamp, not now(): documents sent together still list in a stable order.
      const [row] = await tx<TrendingDocumentRow[]>`
        INSERT INTO trending_documents (id, boutique_id, file_name, storage_key, mime_type, file_size, description,
                                        uploaded_by, uploaded_at, top_seller_count, top_seller_note)
        VALUES (${file.id}, ${boutiqueId}, ${file.fileName}, ${file.storageKey}, ${file.mimeType}, ${file.fileSize},
                ${description}, ${userId}, clock_timestamp(), ${topSellers ? topSellers.items.length : null},
                ${topSellers?.note ?? null})
        RETURNING id, file_name, mime_type, file_size, description, uploaded_at, top_seller_count, top_seller_note`;
      documents.push(toTrendingDocument(row!));
      const items = (topSellers?.items ?? []).map((item, position) => ({
        document_id: file.id,
        boutique_id: boutiqueId,
        position,
        ...dressColumns(item),
      }));
      await insertDressRows(tx, 'top_seller_items', items);
    }
    return documents;
  });
}
