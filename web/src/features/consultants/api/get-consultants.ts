import { apiPaths } from '@bridal/shared/api/api-paths';
import type { Consultant } from '@bridal/shared/consultants/consultants';
import useSWR, { mutate, type SWRConfiguration } from 'swr';
import { fetcher } from '../../../lib/api-client';
import { signOutOn401 } from '../../../lib/sign-out-on-401';
import { subscriptionDetailsKey } from '../../../lib/subscription-details';

export const consultantsKey = apiPaths.consultants;

/** The list is cached for 5 minutes on the management page; a change made there fetches it again. */
export const teamPageListOptions = {
  dedupingInterval: 5 * 60_000,
  onError: signOutOn401,
} as const satisfies SWRConfiguration;

/** The dashboard polls the list every 60 s, retries a failure 3 times and calls it stale after 30 s. */
export const dashboardListOptions = {
  refreshInterval: 60_000,
  dedupingInterval: 30_000,
  shouldRetryOnError: true,
  errorRetryCount: 3,
  onError: signOutOn401,
} as const satisfies SWRConfiguration;

/** GET /api/consultants (admins): the boutique's team. */
export function useConsultants(options: SWRConfiguration<Consultant[]> = teamPageListOptions) {
  return useSWR<Consultant[]>(consultantsKey, fetcher, options);
}

/** After an invite, edit or delete: the team, and the seats it uses, are fetched again on every page. */
export function refreshTeam(): Promise<unknown> {
  return Promise.all([mutate(consultantsKey), mutate(subscriptionDetailsKey)]);
}
