import {
  type TrendingDocument,
  trendingMaxDescriptionLength,
  trendingMaxFilesPerUpload,
  trendingMessages,
} from '@bridal/shared/trending-gowns/trending-gowns';
import { normaliseFreeText } from '@bridal/shared/validation/free-text';
import type { Sql } from '../db/create-sql';
import { AppError } from '../errors/app-error';
import type { ObjectStorage } from '../storage/object-storage';
import { spreadsheetKinds } from './document-kinds';
import { readTopSellers } from './read-top-sellers';
import { saveTrendingDocuments } from './save-trending-documents';
import { stageTrendingFile, type StagedTrendingFile } from './stage-trending-file';

/** One part of the upload form as it streams in: a file when `fileName` is set, else a text field. */
export interface UploadPart {
  name: string;
  fileName: string | null;
  body: AsyncIterable<Uint8Array>;
}

export interface AcceptTrendingUploadOptions {
  sql: Sql;
  storage: ObjectStorage;
  boutiqueId: number;
  userId: string;
  /** Parts in the order they arrive; each part's body is read (or left) before the next is asked for. */
  parts: AsyncIterable<UploadPart>;
  maxFileBytes: number;
}

/** Bytes a description may take: 500 characters of up to 4 bytes, and a little room. */
const maxDescriptionBytes = trendingMaxDescriptionLength * 4 + 64;

async function readDescription(body: AsyncIterable<Uint8Array>): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    if (size > maxDescriptionBytes) throw new AppError('BAD_REQUEST', trendingMessages.descriptionTooLong);
    chunks.push(Buffer.from(chunk));
  }
  const text = normaliseFreeText(Buffer.concat(chunks).toString('utf8'), 'multi-line');
  if (text.trim().length > trendingMaxDescriptionLength) {
    throw new AppError('BAD_REQUEST', trendingMessages.descriptionTooLong);
  }
  return text.trim();
}

/**
 * Takes an upload form of repeated `files` and an optional `description`: every file is streamed
 * to storage and checked by its bytes as it arrives, spreadsheets are read for top sellers, and
 * the documents are recorded together. Any bad file, too many files or a description too long
 * refuses the whole request, and nothing of it is kept.
 */
export async function acceptTrendingUpload(options: AcceptTrendingUploadOptions): Promise<TrendingDocument[]> {
  const { storage, boutiqueId } = options;
  const staged: StagedTrendingFile[] = [];
  try {
    let description = '';
    for await (const part of options.parts) {
      if (part.name === 'files' && part.fileName !== null) {
        // A browser sends an empty, nameless part for a file input left empty.
        if (part.fileName === '') continue;
        if (staged.length === trendingMaxFilesPerUpload) {
          throw new AppError('BAD_REQUEST', trendingMessages.tooManyFiles);
        }
        staged.push(
          await stageTrendingFile({
            storage,
            boutiqueId,
            fileName: part.fileName,
            body: part.body,
            maxBytes: options.maxFileBytes,
          }),
        );
      } else if (part.name === 'description' && part.fileName === null) {
        description = await readDescription(part.body);
      }
    }
    if (staged.length === 0) throw new AppError('BAD_REQUEST', trendingMessages.noFiles);

    const files = [];
    for (const file of staged) {
      // One at a time: each spreadsheet is read in a thread of its own, bounded in memory.
      const topSellers = spreadsheetKinds.has(file.kind) ? await readTopSellers(file.content, file.fileName) : null;
      files.push({ file, topSellers });
    }
    return await saveTrendingDocuments(options.sql, {
      boutiqueId,
      userId: options.userId,
      description: description === '' ? null : description,
      files,
    });
  } catch (error) {
    await storage.deleteMany(staged.map((file) => file.storageKey)).catch(() => undefined);
    throw error;
  }
}
