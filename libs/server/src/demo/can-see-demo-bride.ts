import { demoBoutiqueId } from '@bridal/shared/accounts/account-types';
import type { Sql } from '../db/create-sql';

/**
 * Whether a reader of the demo boutique may see this bride: the seeded brides are everyone's, a
 * bride sent through the demo survey only her visitor's. Other boutiques are scoped as before.
 */
export async function canSeeDemoBride(
  sql: Sql,
  reader: { boutiqueId: number; demoTrialId?: string | null },
  brideId: string,
): Promise<boolean> {
  if (reader.boutiqueId !== demoBoutiqueId) return true;
  const [row] = await sql`
    SELECT 1 FROM brides
    WHERE id = ${brideId} AND boutique_id = ${demoBoutiqueId}
      AND (demo_seed OR demo_trial_id = ${reader.demoTrialId ?? null}::uuid)`;
  return row !== undefined;
}
