import { apiPaths } from '@bridal/shared/api/api-paths';
import type { InvitationLookup } from '@bridal/shared/consultants/consultants';
import useSWR from 'swr';
import { fetcher } from '../../../lib/api-client';

/** GET /api/consultant-invite/{token}: who was invited, by which boutique; 404 when the link is dead. */
export function useInvitation(token: string | null) {
  return useSWR<InvitationLookup>(token ? apiPaths.invitation(token) : null, fetcher, {
    shouldRetryOnError: false,
    revalidateIfStale: false,
    revalidateOnReconnect: false,
  });
}
