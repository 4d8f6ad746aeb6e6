import { apiPaths } from '@bridal/shared/api/api-paths';
import type { InvitationLookup } from '@bridal/shared/consultants/consultants';
import useSWR from 'swr';
import { fetcher } from '../../../lib/api-client';

export function invitationKey(token: string): string {
  return apiPaths.invitation(token);
}

/** GET /api/consultant-invite/{token}: who was invited, by which boutique; 404 when the link is dead. */
export function useInvitation(token: string | null) {
  return useSWR<InvitationLookup>(token ? invitationKey(token) : null, fetcher, {
    shouldRetryOnError: false,
    revalidateIfStale: false,
    revalidateOnReconnect: false,
  });
}
