import { surveyPhotoMessages } from '@bridal/shared/survey/survey-photos';
import type { Sql } from '../db/create-sql';
import type { Queryable } from '../db/queryable';
import { AppError } from '../errors/app-error';
import type { AcceptedPhoto } from '../photos/accept-photo';
import { detectImageFormat } from '../photos/detect-image-format';
import type { ObjectStorage } from '../storage/object-storage';
import { StorageNotFoundError } from '../storage/object-storage';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A staged photo that is not this boutique's, expired, claimed already, or named twice. */
const missing = () => new AppError('BAD_REQUEST', surveyPhotoMessages.stagedPhotoMissing);

/** Whether every id could name a staged photo (a UUID, each once): the request's own form, checked first. */
export function refuseMalformedStagedPhotoIds(photoIds: readonly string[]): void {
  if (photoIds.some((id) => !uuidPattern.test(id)) || new Set(photoIds).size !== photoIds.length) throw missing();
}

export interface LoadedStagedPhoto {
  photo: AcceptedPhoto;
  storageKey: string;
}

/**
 * The staged photos a survey names, in its order, read back as accepted photos (they were checked
 * and stripped when they came). Only the boutique's own unexpired photos are found: another
 * boutique's id is refused exactly as an unknown one is.
 */
export async function loadStagedPhotos(options: {
  sql: Sql;
  storage: ObjectStorage;
  boutiqueId: number;
  photoIds: readonly string[];
}): Promise<LoadedStagedPhoto[]> {
  const { sql, storage, boutiqueId, photoIds } = options;
  if (photoIds.length === 0) return [];
  refuseMalformedStagedPhotoIds(photoIds);
  const rows = await sql<{ id: string; storageKey: string; contentType: string; width: number; height: number }[]>`
    SELECT id, storage_key, content_type, width, height FROM staged_photos
    WHERE id = ANY(${sql.array([...photoIds])}::uuid[]) AND boutique_id = ${boutiqueId} AND expires_at > now()`;
  const byId = new Map(rows.map((row) => [row.id, row]));
  const loaded: LoadedStagedPhoto[] = [];
  for (const id of photoIds) {
    const row = byId.get(id.toLowerCase());
    if (!row) throw missing();
    let bytes: Buffer;
    try {
      bytes = await storage.get(row.storageKey);
    } catch (error) {
      if (error instanceof StorageNotFoundError) throw missing();
      throw error;
    }
    const format = detectImageFormat(bytes);
    if (!format) throw missing();
    loaded.push({
      photo: { format, contentType: row.contentType, width: row.width, height: row.height, bytes },
      storageKey: row.storageKey,
    });
  }
  return loaded;
}

/**
 * Takes the named photos out of the staging table inside the survey's transaction: if another
 * survey claimed one meanwhile, or it expired, fewer rows go and this survey is refused (rolled back).
 */
export async function claimStagedPhotos(
  tx: Queryable,
  options: { boutiqueId: number; photoIds: readonly string[] },
): Promise<void> {
  if (options.photoIds.length === 0) return;
  const claimed = await tx`
    DELETE FROM staged_photos
    WHERE id = ANY(${tx.array([...options.photoIds])}::uuid[]) AND boutique_id = ${options.boutiqueId}
      AND expires_at > now()
    RETURNING id`;
  if (claimed.length !== options.photoIds.length) throw missing();
}
