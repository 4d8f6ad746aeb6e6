import type { Consultant } from '@bridal/shared/consultants/consultants';
import useSWR from 'swr';
import { fetcher } from '../../../lib/api-client';
import { signOutOn401 } from '../../../lib/sign-out-on-401';

export const consultantsKey = '/api/consultants';

/** The spec caches the list for 5 minutes on this page; a change made here fetches it again. */
export const fiveMinutes = 5 * 60_000;

/** GET /api/consultants (admins) */
export function getConsultants(): Promise<Consultant[]> {
  return fetcher<Consultant[]>(consultantsKey);
}

export function useConsultants() {
  return useSWR<Consultant[]>(consultantsKey, getConsultants, {
    dedupingInterval: fiveMinutes,
    onError: signOutOn401,
  });
}
