import type { ConsultantDigestFacts, TeamDigestFacts } from '@bridal/shared/coaching/digest';
import { consultantDigestFacts } from './consultant-digest-facts';
import { type BoutiqueWeek, countsOf, type DigestRecipient } from './read-boutique-week';
import { teamDigestFacts } from './team-digest-facts';

export interface BoutiqueDigests {
  consultants: { recipient: DigestRecipient; facts: ConsultantDigestFacts }[];
  team: TeamDigestFacts;
}

/**
 * A boutique's digests of one week, from what readBoutiqueWeek read: each active consultant's,
 * compared with everyone else who ran appointments in the 12 weeks, and the team's.
 */
export function buildBoutiqueDigests(read: BoutiqueWeek): BoutiqueDigests {
  const { counts, week, boutique } = read;
  const consultants = read.consultants.map((recipient) => {
    const peers = [...counts.window.byConsultant].flatMap(([id, peer]) => (id === recipient.id ? [] : [peer]));
    const facts = consultantDigestFacts({
      consultant: { id: recipient.id, name: recipient.name },
      boutiqueName: boutique.name,
      week,
      behaviours: read.behaviours,
      hers: {
        lastWeek: countsOf(counts.lastWeek, recipient.id),
        weekBefore: countsOf(counts.weekBefore, recipient.id),
        window: countsOf(counts.window, recipient.id),
      },
      team: { window: counts.window.team, peers },
      goals: read.goals.get(recipient.id) ?? [],
    });
    return { recipient, facts };
  });
  const team = teamDigestFacts({
    boutiqueName: boutique.name,
    week,
    team: { lastWeek: counts.lastWeek.team, weekBefore: counts.weekBefore.team, window: counts.window.team },
    members: consultants.map(({ facts }) => facts),
  });
  return { consultants, team };
}
