import { randomUUID } from 'node:crypto';
import type { SurveyAnswers } from '@bridal/shared/survey/survey-schema';
import { maxInspirationImages, tooManyInspirationImagesMessage } from '@bridal/shared/survey/survey-options';
import type { FlowProducer } from 'bullmq';
import type { Redis } from 'ioredis';
import { bookingLinkMessages } from '@bridal/shared/appointments/booking';
import { analysisSteps } from '../plans/analysis-schemas';
import { type AppointmentLink, openAppointmentLink } from '../appointments/links/open-appointment-link';
import { claimAppointmentLink } from '../appointments/links/spend-appointment-link';
import { type DashboardChanges, markDashboardChanged } from '../dashboard-version/dashboard-version';
import type { Sql } from '../db/create-sql';
import { AppError } from '../errors/app-error';
import type { Logger } from '../logging/create-logger';
import { acceptPhoto, type AcceptedPhoto } from '../photos/accept-photo';
import { PhotoRejectedError } from '../photos/photo-rejected-error';
import { enqueueAnalysisWithin } from '../analysis/analysis-jobs';
import type { ObjectStorage } from '../storage/object-storage';
import { photoKeys } from '../storage/storage-keys';
import { claimStagedPhotos, loadStagedPhotos } from './claim-staged-photos';
import { findSentSurvey } from './find-sent-survey';
import { issueSurveyBookLink } from './issue-survey-book-link';
import { surveySendKeyHash } from './survey-send-key';

export const unknownBoutiqueMessage =
  "We couldn't find this boutique. Please check the survey link your boutique sent you.";

/** How long a bride waits for the queue before her survey is answered anyway. */
const enqueueTimeoutMs = 2_000;

export interface UploadedPhoto {
  fileName: string;
  /** Read when the photo's turn comes, so only one upload is copied in memory at a time. */
  read(): Promise<Buffer>;
}

export interface PhotoLimits {
  maxBytes: number;
  maxPixels: number;
}

/** Where a stored survey is announced: its analysis queued and its boutique's dashboards told. */
export interface SurveyAnnouncement {
  analysisFlow: FlowProducer;
  redis: Redis;
  redisPrefix: string;
  logger: Logger;
  /** The API's dashboard counters in memory (see DashboardChanges.versions). */
  versions?: DashboardChanges['versions'];
}

export interface SubmitSurveyOptions {
  sql: Sql;
  storage: ObjectStorage;
  boutiqueId: number;
  answers: SurveyAnswers;
  /** Every photo already accepted (acceptSurveyPhoto or acceptSurveyPhotos). */
  photos: AcceptedPhoto[];
  /**
   * Photos sent ahead (stageSurveyPhoto), in her order, after `photos`: each must be this
   * boutique's, unexpired and unclaimed, or the survey is refused; claimed, they are hers.
   */
  stagedPhotoIds?: readonly string[];
  /** Demo boutique: the trial whose visitor sent her (seen by that visitor only, deleted after an hour). */
  demoTrialId?: string | null;
  /** Demo boutique: one of the seeded showcase brides, seen by every visitor. */
  demoSeed?: boolean;
  /**
   * Omitted by the demo seed (it analyses its brides itself) and by tests that drive the worker
   * by hand: the bride is then stored only.
   */
  announce?: SurveyAnnouncement;
  /** When she sent it (the demo seed records the past); the database's clock by default. */
  now?: Date;
  /**
   * A walk-in's invite token (the survey page's ?invite=, a 'book' link of this boutique): her
   * answers fill in her own record, booked by staff with her name only, instead of making a new
   * bride. Spent with it.
   */
  inviteToken?: string;
  /** The public survey's thanks page offers her a link to book (a walk-in came booked already). */
  offerBooking?: boolean;
  /**
   * The key her device sends with every try of this survey (a UUID, checked at the edge): a second
   * send with it is answered as the first was, and two at once make one bride.
   */
  sendKey?: string;
}

export interface SubmittedSurvey {
  brideId: string;
  /** Her link to book an appointment (only its hash is kept); null for a walk-in or when not offered. */
  bookingToken: string | null;
  /** The answer of an earlier send with the same key, given again; nothing was stored this time. */
  replayed?: boolean;
}

export const surveyAlreadyInMessage = 'Your survey is already in. Thank you!';

/** Checks one upload by its bytes and strips its metadata; a refusal is the bride's clear 400 or 413. */
export async function acceptSurveyPhoto(bytes: Buffer, fileName: string, limits: PhotoLimits): Promise<AcceptedPhoto> {
  try {
    return await acceptPhoto(bytes, { ...limits, fileName });
  } catch (error) {
    if (error instanceof PhotoRejectedError) {
      throw new AppError(error.status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST', error.message);
    }
    throw error;
  }
}

/** Every upload accepted, one at a time; one bad file refuses them all, before anything is stored. */
export async function acceptSurveyPhotos(photos: UploadedPhoto[], limits: PhotoLimits): Promise<AcceptedPhoto[]> {
  refuseTooManyPhotos(photos.length);
  const accepted: AcceptedPhoto[] = [];
  for (const photo of photos) accepted.push(await acceptSurveyPhoto(await photo.read(), photo.fileName, limits));
  return accepted;
}

function refuseTooManyPhotos(count: number): void {
  if (count > maxInspirationImages) throw new AppError('BAD_REQUEST', tooManyInspirationImagesMessage);
}

/**
 * A bride's survey submitted: a walk-in's invite opened, her survey stored (storeSurvey), then,
 * when `announce` is given, her analysis queued and marked so, and her boutique's dashboards told
 * to refresh; last her link to book, when offered and she has no appointment yet. A survey sent
 * again with the key of one stored already gets that one's answer, and nothing is stored twice.
 */
export async function submitSurvey(options: SubmitSurveyOptions): Promise<SubmittedSurvey> {
  const { sql, boutiqueId, inviteToken, sendKey } = options;
  const offersBooking = Boolean(options.offerBooking && !inviteToken);
  const sentEarlier = async () => {
    if (!sendKey) return undefined;
    const earlier = await findSentSurvey({ sql, boutiqueId, sendKey, offersBooking });
    return earlier && { ...earlier, replayed: true };
  };
  const earlier = await sentEarlier();
  if (earlier) return earlier;
  let brideId: string;
  try {
    const invite = inviteToken ? await openAppointmentLink({ sql, token: inviteToken, purpose: 'book' }) : undefined;
    ({ brideId } = await storeSurvey(options, invite));
  } catch (error) {
    // A send racing with one of the same key lost (its bride, a photo both named, a spent invite):
    // the winner's answer is this one's too.
    const winner = await sentEarlier().catch(() => undefined);
    if (winner) return winner;
    throw error;
  }
  if (options.announce) {
    const preparePhotos = options.photos.length + (options.stagedPhotoIds?.length ?? 0) > 0;
    await announceSurvey(sql, options.announce, { boutiqueId, brideId, preparePhotos });
  }
  const bookingToken = offersBooking ? await issueSurveyBookLink({ sql, boutiqueId, brideId, sendKey }) : null;
  return { brideId, bookingToken };
}

async function announceSurvey(
  sql: Sql,
  announce: SurveyAnnouncement,
  { boutiqueId, brideId, preparePhotos }: { boutiqueId: number; brideId: string; preparePhotos: boolean },
) {
  const { analysisFlow, redis, redisPrefix, logger, versions } = announce;
  // The bride is safely stored; if the queue is down, housekeeping starts her analysis later.
  try {
    await enqueueAnalysisWithin(analysisFlow, redisPrefix, brideId, enqueueTimeoutMs, { preparePhotos });
    await sql`UPDATE brides SET enqueued_at = now() WHERE id = ${brideId}`;
  } catch (error) {
    logger.warn({ err: error, brideId }, 'analysis not queued yet; housekeeping will retry');
  }
  await markDashboardChanged({ redis, prefix: redisPrefix, logger, versions }, boutiqueId);
}

/**
 * Stores a bride's survey whose photos were all accepted (checked by their bytes and stripped of
 * EXIF and GPS; the worker re-encodes them and makes the thumbnails): the photos, then the bride,
 * her answers, her photos' rows and one pending row per analysis step in one transaction. If
 * anything fails after files were stored, they are removed: nothing is half-saved.
 */
async function storeSurvey(options: SubmitSurveyOptions, invite?: AppointmentLink): Promise<{ brideId: string }> {
  const { sql, storage, boutiqueId, answers } = options;
  const sendKeyHash = options.sendKey ? surveySendKeyHash(options.sendKey) : null;
  const stagedPhotoIds = options.stagedPhotoIds ?? [];
  refuseTooManyPhotos(options.photos.length + stagedPhotoIds.length);

  if (invite && invite.boutiqueId !== boutiqueId) throw new AppError('NOT_FOUND', bookingLinkMessages.invalid);
  const staged = await loadStagedPhotos({ sql, storage, boutiqueId, photoIds: stagedPhotoIds });
  const accepted = [...options.photos, ...staged.map((photo) => photo.photo)];
  const brideId = invite?.brideId ?? randomUUID();
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
      // First: a photo another survey claimed meanwhile refuses this one before anything is written.
      await claimStagedPhotos(tx, { boutiqueId, photoIds: stagedPhotoIds });
      if (invite) {
        // Hers, booked by staff as a walk-in: 'awaiting_survey' becomes 'analyzing' as a new bride's is.
        await claimAppointmentLink(tx, invite);
        const filled = await tx`
          UPDATE brides
          SET name = ${answers.name}, wedding_date = ${answers.weddingDate || null},
              wedding_venue = ${answers.weddingVenue}, wedding_location = ${answers.weddingLocation},
              answers = ${tx.json(answers as never)}, status = 'analyzing', submitted_at = ${options.now ?? tx`now()`},
              survey_send_key_hash = ${sendKeyHash}, updated_at = now()
          WHERE id = ${brideId} AND boutique_id = ${boutiqueId} AND status = 'awaiting_survey'
          RETURNING id`;
        if (filled.length === 0) throw new AppError('CONFLICT', surveyAlreadyInMessage);
      } else {
        await tx`
          INSERT INTO brides (id, boutique_id, name, wedding_date, wedding_venue, wedding_location, answers,
                              demo_trial_id, demo_seed, submitted_at, survey_send_key_hash)
          VALUES (${brideId}, ${boutiqueId}, ${answers.name}, ${answers.weddingDate || null}, ${answers.weddingVenue},
                  ${answers.weddingLocation}, ${tx.json(answers as never)}, ${options.demoTrialId ?? null},
                  ${options.demoSeed ?? false}, ${options.now ?? tx`now()`}, ${sendKeyHash})`;
      }
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
    // After the commit: the photos are hers now; a staged file left behind names no row.
    if (staged.length > 0) await storage.deleteMany(staged.map((photo) => photo.storageKey)).catch(() => undefined);
    return { brideId };
  } catch (error) {
    await storage.deleteMany(stored).catch(() => undefined);
    throw error;
  }
}
