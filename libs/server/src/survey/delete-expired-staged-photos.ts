import type { Sql } from '../db/create-sql';
import type { ObjectStorage } from '../storage/object-storage';

export interface DeleteExpiredStagedPhotosOptions {
  sql: Sql;
  storage: ObjectStorage;
  /** Per sweep, so one sweep stays short. */
  limit?: number;
}

/**
 * Deletes the photos sent ahead of a survey that never came (past their expires_at, by the
 * database's clock), rows first and files after the commit: a file left by a failed deletion
 * names no row, so no survey can claim it. Answers how many were deleted.
 */
export async function deleteExpiredStagedPhotos(options: DeleteExpiredStagedPhotosOptions): Promise<number> {
  const { sql, storage } = options;
  const keys = await sql.begin(async (tx) => {
    const expired = await tx<{ id: string; storageKey: string }[]>`
      SELECT id, storage_key FROM staged_photos
      WHERE expires_at <= now()
      ORDER BY expires_at
      LIMIT ${options.limit ?? 500}
      FOR UPDATE SKIP LOCKED`;
    if (expired.length === 0) return [];
    await tx`DELETE FROM staged_photos WHERE id = ANY(${tx.array(expired.map((row) => row.id))}::uuid[])`;
    return expired.map((row) => row.storageKey);
  });
  if (keys.length > 0) await storage.deleteMany(keys);
  return keys.length;
}
