import type { Queryable } from '../db/queryable';

/**
 * The consultants who take a seat: every consultant row but a name an import brought in without an
 * e-mail (her history counts in the reports; she has no login and was sent nothing). Count it after
 * locking the boutique's row, so two changes at once count one after the other.
 */
export async function countSeatedConsultants(tx: Queryable, boutiqueId: number): Promise<number> {
  const [{ consultants }] = await tx<[{ consultants: number }]>`
    SELECT count(*)::int AS consultants FROM users
    WHERE boutique_id = ${boutiqueId} AND role = 'consultant' AND NOT (from_import AND email IS NULL)`;
  return consultants;
}
