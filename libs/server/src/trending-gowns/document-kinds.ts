import type { TrendingExtension } from '@bridal/shared/trending-gowns/trending-gowns';

export type DocumentKind = 'pdf' | 'doc' | 'docx' | 'xls' | 'xlsx' | 'csv' | 'txt' | 'jpeg' | 'png' | 'gif';

export const kindOfExtension: Record<TrendingExtension, DocumentKind> = {
  '.pdf': 'pdf',
  '.doc': 'doc',
  '.docx': 'docx',
  '.xls': 'xls',
  '.xlsx': 'xlsx',
  '.csv': 'csv',
  '.txt': 'txt',
  '.jpg': 'jpeg',
  '.jpeg': 'jpeg',
  '.png': 'png',
  '.gif': 'gif',
};

/** What a download is served as; the bytes were checked to be this. */
export const mimeTypeOfKind: Record<DocumentKind, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv',
  txt: 'text/plain',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
};

/** How a message names the kind: "a real PDF file". */
export const labelOfKind: Record<DocumentKind, string> = {
  pdf: 'PDF',
  doc: 'Word (.doc)',
  docx: 'Word (.docx)',
  xls: 'Excel (.xls)',
  xlsx: 'Excel (.xlsx)',
  csv: 'CSV',
  txt: 'text',
  jpeg: 'JPEG',
  png: 'PNG',
  gif: 'GIF',
};

/** Read for top sellers. */
export const spreadsheetKinds: ReadonlySet<DocumentKind> = new Set(['csv', 'xls', 'xlsx']);
