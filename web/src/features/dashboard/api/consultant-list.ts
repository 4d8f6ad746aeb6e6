import type { Consultant } from '@bridal/shared/consultants/consultants';
import useSWR, { mutate } from 'swr';
import { fetcher } from '../../../lib/api-client';
import { signOutOn401 } from '../../../lib/sign-out-on-401';

export const consultantsKey = '/api/consultants';
/** The management page's seat count comes from here; a change on the dashboard refreshes it too. */
const subscriptionDetailsKey = '/api/subscription-details';

/** GET /api/consultants (admins): the boutique's team. */
export function getConsultants(): Promise<Consultant[]> {
  return fetcher<Consultant[]>(consultantsKey);
}

/** The spec polls the list every 60 s, retries a failure 3 times and calls it stale after 30 s. */
export const consultantListOptions = {
  refreshInterval: 60_000,
  dedupingInterval: 30_000,
  shouldRetryOnError: true,
  errorRetryCount: 3,
  onError: signOutOn401,
} as const;

export function useConsultantList() {
  return useSWR<Consultant[]>(consultantsKey, getConsultants, consultantListOptions);
}

/** After an invite, edit or delete: the list, and the seats it uses, are fetched again. */
export function refreshConsultants(): Promise<unknown> {
  return Promise.all([mutate(consultantsKey), mutate(subscriptionDetailsKey)]);
}
