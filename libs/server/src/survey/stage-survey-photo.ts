import { randomUUID } from 'node:crypto';
import { stagedPhotoLifetimeHours, type StagedPhotoResponse } from '@bridal/shared/survey/survey-photos';
import type { Sql } from '../db/create-sql';
import type { AcceptedPhoto } from '../photos/accept-photo';
import type { ObjectStorage } from '../storage/object-storage';
import { stagedPhotoKey } from '../storage/storage-keys';

export interface StageSurveyPhotoOptions {
  sql: Sql;
  storage: ObjectStorage;
  /** The boutique of the survey link: only its surveys may claim the photo. */
  boutiqueId: number;
  /** Already accepted (acceptSurveyPhoto): checked by its bytes and stripped of its metadata. */
  photo: AcceptedPhoto;
}

/**
 * Keeps one photo a bride sent ahead of her survey until the survey names it (submitSurvey's
 * `stagedPhotoIds`), for its boutique only, for stagedPhotoLifetimeHours. The file is stored
 * before its row, so a row always has its file; a file whose row was never written is an orphan
 * under the boutique's staged-photos folder, which no survey can name.
 */
export async function stageSurveyPhoto(options: StageSurveyPhotoOptions): Promise<StagedPhotoResponse> {
  const { sql, storage, boutiqueId, photo } = options;
  const photoId = randomUUID();
  const key = stagedPhotoKey(boutiqueId, photoId);
  await storage.put(key, photo.bytes, photo.contentType);
  try {
    await sql`
      INSERT INTO staged_photos (id, boutique_id, storage_key, content_type, width, height, bytes, expires_at)
      VALUES (${photoId}, ${boutiqueId}, ${key}, ${photo.contentType}, ${photo.width}, ${photo.height},
              ${photo.bytes.length}, now() + make_interval(hours => ${stagedPhotoLifetimeHours}))`;
  } catch (error) {
    await storage.delete(key).catch(() => undefined);
    throw error;
  }
  return { photoId, width: photo.width, height: photo.height, bytes: photo.bytes.length };
}
