import { rolesOf } from '@bridal/server/auth/role-mapping';
import { readBoutiqueSchedule } from '@bridal/server/appointments/schedule/boutique-schedule';
import { listFreeSlots } from '@bridal/server/appointments/schedule/free-slots';
import { readAppointmentSummary } from '@bridal/server/appointments/staff/appointment-summaries';
import { bookByStaff } from '@bridal/server/appointments/staff/book-by-staff';
import { cancelByStaff, changeAppointment } from '@bridal/server/appointments/staff/change-appointment';
import { offerAfterChange } from '@bridal/server/waitlist/offer-freed-places';
import { listAppointments } from '@bridal/server/appointments/staff/list-appointments';
import { markNoShow } from '@bridal/server/appointments/staff/mark-no-show';
import { confirmByStaff } from '@bridal/server/appointments/texts/confirm-by-staff';
import type { StaffActionOptions, StaffActor } from '@bridal/server/appointments/staff/staff-access';
import { startAppointment } from '@bridal/server/appointments/staff/start-appointment';
import { AppError } from '@bridal/server/errors/app-error';
import {
  type AppointmentResponse,
  appointmentsQuerySchema,
  bookAppointmentSchema,
  type SlotsResponse,
  scheduleMessages,
  slotsQuerySchema,
  updateAppointmentSchema,
} from '@bridal/shared/appointments/schedule';
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { appointmentDepsOf } from '../../http/appointment-deps';
import { dashboardChangesOf } from '../../http/dashboard-changes';
import { uuidParam } from '../../http/uuid-param';
import { checkedBrideId, checkedConsultantId } from './body-ids';
import { requireAccount } from '../../middleware/session';
import { describeRoute } from '../../http/describe-route';

type Ctx = Context<AppEnv>;

/** The signed-in staff member as the schedule's rules see her. */
export function staffActor(c: Ctx): StaffActor & { boutiqueId: number } {
  const account = requireAccount(c);
  return {
    boutiqueId: account.boutiqueId,
    userId: account.userId,
    isAdmin: rolesOf(account.role).userType === 'admin',
  };
}

const appointmentId = (c: Ctx) => uuidParam(c, 'appointmentId', scheduleMessages.notFound);

/** The appointment as the schedule shows it, after a write. */
async function answerAppointment(c: Ctx, boutiqueId: number, id: string, status: 200 | 201 = 200) {
  const { sql } = c.var.deps;
  const schedule = await readBoutiqueSchedule(sql, boutiqueId);
  const appointment = await readAppointmentSummary(sql, schedule, boutiqueId, id);
  if (!appointment) throw new AppError('NOT_FOUND', scheduleMessages.notFound);
  return c.json({ appointment } satisfies AppointmentResponse, status);
}

export const listAppointmentsRoute = describeRoute({
  summary: 'List the appointments of a range (the schedule)',
  tags: ['Appointments'],
  query: appointmentsQuerySchema,
  apiKey: 'read',
});

/** GET /api/appointments?from=&to=&consultantId=&brideId= (staff): the schedule of a range. */
export async function listAppointmentsHandler(c: Ctx) {
  const actor = staffActor(c);
  const query = await listAppointmentsRoute.query(c);
  checkedBrideId(query.brideId);
  checkedConsultantId(query.consultantId);
  const answer = await listAppointments({ sql: c.var.deps.sql, boutiqueId: actor.boutiqueId, actor, query });
  return c.json(answer);
}

export const listSlotsRoute = describeRoute({
  summary: 'List the free times to book',
  tags: ['Appointments'],
  query: slotsQuerySchema,
  apiKey: 'read',
});

/** GET /api/appointments/slots?from=&days=&appointmentTypeId= (staff): free times for the booking dialogs. */
export async function listSlotsHandler(c: Ctx) {
  const actor = staffActor(c);
  const query = await listSlotsRoute.query(c);
  const { sql } = c.var.deps;
  const [schedule, slots] = await Promise.all([
    readBoutiqueSchedule(sql, actor.boutiqueId),
    listFreeSlots(sql, actor.boutiqueId, {
      from: query.from ? new Date(query.from) : undefined,
      days: query.days,
      appointmentTypeId: query.appointmentTypeId,
    }),
  ]);
  return c.json({ timeZone: schedule.timeZone, slots } satisfies SlotsResponse);
}

export const bookAppointmentRoute = describeRoute({
  summary: 'Book an appointment for a bride (her confirmation e-mail follows)',
  tags: ['Appointments'],
  body: bookAppointmentSchema,
  apiKey: 'write',
});

/** POST /api/appointments { brideId, startsAt, consultantId?, appointmentTypeId?, partySize? } (staff): books her; her e-mail follows. */
export async function bookAppointmentHandler(c: Ctx) {
  const actor = staffActor(c);
  const body = await bookAppointmentRoute.body(c);
  checkedBrideId(body.brideId);
  checkedConsultantId(body.consultantId);
  const booked = await bookByStaff(appointmentDepsOf(c), { boutiqueId: actor.boutiqueId, actor, ...body });
  c.var.logger.info({ appointmentId: booked.id, brideId: body.brideId }, 'appointment booked by staff');
  return answerAppointment(c, actor.boutiqueId, booked.id, 201);
}

export const updateAppointmentRoute = describeRoute({
  summary: 'Move an appointment, or give it to a consultant',
  tags: ['Appointments'],
  body: updateAppointmentSchema,
  apiKey: 'write',
});

/** PATCH /api/appointments/{id} { startsAt?, consultantId? } (staff): moves it and/or gives it to a consultant. */
export async function updateAppointmentHandler(c: Ctx) {
  const actor = staffActor(c);
  const body = await updateAppointmentRoute.body(c);
  const id = appointmentId(c);
  checkedConsultantId(body.consultantId);
  const answerId = await changeAppointment(appointmentDepsOf(c), {
    boutiqueId: actor.boutiqueId,
    actor,
    appointmentId: id,
    ...body,
  });
  // A move frees its old place: the day's waitlist is offered it.
  if (answerId !== id) await offerAfterChange(c.var.deps, actor.boutiqueId, answerId);
  return answerAppointment(c, actor.boutiqueId, answerId);
}

export const cancelAppointmentRoute = describeRoute({
  summary: 'Cancel an appointment',
  tags: ['Appointments'],
  apiKey: 'write',
});

/** POST /api/appointments/{id}/cancel (staff). */
export async function cancelAppointmentHandler(c: Ctx) {
  const actor = staffActor(c);
  const id = appointmentId(c);
  await cancelByStaff(appointmentDepsOf(c), { boutiqueId: actor.boutiqueId, actor, appointmentId: id });
  await offerAfterChange(c.var.deps, actor.boutiqueId, id);
  return answerAppointment(c, actor.boutiqueId, id);
}

/** A staff action on the route's appointment; answers the appointment as it now stands. */
async function staffAction(c: Ctx, action: (options: StaffActionOptions) => Promise<void>) {
  const actor = staffActor(c);
  const id = appointmentId(c);
  await action({
    sql: c.var.deps.sql,
    changes: dashboardChangesOf(c),
    boutiqueId: actor.boutiqueId,
    appointmentId: id,
    actor,
  });
  return { actor, id };
}

/** POST /api/appointments/{id}/no-show (staff): once its start has passed. */
export async function markNoShowHandler(c: Ctx) {
  const { actor, id } = await staffAction(c, markNoShow);
  c.var.logger.info({ appointmentId: id }, 'appointment marked no-show');
  return answerAppointment(c, actor.boutiqueId, id);
}

export const confirmAppointmentRoute = describeRoute({
  summary: 'Mark an appointment confirmed by the bride',
  description: 'Staff record that she confirmed (by phone, in person); a text reply of C does it on its own.',
  tags: ['Appointments'],
  apiKey: 'write',
});

/** POST /api/appointments/{id}/confirm (staff): she confirmed, told to staff (confirmed_via 'staff'). */
export async function confirmAppointmentHandler(c: Ctx) {
  const { actor, id } = await staffAction(c, confirmByStaff);
  c.var.logger.info({ appointmentId: id }, 'appointment confirmed by staff');
  return answerAppointment(c, actor.boutiqueId, id);
}

/** POST /api/appointments/{id}/start (staff): 'Start Consultation', from 30 minutes before. */
export async function startAppointmentHandler(c: Ctx) {
  const { actor, id } = await staffAction(c, startAppointment);
  return answerAppointment(c, actor.boutiqueId, id);
}
