import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { lookUpSurveyBoutique, submitSurveyHandler, surveyStatus } from './surveys.handlers';

export const surveysRoutes = new Hono<AppEnv>()
  .get('/survey-boutiques/:slug', lookUpSurveyBoutique)
  .post('/surveys', submitSurveyHandler)
  .get('/surveys/:brideId/status', surveyStatus);
