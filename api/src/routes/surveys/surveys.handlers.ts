import { readAnalysisStatus } from '@bridal/server/analysis/read-analysis-status';
import { AppError } from '@bridal/server/errors/app-error';
import { validateWithSchema } from '@bridal/server/errors/validate-with-schema';
import { findSurveyBoutique } from '@bridal/server/survey/find-survey-boutique';
import { acceptSurveyPhoto, submitSurvey, unknownBoutiqueMessage } from '@bridal/server/survey/submit-survey';
import { refuseMalformedStagedPhotoIds } from '@bridal/server/survey/claim-staged-photos';
import { stageSurveyPhoto } from '@bridal/server/survey/stage-survey-photo';
import type { StagedPhotoResponse } from '@bridal/shared/survey/survey-photos';
import {
  surveyFlagFields,
  surveyListFields,
  surveyStagedPhotoField,
  surveyTextFields,
} from '@bridal/shared/survey/survey-fields';
import type { SubmitSurveyResponse, SurveyBoutique } from '@bridal/shared/survey/survey-responses';
import { boutiqueSlugOf, surveyAnswersSchema } from '@bridal/shared/survey/survey-schema';
import { isSurveySendKey, surveySendKeyHeader, surveySendKeyMessage } from '@bridal/shared/survey/survey-send-key';
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { clientIp } from '../../http/client-ip';
import { readSurveyForm } from './read-survey-form';
import { readStagedPhotoForm } from './read-staged-photo-form';

type Ctx = Context<AppEnv>;

export async function lookUpSurveyBoutique(c: Ctx) {
  const boutique = await findSurveyBoutique(c.var.deps.sql, c.req.param('slug') ?? '');
  if (!boutique) throw new AppError('NOT_FOUND', unknownBoutiqueMessage);
  return c.json({ name: boutique.name, slug: boutique.slug, isDemo: boutique.isDemo } satisfies SurveyBoutique);
}

/** The survey's send key, when her device sent one: a UUID, or the request is refused before its body is read. */
function surveySendKey(c: Ctx): string | undefined {
  const sendKey = c.req.header(surveySendKeyHeader);
  if (sendKey === undefined) return undefined;
  if (!isSurveySendKey(sendKey.trim())) throw new AppError('BAD_REQUEST', surveySendKeyMessage);
  return sendKey.trim();
}

/**
 * POST /api/surveys: public; the bride's answers and photos in, her id out. A send with the key of
 * one stored already is answered as that one was (201, the same bride and booking link).
 */
export async function submitSurveyHandler(c: Ctx) {
  const { sql, storage, redis, rateLimiter, env, analysisFlow, logger } = c.var.deps;
  await rateLimiter.consume('surveySubmitByIp', clientIp(c));
  const sendKey = surveySendKey(c);
  const form = await readSurveyForm(c, { maxBytes: env.PHOTO_MAX_BYTES, maxPixels: env.PHOTO_MAX_PIXELS });
  const input: Record<string, unknown> = {};
  for (const field of surveyTextFields) input[field] = form.texts.get(field)?.[0] ?? '';
  for (const field of surveyListFields) input[field] = form.texts.get(field) ?? [];
  for (const field of surveyFlagFields) input[field] = form.texts.get(field)?.[0];
  const answers = await validateWithSchema(surveyAnswersSchema, input, { textInput: true });
  // Photos sent ahead, by id (the request's own form: each a UUID, named once).
  const stagedPhotoIds = form.texts.get(surveyStagedPhotoField) ?? [];
  refuseMalformedStagedPhotoIds(stagedPhotoIds);

  const boutique = await findSurveyBoutique(sql, boutiqueSlugOf(answers));
  if (!boutique) throw new AppError('BAD_REQUEST', unknownBoutiqueMessage);
  if (form.photoError !== undefined) throw form.photoError;

  const photos = form.photos;
  const { brideId, bookingToken, replayed } = await submitSurvey({
    sendKey,
    // A walk-in's link (?invite=): her answers fill in the record staff booked for her.
    inviteToken: c.req.query('invite'),
    offerBooking: true,
    sql,
    storage,
    boutiqueId: boutique.id,
    answers,
    photos,
    stagedPhotoIds,
    // A demo visitor's bride is hers alone; one sent without demo access is seen by nobody.
    demoTrialId: boutique.isDemo ? (c.var.demoVisitor?.trialId ?? null) : null,
    announce: { analysisFlow, redis, redisPrefix: env.REDIS_PREFIX, logger, versions: c.var.deps.dashboardVersions },
  });
  if (replayed) {
    logger.info({ brideId, boutiqueId: boutique.id }, 'survey sent again with its key; first answer given again');
    c.header('Idempotent-Replayed', 'true');
  } else {
    logger.info(
      { brideId, boutiqueId: boutique.id, photos: photos.length + stagedPhotoIds.length },
      'survey submitted',
    );
  }
  return c.json({ brideId, bookingToken } satisfies SubmitSurveyResponse, 201);
}

/**
 * POST /api/survey-boutiques/:slug/photos: public, as the survey is; one photo checked by its
 * bytes, stripped of its metadata and kept for this boutique's surveys only, its id out.
 */
export async function stageSurveyPhotoHandler(c: Ctx) {
  const { sql, storage, rateLimiter, env } = c.var.deps;
  await rateLimiter.consume('surveyPhotoByIp', clientIp(c));
  // The link names the resource: an unknown one is answered 404 before its photo is read.
  const boutique = await findSurveyBoutique(sql, c.req.param('slug') ?? '');
  if (!boutique) throw new AppError('NOT_FOUND', unknownBoutiqueMessage);
  const form = await readStagedPhotoForm(c, { maxBytes: env.PHOTO_MAX_BYTES });
  const photo = await acceptSurveyPhoto(form.bytes, form.fileName, {
    maxBytes: env.PHOTO_MAX_BYTES,
    maxPixels: env.PHOTO_MAX_PIXELS,
  });
  const staged = await stageSurveyPhoto({ sql, storage, boutiqueId: boutique.id, photo });
  return c.json(staged satisfies StagedPhotoResponse, 201);
}

/** Only the progress, to whoever holds the (unguessable) bride id. */
export async function surveyStatus(c: Ctx) {
  const brideId = c.req.param('brideId') ?? '';
  const status = /^[0-9a-f-]{36}$/i.test(brideId) ? await readAnalysisStatus(c.var.deps.sql, brideId) : undefined;
  if (!status) throw new AppError('NOT_FOUND', 'No survey with this id.');
  return c.json(status);
}
