import { demoBoutiqueId } from '@bridal/shared/accounts/account-types';
import { demoBrideLifetimeMs } from '@bridal/shared/demo/demo-messages';
import { type DashboardChanges, markDashboardChanged } from '../dashboard-version/dashboard-version';
import type { Sql } from '../db/create-sql';
import type { ObjectStorage } from '../storage/object-storage';
import { photoKeys } from '../storage/storage-keys';

/** The demo dashboard is told of a deletion, so no visitor's poll is answered 304 with her bride still on it. */
export interface DeleteExpiredDemoBridesOptions extends DashboardChanges {
  sql: Sql;
  storage: ObjectStorage;
  /** The clock: brides submitted more than an hour before it go. */
  now: Date;
  /** Per sweep, so one sweep stays short. */
  limit?: number;
}

/**
 * Deletes the demo boutique's visitor brides (sent through the demo survey) one hour after they
 * were submitted, with their answers, analyses, advice, notifications (by cascade) and stored
 * photos, then tells the demo dashboard. The seeded showcase brides are never touched.
 * Answers the ids deleted.
 */
export async function deleteExpiredDemoBrides(options: DeleteExpiredDemoBridesOptions): Promise<string[]> {
  const { sql, storage } = options;
  const cutoff = new Date(options.now.getTime() - demoBrideLifetimeMs);
  const { ids, keys } = await sql.begin(async (tx) => {
    const expired = await tx<{ id: string }[]>`
      SELECT id FROM brides
      WHERE boutique_id = ${demoBoutiqueId} AND NOT demo_seed AND submitted_at <= ${cutoff}
      ORDER BY submitted_at
      LIMIT ${options.limit ?? 500}
      FOR UPDATE SKIP LOCKED`;
    const brideIds = expired.map((row) => row.id);
    if (brideIds.length === 0) return { ids: [], keys: [] };
    const photos = await tx<{ id: string; brideId: string; storageKey: string; thumbnailKey: string | null }[]>`
      SELECT id, bride_id, storage_key, thumbnail_key FROM bride_photos WHERE bride_id = ANY(${tx.array(brideIds)}::uuid[])`;
    await tx`DELETE FROM brides WHERE id = ANY(${tx.array(brideIds)}::uuid[])`;
    // Every key a photo may have had: the upload, the re-encoded image and its thumbnail.
    const photoFiles = photos.flatMap((photo) => {
      const { upload, image, thumbnail } = photoKeys(demoBoutiqueId, photo.brideId, photo.id);
      return [photo.storageKey, photo.thumbnailKey ?? upload, upload, image, thumbnail];
    });
    return { ids: brideIds, keys: [...new Set(photoFiles)] };
  });
  if (ids.length > 0) {
    await markDashboardChanged(options, demoBoutiqueId);
  }
  // After the commit: a failed file deletion must not bring the bride back.
  if (keys.length > 0) await storage.deleteMany(keys);
  return ids;
}
