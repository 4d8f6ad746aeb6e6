import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import {
  bookAppointmentHandler,
  cancelAppointmentHandler,
  listAppointmentsHandler,
  listSlotsHandler,
  markNoShowHandler,
  startAppointmentHandler,
  updateAppointmentHandler,
} from './appointments.handlers';
import { readAppointmentHandler, saveChecklistDressHandler } from './appointment-session.handlers';
import { recordOutcomeHandler } from './outcome.handlers';
import { bookWalkInHandler, sendSurveyLinkHandler } from './walk-in.handlers';

/** Mounted at /api/appointments. Fixed paths come before '/:appointmentId'. */
export const appointmentsRoutes = new Hono<AppEnv>()
  .get('/', listAppointmentsHandler)
  .post('/', bookAppointmentHandler)
  .get('/slots', listSlotsHandler)
  .post('/walk-in', bookWalkInHandler)
  .post('/survey-link', sendSurveyLinkHandler)
  .patch('/:appointmentId', updateAppointmentHandler)
  .post('/:appointmentId/cancel', cancelAppointmentHandler)
  .post('/:appointmentId/no-show', markNoShowHandler)
  .post('/:appointmentId/start', startAppointmentHandler)
  .get('/:appointmentId', readAppointmentHandler)
  .put('/:appointmentId/dresses/:dressKey', saveChecklistDressHandler)
  .put('/:appointmentId/outcome', recordOutcomeHandler);
