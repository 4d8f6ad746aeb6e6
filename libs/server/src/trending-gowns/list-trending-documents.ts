import type { TrendingDocument } from '@bridal/shared/trending-gowns/trending-gowns';
import type { Sql } from '../db/create-sql';
import { toTrendingDocument, type TrendingDocumentRow } from './to-trending-document';

/** The boutique's trending-gown documents, newest first. */
export async function listTrendingDocuments(sql: Sql, boutiqueId: number): Promise<TrendingDocument[]> {
  const rows = await sql<TrendingDocumentRow[]>`
    SELECT id, file_name, mime_type, file_size, description, uploaded_at, top_seller_count, top_seller_note
    FROM trending_documents
    WHERE boutique_id = ${boutiqueId}
    ORDER BY uploaded_at DESC, id`;
  return rows.map(toTrendingDocument);
}
