import type { DressVerdict } from '@bridal/shared/appointments/appointment';
import type { Queryable } from '../db/queryable';
import { statusAllows } from '../db/appointment-status';

/** One dress of her fitting room as advice reads it. */
export interface FittingRoomDress {
  dressKey: string;
  dressName: string;
  triedOn: boolean;
  verdict: DressVerdict | null;
  reason: string;
}

/**
 * The checklist of her latest appointment that has one (a dress tried on or given a verdict),
 * or an empty list: what she loved and turned down, for 'New dress recommendations'.
 */
export async function readLatestVerdicts(
  sql: Queryable,
  boutiqueId: number,
  brideId: string,
): Promise<FittingRoomDress[]> {
  return sql<FittingRoomDress[]>`
    SELECT ad.dress_key, ad.dress_name, ad.tried_on, ad.verdict, ad.reason
    FROM appointment_dresses ad
    WHERE ad.appointment_id = (
      SELECT a.id FROM appointments a
      WHERE a.bride_id = ${brideId} AND a.boutique_id = ${boutiqueId} AND ${statusAllows(sql, 'recordOutcome', 'a')}
        AND EXISTS (SELECT 1 FROM appointment_dresses d
                    WHERE d.appointment_id = a.id AND (d.verdict IS NOT NULL OR d.tried_on))
      ORDER BY a.starts_at DESC LIMIT 1)
    ORDER BY ad.dress_key`;
}
