import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import {
  markReviewSeenHandler,
  readBehaviourFiguresHandler,
  readBehavioursHandler,
  readScoreCardHandler,
  readScoreCardNotesHandler,
  reviewScoreCardHandler,
  saveBehavioursHandler,
  saveScoreCardHandler,
} from './score-cards.handlers';

/** Mounted at /api/appointments: an appointment's score card and its review. */
export const appointmentScoreCardRoutes = new Hono<AppEnv>()
  .get('/:appointmentId/score-card', readScoreCardHandler)
  .put('/:appointmentId/score-card', saveScoreCardHandler)
  .put('/:appointmentId/score-card/review', reviewScoreCardHandler)
  .post('/:appointmentId/score-card/seen', markReviewSeenHandler);

/** Mounted at /api/score-cards: the boutique's behaviours, the reader's review notes, the figures. */
export const scoreCardsRoutes = new Hono<AppEnv>()
  .get('/behaviours', readBehavioursHandler)
  .put('/behaviours', saveBehavioursHandler)
  .get('/notes', readScoreCardNotesHandler)
  .get('/figures', readBehaviourFiguresHandler);
