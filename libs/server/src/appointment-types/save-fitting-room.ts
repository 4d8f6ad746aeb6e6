import {
  appointmentTypeLimits,
  appointmentTypeMessages,
  type FittingRoom,
  type FittingRoomRequest,
  type RemovedResponse,
} from '@bridal/shared/appointments/appointment-types';
import type { Sql } from '../db/create-sql';
import { isUniqueViolation } from '../db/is-unique-violation';
import { AppError } from '../errors/app-error';

interface RoomOptions {
  sql: Sql;
  boutiqueId: number;
}

const roomNotFound = () => new AppError('NOT_FOUND', appointmentTypeMessages.roomNotFoundById);

/** The unique name index refused it: another room in use has the name. */
export function nameTakenError(error: unknown, index: string): AppError | undefined {
  if (!isUniqueViolation(error, index)) return undefined;
  const message = appointmentTypeMessages.nameTaken;
  return new AppError('BAD_REQUEST', message, { fields: { name: message } });
}

export async function createFittingRoom(options: RoomOptions & { request: FittingRoomRequest }): Promise<FittingRoom> {
  const { sql, boutiqueId, request } = options;
  try {
    return await sql.begin(async (tx) => {
      // One creation at a time per boutique, so the limit holds under a double click.
      await tx`SELECT id FROM boutiques WHERE id = ${boutiqueId} FOR UPDATE`;
      const [counted] = await tx<{ count: number; last: number }[]>`
        SELECT count(*)::int AS count, coalesce(max(position), 0)::int AS last FROM fitting_rooms
        WHERE boutique_id = ${boutiqueId} AND archived_at IS NULL`;
      if ((counted?.count ?? 0) >= appointmentTypeLimits.roomsPerBoutique) {
        throw new AppError('CONFLICT', appointmentTypeMessages.tooManyRooms);
      }
      const [row] = await tx<FittingRoom[]>`
        INSERT INTO fitting_rooms (boutique_id, name, position)
        VALUES (${boutiqueId}, ${request.name}, ${(counted?.last ?? 0) + 1})
        RETURNING id, name`;
      return { id: row!.id, name: row!.name };
    });
  } catch (error) {
    throw nameTakenError(error, 'fitting_rooms_name') ?? error;
  }
}

export async function updateFittingRoom(
  options: RoomOptions & { roomId: string; request: FittingRoomRequest },
): Promise<FittingRoom> {
  const { sql, boutiqueId, roomId, request } = options;
  try {
    const [row] = await sql<FittingRoom[]>`
      UPDATE fitting_rooms SET name = ${request.name}, updated_at = now()
      WHERE id = ${roomId} AND boutique_id = ${boutiqueId} AND archived_at IS NULL
      RETURNING id, name`;
    if (!row) throw roomNotFound();
    return { id: row.id, name: row.name };
  } catch (error) {
    throw nameTakenError(error, 'fitting_rooms_name') ?? error;
  }
}

/**
 * Deleted when no appointment names it; otherwise archived, so past appointments keep their room
 * and no new one is put in it.
 */
export async function removeFittingRoom({ sql, boutiqueId, roomId }: RoomOptions & { roomId: string }) {
  return sql.begin(async (tx): Promise<RemovedResponse> => {
    const [room] = await tx`
      SELECT id FROM fitting_rooms WHERE id = ${roomId} AND boutique_id = ${boutiqueId} AND archived_at IS NULL
      FOR UPDATE`;
    if (!room) throw roomNotFound();
    const [used] = await tx`
      SELECT 1 FROM appointments WHERE fitting_room_id = ${roomId} AND boutique_id = ${boutiqueId} LIMIT 1`;
    if (used) {
      await tx`UPDATE fitting_rooms SET archived_at = now(), updated_at = now() WHERE id = ${roomId}`;
      return { removed: 'archived' };
    }
    await tx`DELETE FROM fitting_rooms WHERE id = ${roomId} AND boutique_id = ${boutiqueId}`;
    return { removed: 'deleted' };
  });
}
