import { demoBoutiqueId } from '@bridal/shared/accounts/account-types';
import type { Sql } from '../db/create-sql';

/** The seeded consultant a demo visitor stands in for when asking for advice (her goals coach). */
export async function findDemoCoach(sql: Sql): Promise<string | undefined> {
  const [row] = await sql<{ id: string }[]>`
    SELECT id FROM users
    WHERE boutique_id = ${demoBoutiqueId} AND role = 'consultant' AND status = 'active'
    ORDER BY created_at, email LIMIT 1`;
  return row?.id;
}
