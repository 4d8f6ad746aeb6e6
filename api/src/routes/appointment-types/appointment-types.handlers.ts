import { listAppointmentTypes } from '@bridal/server/appointment-types/appointment-type-rows';
import {
  createAppointmentType,
  removeAppointmentType,
  updateAppointmentType,
} from '@bridal/server/appointment-types/save-appointment-type';
import {
  createFittingRoom,
  removeFittingRoom,
  updateFittingRoom,
} from '@bridal/server/appointment-types/save-fitting-room';
import {
  appointmentTypeMessages,
  appointmentTypeSchema,
  fittingRoomSchema,
} from '@bridal/shared/appointments/appointment-types';
import { validateWithSchema } from '@bridal/server/errors/validate-with-schema';
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { describeRoute } from '../../http/describe-route';
import { readJsonBody } from '../../http/read-json-body';
import { requireAdmin } from '../../http/require-role';
import { uuidParam } from '../../http/uuid-param';
import { requireAccount } from '../../middleware/session';

type Ctx = Context<AppEnv>;

const typeIdOf = (c: Ctx) => uuidParam(c, 'appointmentTypeId', appointmentTypeMessages.typeNotFound);
const roomIdOf = (c: Ctx) => uuidParam(c, 'fittingRoomId', appointmentTypeMessages.roomNotFoundById);

/** Owners and admins edit the types and rooms; every staff member reads them. */
const adminScope = (c: Ctx) => ({ sql: c.var.deps.sql, boutiqueId: requireAdmin(c).boutiqueId });

export const listAppointmentTypesRoute = describeRoute({
  summary: "List the boutique's appointment types and fitting rooms",
  tags: ['Appointment types'],
  apiKey: 'read',
});

/** GET /api/appointment-types (staff): the types and rooms in use. */
export async function listAppointmentTypesHandler(c: Ctx) {
  return c.json(await listAppointmentTypes(c.var.deps.sql, requireAccount(c).boutiqueId));
}

/**
 * POST /api/appointment-types (admins, in a session: adding types and rooms is setting the
 * boutique up, not an integration's job; an API key changes and removes them).
 */
export async function createAppointmentTypeHandler(c: Ctx) {
  const scope = adminScope(c);
  const request = await validateWithSchema(appointmentTypeSchema, await readJsonBody(c));
  const created = await createAppointmentType({ ...scope, request });
  c.var.logger.info({ appointmentTypeId: created.id }, 'appointment type created');
  return c.json(created, 201);
}

export const updateAppointmentTypeRoute = describeRoute({
  summary: 'Change an appointment type (booked appointments keep their length and buffer)',
  tags: ['Appointment types'],
  body: appointmentTypeSchema,
  apiKey: 'write',
});

/** PUT /api/appointment-types/{id} (admins). */
export async function updateAppointmentTypeHandler(c: Ctx) {
  const scope = adminScope(c);
  const typeId = typeIdOf(c);
  const request = await updateAppointmentTypeRoute.body(c);
  return c.json(await updateAppointmentType({ ...scope, typeId, request }));
}

export const removeAppointmentTypeRoute = describeRoute({
  summary: 'Remove an appointment type (archived, not deleted, when appointments name it)',
  tags: ['Appointment types'],
  apiKey: 'write',
});

/** DELETE /api/appointment-types/{id} (admins): { removed: 'deleted' | 'archived' }. */
export async function removeAppointmentTypeHandler(c: Ctx) {
  const scope = adminScope(c);
  return c.json(await removeAppointmentType({ ...scope, typeId: typeIdOf(c) }));
}

/** POST /api/appointment-types/rooms (admins, in a session, as a new type). */
export async function createFittingRoomHandler(c: Ctx) {
  const scope = adminScope(c);
  const request = await validateWithSchema(fittingRoomSchema, await readJsonBody(c));
  return c.json(await createFittingRoom({ ...scope, request }), 201);
}

export const updateFittingRoomRoute = describeRoute({
  summary: 'Rename a fitting room',
  tags: ['Appointment types'],
  body: fittingRoomSchema,
  apiKey: 'write',
});

/** PUT /api/appointment-types/rooms/{id} (admins). */
export async function updateFittingRoomHandler(c: Ctx) {
  const scope = adminScope(c);
  const roomId = roomIdOf(c);
  const request = await updateFittingRoomRoute.body(c);
  return c.json(await updateFittingRoom({ ...scope, roomId, request }));
}

export const removeFittingRoomRoute = describeRoute({
  summary: 'Remove a fitting room (archived, not deleted, when appointments name it)',
  tags: ['Appointment types'],
  apiKey: 'write',
});

/** DELETE /api/appointment-types/rooms/{id} (admins): { removed: 'deleted' | 'archived' }. */
export async function removeFittingRoomHandler(c: Ctx) {
  const scope = adminScope(c);
  return c.json(await removeFittingRoom({ ...scope, roomId: roomIdOf(c) }));
}
