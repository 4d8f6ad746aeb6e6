import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { trendingExtensionOf, trendingMessages } from '@bridal/shared/trending-gowns/trending-gowns';
import { AppError } from '../errors/app-error';
import { maxInventoryFileBytes } from '../inventory/inventory-limits';
import type { ObjectStorage } from '../storage/object-storage';
import { cleanFileName } from '../storage/clean-file-name';
import { documentKey } from '../storage/storage-keys';
import { DocumentInspector } from './document-inspector';
import { type DocumentKind, kindOfExtension, spreadsheetKinds } from './document-kinds';

export interface StagedTrendingFile {
  id: string;
  storageKey: string;
  fileName: string;
  kind: DocumentKind;
  mimeType: string;
  fileSize: number;
  /** A spreadsheet's bytes when small enough to read for top sellers; else null. */
  content: Buffer | null;
}

export interface StageTrendingFileOptions {
  storage: ObjectStorage;
  boutiqueId: number;
  /** As the browser sent it; cleaned here. */
  fileName: string;
  body: AsyncIterable<Uint8Array>;
  maxBytes: number;
}

/**
 * Streams one uploaded file into storage while checking it by its bytes, so a 50 MB document is
 * never held whole in memory. A file that fails a check is not kept: the storage write is
 * abandoned (the drivers leave nothing behind) and the AppError naming the file is thrown.
 */
export async function stageTrendingFile(options: StageTrendingFileOptions): Promise<StagedTrendingFile> {
  const fileName = cleanFileName(options.fileName);
  const extension = trendingExtensionOf(fileName);
  if (extension === null) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', trendingMessages.wrongType(fileName || options.fileName));
  }
  const kind = kindOfExtension[extension];
  const id = randomUUID();
  const storageKey = documentKey(options.boutiqueId, id, extension);
  const inspector = new DocumentInspector({
    fileName,
    kind,
    maxBytes: options.maxBytes,
    keepBytes: spreadsheetKinds.has(kind) ? maxInventoryFileBytes : 0,
  });

  const pass = new PassThrough();
  // Destroying it with the refusal below must not raise an unhandled 'error' if storage has not attached yet.
  pass.on('error', () => undefined);
  const stored = options.storage.putStream(storageKey, pass, inspector.mimeType);
  // Rejects if storage stops reading before the file ends, so a write never waits forever.
  const storageFailed = stored.then(
    () => Promise.reject(new Error('storage finished before the file did')),
    (error: unknown) => Promise.reject(error),
  );
  storageFailed.catch(() => undefined);
  try {
    for await (const chunk of options.body) {
      const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
      inspector.push(bytes);
      if (!pass.write(bytes)) await Promise.race([once(pass, 'drain'), storageFailed]);
    }
    const inspected = inspector.finish();
    pass.end();
    await stored;
    return { id, storageKey, fileName, kind, ...inspected };
  } catch (error) {
    pass.destroy(error instanceof Error ? error : new Error(String(error)));
    await stored.catch(() => undefined);
    await options.storage.delete(storageKey).catch(() => undefined);
    throw error;
  }
}
