import { maxInspirationImages } from '@bridal/shared/survey/survey-options';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { acceptsBody } from '../../http/route-body';
import { lookUpSurveyBoutique, stageSurveyPhotoHandler, submitSurveyHandler, surveyStatus } from './surveys.handlers';

/** Every photo at its limit, and room for the answers around them. */
const surveyBody = acceptsBody({
  maxBytes: (env) => env.PHOTO_MAX_BYTES * maxInspirationImages + 2 * 1024 * 1024,
  upload: true,
});

/** One photo at its limit, and room for the form around it. */
const stagedPhotoBody = acceptsBody({ maxBytes: (env) => env.PHOTO_MAX_BYTES + 64 * 1024, upload: true });

/** Mounted at /api/surveys. */
export const surveysRoutes = new Hono<AppEnv>()
  .post('/', surveyBody, submitSurveyHandler)
  .get('/:brideId/status', surveyStatus);

/** Mounted at /api/survey-boutiques: the boutique a survey link names. */
export const surveyBoutiquesRoutes = new Hono<AppEnv>()
  .get('/:slug', lookUpSurveyBoutique)
  // One photo sent ahead of the survey, so a dropped connection costs that photo only.
  .post('/:slug/photos', stagedPhotoBody, stageSurveyPhotoHandler);
