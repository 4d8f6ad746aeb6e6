import type { CoachingDigest, DigestFacts } from '@bridal/shared/coaching/digest';
import { demoBoutiqueId } from '@bridal/shared/accounts/account-types';
import { buildBoutiqueDigests } from '../coaching/digest/build-boutique-digests';
import { wordDigest } from '../coaching/digest/coach-words';
import { currentDigestWeek } from '../coaching/digest/digest-week';
import { readBoutiqueWeek, readDigestBoutique } from '../coaching/digest/read-boutique-week';
import type { Sql } from '../db/create-sql';
import { AppError } from '../errors/app-error';

/**
 * The demo boutique's weekly coaching digests, as Monday's run would write them for its last whole
 * week: the team's, then each consultant's, worded by the built-in coach. Computed live from the
 * demo team's seeded history (the same reads and facts as every boutique's digest); nothing is
 * written or sent: the demo's accounts get no mail.
 */
export async function readDemoCoaching(sql: Sql, now = new Date()): Promise<{ digests: CoachingDigest[] }> {
  const boutique = await readDigestBoutique(sql, demoBoutiqueId);
  if (!boutique) throw new AppError('NOT_FOUND', 'The demo boutique is not set up.');
  const { week } = currentDigestWeek(now, boutique.timeZone);
  const built = buildBoutiqueDigests(await readBoutiqueWeek(sql, boutique, week));
  const digestOf = (id: string, facts: DigestFacts): CoachingDigest => ({
    id,
    kind: facts.kind,
    weekStart: week.weekStart,
    facts,
    content: wordDigest(facts),
    writtenBy: 'coach',
    mailStatus: 'skipped',
    createdAt: now.toISOString(),
  });
  return {
    digests: [
      digestOf('team', built.team),
      ...built.consultants.map(({ recipient, facts }) => digestOf(recipient.id, facts)),
    ],
  };
}
