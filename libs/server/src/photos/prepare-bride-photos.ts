import type postgres from 'postgres';
import type { Sql } from '../db/create-sql';
import type { Logger } from '../logging/create-logger';
import type { ObjectStorage } from '../storage/object-storage';
import { photoKeys } from '../storage/storage-keys';
import { PhotoRejectedError } from './photo-rejected-error';
import { processPhoto } from './process-photo';

export interface PrepareBridePhotosOptions {
  sql: Sql;
  storage: ObjectStorage;
  brideId: string;
  limits: { maxBytes: number; maxPixels: number };
  logger: Logger;
}

/**
 * Held while a transaction works on a bride's photos (re-encoding them, or deleting her): a second
 * run waits for the first to commit.
 */
export async function lockBridePhotos(tx: postgres.TransactionSql, brideId: string): Promise<void> {
  await tx`SELECT pg_advisory_xact_lock(hashtextextended(${`bride-photos:${brideId}`}, 0))`;
}

/**
 * Re-encodes the photos a bride uploaded (display image, thumbnail, the facts the analysis
 * reads) and removes the uploads. Her analysis's prepare-photos job calls it before her steps are
 * queued; a per-bride lock keeps two runs at once (a stalled job handed on while its first run still
 * works) from doing the work twice, and a later call finds nothing to do.
 * A photo whose pixels turn out to be corrupt is kept as 'unreadable' instead of failing her.
 * Answers how many photos it handled.
 */
export async function prepareBridePhotos(options: PrepareBridePhotosOptions): Promise<number> {
  const { sql, storage, brideId, limits, logger } = options;
  const [waiting] = await sql<{ pending: boolean }[]>`
    SELECT EXISTS (SELECT 1 FROM bride_photos WHERE bride_id = ${brideId} AND status = 'uploaded') AS pending`;
  if (!waiting?.pending) return 0;

  const uploads: string[] = [];
  const handled = await sql.begin(async (tx) => {
    await lockBridePhotos(tx, brideId);
    const photos = await tx<{ id: string; boutiqueId: number; position: number; storageKey: string }[]>`
      SELECT id, boutique_id, position, storage_key FROM bride_photos
      WHERE bride_id = ${brideId} AND status = 'uploaded' ORDER BY position`;
    for (const photo of photos) {
      const keys = photoKeys(photo.boutiqueId, brideId, photo.id);
      const upload = await storage.get(photo.storageKey);
      let processed;
      try {
        processed = await processPhoto(upload, { ...limits, fileName: `photo ${photo.position + 1}` });
      } catch (error) {
        if (!(error instanceof PhotoRejectedError)) throw error;
        logger.warn({ brideId, photoId: photo.id, err: error }, 'an uploaded photo could not be decoded');
        await tx`UPDATE bride_photos SET status = 'unreadable' WHERE id = ${photo.id}`;
        continue;
      }
      await storage.put(keys.image, processed.image, processed.contentType);
      await storage.put(keys.thumbnail, processed.thumbnail, 'image/jpeg');
      await tx`
        UPDATE bride_photos
        SET status = 'ready', storage_key = ${keys.image}, thumbnail_key = ${keys.thumbnail},
            content_type = ${processed.contentType}, width = ${processed.width}, height = ${processed.height},
            bytes = ${processed.image.length}, facts = ${tx.json(processed.facts as never)}
        WHERE id = ${photo.id}`;
      uploads.push(photo.storageKey);
    }
    return photos.length;
  });
  // After the commit: until then the rows still point at the uploads.
  await storage.deleteMany(uploads).catch((error: unknown) => {
    logger.warn({ brideId, err: error }, 'could not remove photo uploads already re-encoded');
  });
  return handled;
}
