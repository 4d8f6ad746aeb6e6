import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import {
  bookAppointmentHandler,
  bookAppointmentRoute,
  cancelAppointmentHandler,
  cancelAppointmentRoute,
  confirmAppointmentHandler,
  confirmAppointmentRoute,
  listAppointmentsHandler,
  listAppointmentsRoute,
  listSlotsHandler,
  listSlotsRoute,
  markNoShowHandler,
  startAppointmentHandler,
  updateAppointmentHandler,
  updateAppointmentRoute,
} from './appointments.handlers';
import {
  readAppointmentHandler,
  readAppointmentRoute,
  saveChecklistDressHandler,
} from './appointment-session.handlers';
import { recordOutcomeHandler, recordOutcomeRoute } from './outcome.handlers';
import { bookWalkInHandler, sendSurveyLinkHandler } from './walk-in.handlers';

/** Mounted at /api/appointments. Fixed paths come before '/:appointmentId'. */
export const appointmentsRoutes = new Hono<AppEnv>()
  .get('/', listAppointmentsRoute, listAppointmentsHandler)
  .post('/', bookAppointmentRoute, bookAppointmentHandler)
  .get('/slots', listSlotsRoute, listSlotsHandler)
  .post('/walk-in', bookWalkInHandler)
  .post('/survey-link', sendSurveyLinkHandler)
  .patch('/:appointmentId', updateAppointmentRoute, updateAppointmentHandler)
  .post('/:appointmentId/cancel', cancelAppointmentRoute, cancelAppointmentHandler)
  .post('/:appointmentId/no-show', markNoShowHandler)
  .post('/:appointmentId/start', startAppointmentHandler)
  .post('/:appointmentId/confirm', confirmAppointmentRoute, confirmAppointmentHandler)
  .get('/:appointmentId', readAppointmentRoute, readAppointmentHandler)
  .put('/:appointmentId/dresses/:dressKey', saveChecklistDressHandler)
  .put('/:appointmentId/outcome', recordOutcomeRoute, recordOutcomeHandler);
