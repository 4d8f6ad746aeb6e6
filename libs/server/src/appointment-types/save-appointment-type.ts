import {
  type AppointmentType,
  type AppointmentTypeRequest,
  appointmentTypeLimits,
  appointmentTypeMessages,
  type RemovedResponse,
} from '@bridal/shared/appointments/appointment-types';
import type { Sql } from '../db/create-sql';
import type { Queryable } from '../db/queryable';
import { AppError } from '../errors/app-error';
import { type AppointmentTypeRow, toAppointmentType, typeColumns } from './appointment-type-rows';
import { nameTakenError } from './save-fitting-room';

interface TypeOptions {
  sql: Sql;
  boutiqueId: number;
}

const typeNotFound = () => new AppError('NOT_FOUND', appointmentTypeMessages.typeNotFound);

/** The rooms named are this boutique's rooms in use; anything else is a clear 400 on `roomIds`. */
async function checkRooms(tx: Queryable, boutiqueId: number, roomIds: string[]): Promise<string[]> {
  const unique = [...new Set(roomIds)];
  if (unique.length === 0) return unique;
  const [found] = await tx<{ count: number }[]>`
    SELECT count(*)::int AS count FROM fitting_rooms
    WHERE boutique_id = ${boutiqueId} AND archived_at IS NULL AND id = ANY(${unique}::uuid[])`;
  if ((found?.count ?? 0) !== unique.length) {
    const message = appointmentTypeMessages.roomNotFound;
    throw new AppError('BAD_REQUEST', message, { fields: { roomIds: message } });
  }
  return unique;
}

async function writeRooms(tx: Queryable, boutiqueId: number, typeId: string, roomIds: string[]) {
  await tx`DELETE FROM appointment_type_rooms WHERE appointment_type_id = ${typeId} AND boutique_id = ${boutiqueId}`;
  for (const roomId of roomIds) {
    await tx`
      INSERT INTO appointment_type_rooms (appointment_type_id, fitting_room_id, boutique_id)
      VALUES (${typeId}, ${roomId}, ${boutiqueId})`;
  }
}

const depositOf = (request: AppointmentTypeRequest) =>
  request.paymentRequirement === 'deposit' ? (request.depositCents ?? null) : null;

async function readType(tx: Queryable, boutiqueId: number, typeId: string): Promise<AppointmentType> {
  const [row] = await tx<AppointmentTypeRow[]>`
    SELECT ${typeColumns(tx)} FROM appointment_types t
    WHERE t.id = ${typeId} AND t.boutique_id = ${boutiqueId} AND t.archived_at IS NULL`;
  if (!row) throw typeNotFound();
  return toAppointmentType(row);
}

export async function createAppointmentType(
  options: TypeOptions & { request: AppointmentTypeRequest },
): Promise<AppointmentType> {
  const { sql, boutiqueId, request } = options;
  try {
    return await sql.begin(async (tx) => {
      await tx`SELECT id FROM boutiques WHERE id = ${boutiqueId} FOR UPDATE`;
      const [counted] = await tx<{ count: number; last: number }[]>`
        SELECT count(*)::int AS count, coalesce(max(position), 0)::int AS last FROM appointment_types
        WHERE boutique_id = ${boutiqueId} AND archived_at IS NULL`;
      if ((counted?.count ?? 0) >= appointmentTypeLimits.typesPerBoutique) {
        throw new AppError('CONFLICT', appointmentTypeMessages.tooManyTypes);
      }
      const roomIds = await checkRooms(tx, boutiqueId, request.roomIds);
      const [row] = await tx<{ id: string }[]>`
        INSERT INTO appointment_types (boutique_id, name, description, duration_minutes, buffer_minutes, max_party,
                                       payment_requirement, deposit_cents, bookable_online, position)
        VALUES (${boutiqueId}, ${request.name}, ${request.description}, ${request.durationMinutes},
                ${request.bufferMinutes}, ${request.maxParty}, ${request.paymentRequirement}, ${depositOf(request)},
                ${request.bookableOnline}, ${(counted?.last ?? 0) + 1})
        RETURNING id`;
      await writeRooms(tx, boutiqueId, row!.id, roomIds);
      return readType(tx, boutiqueId, row!.id);
    });
  } catch (error) {
    throw nameTakenError(error, 'appointment_types_name') ?? error;
  }
}

/** Its fields and rooms replaced; appointments already booked keep the length and buffer they were booked with. */
export async function updateAppointmentType(
  options: TypeOptions & { typeId: string; request: AppointmentTypeRequest },
): Promise<AppointmentType> {
  const { sql, boutiqueId, typeId, request } = options;
  try {
    return await sql.begin(async (tx) => {
      const [found] = await tx`
        SELECT id FROM appointment_types
        WHERE id = ${typeId} AND boutique_id = ${boutiqueId} AND archived_at IS NULL FOR UPDATE`;
      if (!found) throw typeNotFound();
      const roomIds = await checkRooms(tx, boutiqueId, request.roomIds);
      await tx`
        UPDATE appointment_types
        SET name = ${request.name}, description = ${request.description},
            duration_minutes = ${request.durationMinutes}, buffer_minutes = ${request.bufferMinutes},
            max_party = ${request.maxParty}, payment_requirement = ${request.paymentRequirement},
            deposit_cents = ${depositOf(request)}, bookable_online = ${request.bookableOnline}, updated_at = now()
        WHERE id = ${typeId} AND boutique_id = ${boutiqueId}`;
      await writeRooms(tx, boutiqueId, typeId, roomIds);
      return readType(tx, boutiqueId, typeId);
    });
  } catch (error) {
    throw nameTakenError(error, 'appointment_types_name') ?? error;
  }
}

/** Deleted when no appointment (nor waitlist entry) names it; otherwise archived, keeping their history. */
export async function removeAppointmentType({ sql, boutiqueId, typeId }: TypeOptions & { typeId: string }) {
  return sql.begin(async (tx): Promise<RemovedResponse> => {
    const [found] = await tx`
      SELECT id FROM appointment_types
      WHERE id = ${typeId} AND boutique_id = ${boutiqueId} AND archived_at IS NULL FOR UPDATE`;
    if (!found) throw typeNotFound();
    const [used] = await tx`
      SELECT 1 FROM appointments WHERE appointment_type_id = ${typeId} AND boutique_id = ${boutiqueId}
      UNION ALL
      SELECT 1 FROM waitlist_entries WHERE appointment_type_id = ${typeId} AND boutique_id = ${boutiqueId}
      LIMIT 1`;
    if (used) {
      await tx`UPDATE appointment_types SET archived_at = now(), updated_at = now() WHERE id = ${typeId}`;
      return { removed: 'archived' };
    }
    await tx`DELETE FROM appointment_types WHERE id = ${typeId} AND boutique_id = ${boutiqueId}`;
    return { removed: 'deleted' };
  });
}
