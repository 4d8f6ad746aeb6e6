import type { Queryable } from '../../db/queryable';

/** What a booking of one type needs to know of it. */
export interface SlotType {
  id: string;
  name: string;
  durationMinutes: number;
  bufferMinutes: number;
  maxParty: number;
  bookableOnline: boolean;
  archived: boolean;
  /**
   * The rooms in use that can host it, in the boutique's room order: the ones it lists, or every
   * room when it lists none. Empty while rooms are named: no room can host it.
   */
  hostRoomIds: string[];
}

/** The boutique's rooms in use (none: its capacity counts places) and the type asked for. */
export interface BookingSetup {
  roomIds: string[];
  type: SlotType | null;
}

/** The length and the room's buffer after it of the slots asked for. */
export interface SlotShape {
  lengthMinutes: number;
  bufferMinutes: number;
}

/** A type's length and buffer; without a type, the boutique's appointment length and no buffer (as before types). */
export const shapeOf = (appointmentMinutes: number, type: SlotType | null): SlotShape =>
  type
    ? { lengthMinutes: type.durationMinutes, bufferMinutes: type.bufferMinutes }
    : { lengthMinutes: appointmentMinutes, bufferMinutes: 0 };

export interface SetupRow {
  roomIds: string[];
  type: {
    id: string;
    name: string;
    durationMinutes: number;
    bufferMinutes: number;
    maxParty: number;
    bookableOnline: boolean;
    archived: boolean;
    listedRoomIds: string[];
  } | null;
}

/** The columns of a SetupRow, to read beside others in one query (keyed by the boutique). */
export const setupColumns = (sql: Queryable, boutiqueId: number, typeId: string | null) => sql`
  array(SELECT r.id::text FROM fitting_rooms r WHERE r.boutique_id = ${boutiqueId} AND r.archived_at IS NULL
        ORDER BY r.position, r.created_at, r.id) AS room_ids,
  (SELECT json_build_object(
            'id', t.id, 'name', t.name, 'durationMinutes', t.duration_minutes,
            'bufferMinutes', t.buffer_minutes, 'maxParty', t.max_party,
            'bookableOnline', t.bookable_online, 'archived', t.archived_at IS NOT NULL,
            'listedRoomIds', array(SELECT tr.fitting_room_id::text FROM appointment_type_rooms tr
                                   WHERE tr.appointment_type_id = t.id AND tr.boutique_id = t.boutique_id))
   FROM appointment_types t WHERE t.id = ${typeId}::uuid AND t.boutique_id = ${boutiqueId}) AS type`;

export function toBookingSetup(row: SetupRow | undefined): BookingSetup {
  const roomIds = row?.roomIds ?? [];
  const found = row?.type ?? null;
  if (!found) return { roomIds, type: null };
  const listed = new Set(found.listedRoomIds);
  return {
    roomIds,
    type: {
      id: found.id,
      name: found.name,
      durationMinutes: found.durationMinutes,
      bufferMinutes: found.bufferMinutes,
      maxParty: found.maxParty,
      bookableOnline: found.bookableOnline,
      archived: found.archived,
      hostRoomIds: listed.size === 0 ? roomIds : roomIds.filter((id) => listed.has(id)),
    },
  };
}

/**
 * The boutique's rooms in use and the type `typeId` (null when not asked, or not this boutique's):
 * one query, keyed by the boutique.
 */
export async function readBookingSetup(
  sql: Queryable,
  boutiqueId: number,
  typeId: string | null,
): Promise<BookingSetup> {
  const [row] = await sql<SetupRow[]>`SELECT ${setupColumns(sql, boutiqueId, typeId)}`;
  return toBookingSetup(row);
}
