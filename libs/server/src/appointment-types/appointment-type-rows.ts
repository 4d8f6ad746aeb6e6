import type {
  AppointmentType,
  AppointmentTypesResponse,
  FittingRoom,
  PaymentRequirement,
} from '@bridal/shared/appointments/appointment-types';
import type { Queryable } from '../db/queryable';

export interface AppointmentTypeRow {
  id: string;
  name: string;
  description: string;
  durationMinutes: number;
  bufferMinutes: number;
  maxParty: number;
  paymentRequirement: PaymentRequirement;
  depositCents: number | null;
  bookableOnline: boolean;
  roomIds: string[];
}

/** A type's columns with its rooms in use (an archived room hosts nothing new). */
export const typeColumns = (sql: Queryable) => sql`
  t.id, t.name, t.description, t.duration_minutes,
  t.buffer_minutes, t.max_party, t.payment_requirement,
  t.deposit_cents, t.bookable_online,
  array(SELECT tr.fitting_room_id::text FROM appointment_type_rooms tr
        JOIN fitting_rooms r ON r.id = tr.fitting_room_id AND r.archived_at IS NULL
        WHERE tr.appointment_type_id = t.id AND tr.boutique_id = t.boutique_id
        ORDER BY r.position, r.created_at, r.id) AS room_ids`;

export const toAppointmentType = (row: AppointmentTypeRow): AppointmentType => ({
  id: row.id,
  name: row.name,
  description: row.description,
  durationMinutes: row.durationMinutes,
  bufferMinutes: row.bufferMinutes,
  maxParty: row.maxParty,
  paymentRequirement: row.paymentRequirement,
  depositCents: row.depositCents,
  bookableOnline: row.bookableOnline,
  roomIds: row.roomIds,
});

/** Whether a type lists rooms at all (archived ones too): listed but all archived, no room hosts it. */
export const typeListsRoomsSql = (sql: Queryable) => sql`
  EXISTS (SELECT 1 FROM appointment_type_rooms tr WHERE tr.appointment_type_id = t.id)`;

/** The boutique's types and rooms in use, in their order, and the currency its deposits are in. */
export async function listAppointmentTypes(sql: Queryable, boutiqueId: number): Promise<AppointmentTypesResponse> {
  const [types, rooms, [settings]] = await Promise.all([
    sql<AppointmentTypeRow[]>`
      SELECT ${typeColumns(sql)} FROM appointment_types t
      WHERE t.boutique_id = ${boutiqueId} AND t.archived_at IS NULL
      ORDER BY t.position, t.created_at, t.id`,
    sql<FittingRoom[]>`
      SELECT id, name FROM fitting_rooms
      WHERE boutique_id = ${boutiqueId} AND archived_at IS NULL
      ORDER BY position, created_at, id`,
    sql<{ currency: string }[]>`SELECT currency FROM boutique_payment_settings WHERE boutique_id = ${boutiqueId}`,
  ]);
  return {
    types: types.map(toAppointmentType),
    rooms: rooms.map((r) => ({ id: r.id, name: r.name })),
    currency: settings?.currency ?? 'usd',
  };
}
