import { apiPaths } from '@bridal/shared/api/api-paths';
import type { TrendingDocument } from '@bridal/shared/trending-gowns/trending-gowns';

/** A trending_documents row as postgres.js gives it (camel-cased columns). */
export interface TrendingDocumentRow {
  id: string;
  fileName: string;
  mimeType: string;
  fileSize: string | number;
  description: string | null;
  uploadedAt: Date;
  topSellerCount: number | null;
  topSellerNote: string | null;
}

export function toTrendingDocument(row: TrendingDocumentRow): TrendingDocument {
  return {
    id: row.id,
    fileName: row.fileName,
    filePath: apiPaths.trendingDocumentDownload(row.id),
    fileSize: Number(row.fileSize),
    mimeType: row.mimeType,
    description: row.description,
    uploadedAt: row.uploadedAt.toISOString(),
    topSellerCount: row.topSellerCount,
    topSellerNote: row.topSellerNote,
  };
}
