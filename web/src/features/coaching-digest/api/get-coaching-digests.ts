import { apiPaths } from '@bridal/shared/api/api-paths';
import type { CoachingDigest, CoachingDigestList, DigestKind, TeamDigestPreview } from '@bridal/shared/coaching/digest';
import useSWR from 'swr';
import { fetcher } from '../../../lib/api-client';

export const coachingDigestsKey = (kind: DigestKind) => `${apiPaths.coachingDigests.list}?kind=${kind}`;

/** GET her weeks and the latest whole: her own, or the team's (owner and admins). */
export function useCoachingDigests(kind: DigestKind) {
  return useSWR<CoachingDigestList>(coachingDigestsKey(kind), fetcher);
}

/** GET one week's digest (none asked: nothing fetched). */
export function useCoachingDigest(digestId: string | null) {
  return useSWR<CoachingDigest>(digestId ? apiPaths.coachingDigests.one(digestId) : null, fetcher);
}

/** GET the team's week so far (owner and admins), computed live. */
export function useTeamDigestPreview(enabled: boolean) {
  return useSWR<TeamDigestPreview>(enabled ? apiPaths.coachingDigests.preview : null, fetcher);
}
