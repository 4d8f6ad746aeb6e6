import type { Queryable } from '../../db/queryable';

/** Whether she has turned the weekly coaching e-mail off (her page keeps coming). */
export async function readDigestOptOut(sql: Queryable, userId: string): Promise<{ optOut: boolean }> {
  const [row] = await sql<
    { optOut: boolean }[]
  >`SELECT coaching_digest_opt_out AS opt_out FROM users WHERE id = ${userId}`;
  return { optOut: row?.optOut ?? false };
}

/** Turns her weekly coaching e-mail off or on again; a digest not yet sent follows it. */
export async function saveDigestOptOut(sql: Queryable, userId: string, optOut: boolean): Promise<{ optOut: boolean }> {
  await sql`UPDATE users SET coaching_digest_opt_out = ${optOut}, updated_at = now() WHERE id = ${userId}`;
  return { optOut };
}

/** Whether the boutique's weekly coaching digest is on. */
export async function readDigestEnabled(sql: Queryable, boutiqueId: number): Promise<{ enabled: boolean }> {
  const [row] = await sql<{ enabled: boolean }[]>`
    SELECT coaching_digest_enabled AS enabled FROM boutiques WHERE id = ${boutiqueId}`;
  return { enabled: row?.enabled ?? false };
}

/** Turns the boutique's digest off (nothing more is written or sent) or on again (a week not yet written follows at the schedule's next run). */
export async function saveDigestEnabled(
  sql: Queryable,
  boutiqueId: number,
  enabled: boolean,
): Promise<{ enabled: boolean }> {
  await sql`UPDATE boutiques SET coaching_digest_enabled = ${enabled} WHERE id = ${boutiqueId}`;
  return { enabled };
}
