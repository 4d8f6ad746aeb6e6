import type { Queryable } from '../db/queryable';

/**
 * The type a waitlist entry (aliased `e`) waits for, while the boutique still has it in use: one
 * archived since she joined falls back to the plain appointment rather than leave her waiting for
 * a type nobody books any more.
 */
export const entryTypeSql = (sql: Queryable) => sql`(
  SELECT t.id FROM appointment_types t
  WHERE t.id = e.appointment_type_id AND t.boutique_id = e.boutique_id AND t.archived_at IS NULL)`;
