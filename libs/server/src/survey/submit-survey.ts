import { randomUUID } from 'node:crypto';
import type { SurveyAnswers } from '@bridal/shared/survey/survey-schema';
import { maxInspirationImages } from '@bridal/shared/survey/survey-options';
import { analysisSteps } from '../analysis/analysis-schemas';
import type { Sql } from '../db/create-sql';
import { AppError } from '../errors/app-error';
import { PhotoRejectedError } from '../photos/photo-rejected-error';
import { processPhoto, type ProcessedPhoto } from '../photos/process-photo';
import type { ObjectStorage } from '../storage/object-storage';
import { photoKeys } from '../storage/storage-keys';

export const unknownBoutiqueMessage =
  "We couldn't find this boutique. Please check the survey link your boutique sent you.";
export const tooManyPhotosMessage = 'You can upload at most 6 inspiration photos';

export interface UploadedPhoto {
  fileName: string;
  /** Read when the photo's turn comes, so only one upload is copied in memory at a time. */
  read(): Promise<Buffer>;
}

export interface SubmitSurveyOptions {
  sql: Sql;
  storage: ObjectStorage;
  boutiqueId: number;
  answers: SurveyAnswers;
  photos: UploadedPhoto[];
  limits: { maxBytes: number; maxPixels: number };
}

/**
 * Stores a bride's survey: photos checked by their bytes, re-encoded (no EXIF or GPS) and
 * stored; then the bride, her answers, her photos and one pending row per analysis step in one
 * transaction. If anything fails after files were stored, they are removed: nothing is half-saved.
 */
export async function submitSurvey(options: SubmitSurveyOptions): Promise<{ brideId: string }> {
  const { sql, storage, boutiqueId, answers, photos, limits } = options;
  if (photos.length > maxInspirationImages) throw new AppError('BAD_REQUEST', tooManyPhotosMessage);

  // Check every photo before storing any: one bad file and nothing is stored.
  const processed: ProcessedPhoto[] = [];
  for (const photo of photos) {
    try {
      processed.push(await processPhoto(await photo.read(), { ...limits, fileName: photo.fileName }));
    } catch (error) {
      if (error instanceof PhotoRejectedError) {
        throw new AppError(error.status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST', error.message);
      }
      throw error;
    }
  }

  const brideId = randomUUID();
  const stored: string[] = [];
  try {
    const records: {
      id: string;
      bride_id: string;
      boutique_id: number;
      position: number;
      storage_key: string;
      thumbnail_key: string;
      content_type: string;
      width: number;
      height: number;
      bytes: number;
      facts: ReturnType<Sql['json']>;
    }[] = [];
    for (const [position, photo] of processed.entries()) {
      const photoId = randomUUID();
      const keys = photoKeys(boutiqueId, brideId, photoId);
      await storage.put(keys.image, photo.image, photo.contentType);
      stored.push(keys.image);
      await storage.put(keys.thumbnail, photo.thumbnail, 'image/jpeg');
      stored.push(keys.thumbnail);
      records.push({
        id: photoId,
        bride_id: brideId,
        boutique_id: boutiqueId,
        position,
        storage_key: keys.image,
        thumbnail_key: keys.thumbnail,
        content_type: photo.contentType,
        width: photo.width,
        height: photo.height,
        bytes: photo.image.length,
        facts: sql.json(photo.facts as never),
      });
    }
    await sql.begin(async (tx) => {
      await tx`
        INSERT INTO brides (id, boutique_id, name, wedding_date, wedding_venue, wedding_location, answers)
        VALUES (${brideId}, ${boutiqueId}, ${answers.name}, ${answers.weddingDate || null}, ${answers.weddingVenue},
                ${answers.weddingLocation}, ${tx.json(answers as never)})`;
      for (const record of records) {
        await tx`
          INSERT INTO bride_photos (id, bride_id, boutique_id, position, storage_key, thumbnail_key, content_type,
                                    width, height, bytes, facts)
          VALUES (${record.id}, ${record.bride_id}, ${record.boutique_id}, ${record.position}, ${record.storage_key},
                  ${record.thumbnail_key}, ${record.content_type}, ${record.width}, ${record.height}, ${record.bytes},
                  ${record.facts})`;
      }
      await tx`
        INSERT INTO analysis_steps (bride_id, step)
        SELECT ${brideId}, unnest(${tx.array([...analysisSteps])}::text[])`;
    });
    return { brideId };
  } catch (error) {
    await storage.deleteMany(stored).catch(() => undefined);
    throw error;
  }
}
