/** One of the boutique's trending-gown documents, as GET /api/trending-gowns lists it. */
export interface TrendingDocument {
  id: string;
  fileName: string;
  /** Where the file downloads from: `/api/trending-gowns/download/{id}`. */
  filePath: string;
  /** Bytes. */
  fileSize: number;
  /** Decided from the file's contents, not from what the browser claimed. */
  mimeType: string;
  description: string | null;
  /** ISO time. */
  uploadedAt: string;
  /** Top-seller items read from a spreadsheet (.csv, .xls, .xlsx); null for any other document. */
  topSellerCount: number | null;
  /** Why a spreadsheet gave no top sellers (it could not be read, had no gown column...), else null. */
  topSellerNote: string | null;
}

/** POST /api/trending-gowns/upload answers the documents it kept, in the order they were sent. */
export interface TrendingUploadResponse {
  documents: TrendingDocument[];
}

/** The file types a trending-gown upload accepts: documents, spreadsheets, images and text. */
export const trendingExtensions = [
  '.pdf',
  '.doc',
  '.docx',
  '.xls',
  '.xlsx',
  '.csv',
  '.jpg',
  '.jpeg',
  '.png',
  '.gif',
  '.txt',
] as const;
export type TrendingExtension = (typeof trendingExtensions)[number];

/** For a file input's `accept`. */
export const trendingAccept = trendingExtensions.join(',');

/** Spreadsheets are read for top sellers. */
export const trendingSpreadsheetExtensions: readonly TrendingExtension[] = ['.csv', '.xls', '.xlsx'];

/** The stated maximum of 50 MB per file; the server's may be configured (TRENDING_DOCUMENT_MAX_BYTES). */
export const trendingMaxFileBytes = 50 * 1024 * 1024;
export const trendingMaxFilesPerUpload = 10;
export const trendingMaxDescriptionLength = 500;

/** The extension of a file name, lower-cased, when it is one an upload accepts (trendingExtensions); else null. */
export function trendingExtensionOf(fileName: string): TrendingExtension | null {
  const dot = fileName.lastIndexOf('.');
  if (dot < 0) return null;
  const extension = fileName.slice(dot).toLowerCase();
  return (trendingExtensions as readonly string[]).includes(extension) ? (extension as TrendingExtension) : null;
}

/** "2.4 MB", "830 KB", "512 bytes": sizes as the card and the messages show them. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = value >= 10 || Number.isInteger(value) ? Math.round(value) : Math.round(value * 10) / 10;
  return `${shown} ${units[unit]}`;
}

const extensionList = trendingExtensions.join(' ');

/** The upload and delete messages, and the server's reasons for refusing a file, naming it. */
export const trendingMessages = {
  noFilesTitle: 'No files selected',
  noFiles: 'Please select at least one file to upload.',
  errorTitle: 'Error',
  uploadFailed: 'Failed to upload files. Please try again.',
  deleteFailed: 'Failed to delete file. Please try again.',
  successTitle: 'Success',
  uploaded: (count: number) => (count === 1 ? 'File uploaded successfully.' : `${count} files uploaded successfully.`),
  deleted: 'File deleted successfully.',
  wrongTypeTitle: 'Unsupported File Type',
  wrongType: (fileName: string) => `"${fileName}" is not an accepted file type. Please upload ${extensionList} files.`,
  tooLargeTitle: 'File Too Large',
  tooLarge: (fileName: string, maxBytes: number) =>
    `"${fileName}" is larger than ${formatFileSize(maxBytes)}, the limit for each file.`,
  contentMismatch: (fileName: string, extension: string) =>
    `"${fileName}" is not a real ${extension} file: its contents do not match its name.`,
  notText: (fileName: string) => `"${fileName}" is not plain UTF-8 text: please save it as UTF-8 and upload it again.`,
  emptyFile: (fileName: string) => `"${fileName}" is empty.`,
  tooManyFiles: `Please upload at most ${trendingMaxFilesPerUpload} files at a time.`,
  descriptionTooLong: `The description must be ${trendingMaxDescriptionLength} characters or fewer.`,
  notFound: 'Document not found',
} as const;
