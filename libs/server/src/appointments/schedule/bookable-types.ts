import type { BookableType } from '@bridal/shared/appointments/appointment-types';
import type { Queryable } from '../../db/queryable';

/** The types a bride's link offers: in use and bookable online, in the boutique's order. */
export async function listBookableTypes(sql: Queryable, boutiqueId: number): Promise<BookableType[]> {
  const rows = await sql<BookableType[]>`
    SELECT id, name, description, duration_minutes, max_party FROM appointment_types
    WHERE boutique_id = ${boutiqueId} AND archived_at IS NULL AND bookable_online
    ORDER BY position, created_at, id`;
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    durationMinutes: row.durationMinutes,
    maxParty: row.maxParty,
  }));
}
