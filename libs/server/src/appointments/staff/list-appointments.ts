import {
  type AppointmentsQuery,
  type AppointmentsResponse,
  scheduleLimits,
  scheduleMessages,
} from '@bridal/shared/appointments/schedule';
import type { Sql } from '../../db/create-sql';
import { AppError } from '../../errors/app-error';
import { readBoutiqueSchedule } from '../schedule/boutique-schedule';
import { readAppointmentSummaries } from './appointment-summaries';
import { requireBoutiqueBride, type StaffActor } from './staff-access';

export interface ListAppointmentsOptions {
  sql: Sql;
  boutiqueId: number;
  actor: StaffActor;
  query: AppointmentsQuery;
}

/**
 * GET /api/appointments: the boutique's appointments overlapping [from, to), cancelled ones
 * included, in time order. Admins see all; a consultant sees hers and the unassigned ones. A bride
 * or consultant of another boutique answers 404.
 */
export async function listAppointments(options: ListAppointmentsOptions): Promise<AppointmentsResponse> {
  const { sql, boutiqueId, actor, query } = options;
  if (query.brideId) await requireBoutiqueBride(sql, boutiqueId, query.brideId);
  if (query.consultantId) await requireTeamMemberOrFormer(sql, boutiqueId, query.consultantId);
  const schedule = await readBoutiqueSchedule(sql, boutiqueId);
  const appointments = await readAppointmentSummaries(sql, schedule, {
    boutiqueId,
    from: new Date(query.from),
    to: query.to ? new Date(query.to) : new Date(Date.parse(query.from) + scheduleLimits.defaultRangeDays * 86_400_000),
    brideId: query.brideId || undefined,
    consultantId: query.consultantId || undefined,
    visibleTo: actor.isAdmin ? undefined : actor.userId,
  });
  return { timeZone: schedule.timeZone, appointments };
}

/** A filter may name anyone of the team, whatever her status (she may hold old appointments). */
async function requireTeamMemberOrFormer(sql: Sql, boutiqueId: number, userId: string): Promise<void> {
  const [row] = await sql`SELECT 1 FROM users WHERE id = ${userId} AND boutique_id = ${boutiqueId}`;
  if (!row) throw new AppError('NOT_FOUND', scheduleMessages.consultantNotFound);
}
