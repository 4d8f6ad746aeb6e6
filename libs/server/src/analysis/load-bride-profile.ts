import type { Sql } from '../db/create-sql';
import type { BridePhoto, BrideProfile } from '../plans/bride-profile';

/** A bride with her answers and the facts of her re-encoded photos, as the analysis steps see her. */
export async function loadBrideProfile(sql: Sql, brideId: string): Promise<BrideProfile | undefined> {
  const [bride] = await sql<Omit<BrideProfile, 'photos'>[]>`
    SELECT id, boutique_id, name, to_char(wedding_date, 'YYYY-MM-DD') AS wedding_date, wedding_venue,
           wedding_location, answers, submitted_at
    FROM brides WHERE id = ${brideId}`;
  if (!bride) return undefined;
  const photos = await sql<BridePhoto[]>`
    SELECT id, storage_key, content_type, facts FROM bride_photos
    WHERE bride_id = ${brideId} AND status = 'ready' ORDER BY position`;
  return { ...bride, photos: [...photos] };
}
