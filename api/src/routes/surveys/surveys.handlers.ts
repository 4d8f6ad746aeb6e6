import { readAnalysisStatus } from '@bridal/server/analysis/read-analysis-status';
import { AppError } from '@bridal/server/errors/app-error';
import { validateWithSchema } from '@bridal/server/errors/validate-with-schema';
import { findSurveyBoutique } from '@bridal/server/survey/find-survey-boutique';
import { submitSurvey, unknownBoutiqueMessage } from '@bridal/server/survey/submit-survey';
import { surveyFlagFields, surveyListFields, surveyTextFields } from '@bridal/shared/survey/survey-fields';
import type { SubmitSurveyResponse, SurveyBoutique } from '@bridal/shared/survey/survey-responses';
import { boutiqueSlugOf, surveyAnswersSchema } from '@bridal/shared/survey/survey-schema';
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { clientIp } from '../../http/client-ip';
import { readSurveyForm } from './read-survey-form';

type Ctx = Context<AppEnv>;

export async function lookUpSurveyBoutique(c: Ctx) {
  const boutique = await findSurveyBoutique(c.var.deps.sql, c.req.param('slug') ?? '');
  if (!boutique) throw new AppError('NOT_FOUND', unknownBoutiqueMessage);
  return c.json({ name: boutique.name, slug: boutique.slug, isDemo: boutique.isDemo } satisfies SurveyBoutique);
}

/** POST /api/surveys: public; the bride's answers and photos in, her id out. */
export async function submitSurveyHandler(c: Ctx) {
  const { sql, storage, redis, rateLimiter, env, analysisFlow, logger } = c.var.deps;
  await rateLimiter.consume('surveySubmitByIp', clientIp(c));
  const form = await readSurveyForm(c, { maxBytes: env.PHOTO_MAX_BYTES, maxPixels: env.PHOTO_MAX_PIXELS });
  const input: Record<string, unknown> = {};
  for (const field of surveyTextFields) input[field] = form.texts.get(field)?.[0] ?? '';
  for (const field of surveyListFields) input[field] = form.texts.get(field) ?? [];
  for (const field of surveyFlagFields) input[field] = form.texts.get(field)?.[0];
  const answers = await validateWithSchema(surveyAnswersSchema, input, { textInput: true });

  const boutique = await findSurveyBoutique(sql, boutiqueSlugOf(answers));
  if (!boutique) throw new AppError('BAD_REQUEST', unknownBoutiqueMessage);
  if (form.photoError !== undefined) throw form.photoError;

  const photos = form.photos;
  const { brideId, bookingToken } = await submitSurvey({
    // A walk-in's link (?invite=): her answers fill in the record staff booked for her.
    inviteToken: c.req.query('invite'),
    offerBooking: true,
    sql,
    storage,
    boutiqueId: boutique.id,
    answers,
    photos,
    // A demo visitor's bride is hers alone; one sent without demo access is seen by nobody.
    demoTrialId: boutique.isDemo ? (c.var.demoVisitor?.trialId ?? null) : null,
    announce: { analysisFlow, redis, redisPrefix: env.REDIS_PREFIX, logger, versions: c.var.deps.dashboardVersions },
  });
  logger.info({ brideId, boutiqueId: boutique.id, photos: photos.length }, 'survey submitted');
  return c.json({ brideId, bookingToken } satisfies SubmitSurveyResponse, 201);
}

/** Only the progress, to whoever holds the (unguessable) bride id. */
export async function surveyStatus(c: Ctx) {
  const brideId = c.req.param('brideId') ?? '';
  const status = /^[0-9a-f-]{36}$/i.test(brideId) ? await readAnalysisStatus(c.var.deps.sql, brideId) : undefined;
  if (!status) throw new AppError('NOT_FOUND', 'No survey with this id.');
  return c.json(status);
}
