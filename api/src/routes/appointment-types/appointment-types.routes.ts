import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import * as h from './appointment-types.handlers';

/** Mounted at /api/appointment-types (staff read, owners and admins edit). Fixed paths before '/:appointmentTypeId'. */
export const appointmentTypesRoutes = new Hono<AppEnv>()
  .get('/', h.listAppointmentTypesRoute, h.listAppointmentTypesHandler)
  .post('/', h.createAppointmentTypeHandler)
  .post('/rooms', h.createFittingRoomHandler)
  .put('/rooms/:fittingRoomId', h.updateFittingRoomRoute, h.updateFittingRoomHandler)
  .delete('/rooms/:fittingRoomId', h.removeFittingRoomRoute, h.removeFittingRoomHandler)
  .put('/:appointmentTypeId', h.updateAppointmentTypeRoute, h.updateAppointmentTypeHandler)
  .delete('/:appointmentTypeId', h.removeAppointmentTypeRoute, h.removeAppointmentTypeHandler);
