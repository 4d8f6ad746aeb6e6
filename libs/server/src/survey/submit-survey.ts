import { randomUUID } from 'node:crypto';
import type { SurveyAnswers } from '@bridal/shared/survey/survey-schema';
import { maxInspirationImages } from '@bridal/shared/survey/survey-options';
import { analysisSteps } from '../analysis/analysis-schemas';
import type { Sql } from '../db/create-sql';
import { AppError } from '../errors/app-error';
import { acceptPhoto, type AcceptedPhoto } from '../photos/accept-photo';
import { PhotoRejectedError } from '../photos/photo-rejected-error';
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
  /** Demo boutique: the trial whose visitor sent her (seen by that visitor only, deleted after an hour). */
  demoTrialId?: string | null;
  /** Demo boutique: one of the seeded showcase brides, seen by every visitor. */
  demoSeed?: boolean;
}

/** Checks one upload by its bytes and strips its metadata; a refusal is the bride's clear 400 or 413. */
export async function acceptSurveyPhoto(
  bytes: Buffer,
  fileName: string,
  limits: SubmitSurveyOptions['limits'],
): Promise<AcceptedPhoto> {
  try {
    return await acceptPhoto(bytes, { ...limits, fileName });
  } catch (error) {
    if (error instanceof PhotoRejectedError) {
      throw new AppError(error.status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST', error.message);
    }
    throw error;
  }
}

/**
 * Stores a bride's survey: photos checked by their bytes and stripped of EXIF and GPS (the
 * worker re-encodes them and makes the thumbnails); then the bride, her answers, her photos and
 * one pending row per analysis step in one transaction. If anything fails after files were
 * stored, they are removed: nothing is half-saved.
 */
export async function submitSurvey(options: SubmitSurveyOptions): Promise<{ brideId: string }> {
  const { photos, limits } = options;
  if (photos.length > maxInspirationImages) throw new AppError('BAD_REQUEST', tooManyPhotosMessage);
  // Check every photo before storing any: one bad file and nothing is stored.
  const accepted: AcceptedPhoto[] = [];
  for (const photo of photos) accepted.push(await acceptSurveyPhoto(await photo.read(), photo.fileName, limits));
  return storeSurvey({ ...options, photos: accepted });
}

export type StoreSurveyOptions = Omit<SubmitSurveyOptions, 'photos' | 'limits'> & { photos: AcceptedPhoto[] };

/** Stores a survey whose photos were all accepted (acceptSurveyPhoto), as submitSurvey says. */
export async function storeSurvey(options: StoreSurveyOptions): Promise<{ brideId: string }> {
  const { sql, storage, boutiqueId, answers, photos: accepted } = options;
  if (accepted.length > maxInspirationImages) throw new AppError('BAD_REQUEST', tooManyPhotosMessage);

  const brideId = randomUUID();
  const stored: string[] = [];
  try {
    const records: {
      id: string;
      bride_id: string;
      boutique_id: number;
      position: number;
      storage_key: string;
      content_type: string;
      width: number;
      height: number;
      bytes: number;
    }[] = [];
    for (const [position, photo] of accepted.entries()) {
      const photoId = randomUUID();
      const key = photoKeys(boutiqueId, brideId, photoId).upload;
      await storage.put(key, photo.bytes, photo.contentType);
      stored.push(key);
      records.push({
        id: photoId,
        bride_id: brideId,
        boutique_id: boutiqueId,
        position,
        storage_key: key,
        content_type: photo.contentType,
        width: photo.width,
        height: photo.height,
        bytes: photo.bytes.length,
      });
    }
    await sql.begin(async (tx) => {
      await tx`
        INSERT INTO brides (id, boutique_id, name, wedding_date, wedding_venue, wedding_location, answers,
                            demo_trial_id, demo_seed)
        VALUES (${brideId}, ${boutiqueId}, ${answers.name}, ${answers.weddingDate || null}, ${answers.weddingVenue},
                ${answers.weddingLocation}, ${tx.json(answers as never)}, ${options.demoTrialId ?? null},
                ${options.demoSeed ?? false})`;
      for (const record of records) {
        await tx`
          INSERT INTO bride_photos (id, bride_id, boutique_id, position, storage_key, content_type, width, height,
                                    bytes, status)
          VALUES (${record.id}, ${record.bride_id}, ${record.boutique_id}, ${record.position}, ${record.storage_key},
                  ${record.content_type}, ${record.width}, ${record.height}, ${record.bytes}, 'uploaded')`;
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
