import type { TeamDigestPreview } from '@bridal/shared/coaching/digest';
import type { Sql } from '../../db/create-sql';
import { AppError } from '../../errors/app-error';
import { buildBoutiqueDigests } from './build-boutique-digests';
import { weekSoFar } from './digest-week';
import { readBoutiqueWeek, readDigestBoutique } from './read-boutique-week';

/**
 * This week so far, for the owner and admins: the team's facts from Monday to today, computed
 * live from the same reads and facts as Monday's digest (nothing is written or sent).
 */
export async function previewTeamDigest(sql: Sql, boutiqueId: number, now = new Date()): Promise<TeamDigestPreview> {
  const boutique = await readDigestBoutique(sql, boutiqueId);
  if (!boutique) throw new AppError('NOT_FOUND', 'Boutique not found.');
  const read = await readBoutiqueWeek(sql, boutique, weekSoFar(now, boutique.timeZone));
  return { facts: buildBoutiqueDigests(read).team };
}
