import { apiPaths } from '@bridal/shared/api/api-paths';
import type { SubscriptionDetails } from '@bridal/shared/consultants/consultants';
import useSWR from 'swr';
import { fetcher } from './api-client';
import { signOutOn401 } from './sign-out-on-401';

export const subscriptionDetailsKey = apiPaths.subscriptionDetails;

/**
 * The subscription page's and the team page's seats: one SWR entry, which a change to the team
 * refreshes. It is cached for 5 minutes.
 */
const fiveMinutes = 5 * 60_000;

/** GET /api/subscription-details (admins) */
export function useSubscriptionDetails() {
  return useSWR<SubscriptionDetails>(subscriptionDetailsKey, fetcher, {
    dedupingInterval: fiveMinutes,
    onError: signOutOn401,
  });
}
