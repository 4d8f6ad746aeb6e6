import type { SubscriptionDetails } from '@bridal/shared/consultants/consultants';
import useSWR from 'swr';
import { fetcher } from '../../../lib/api-client';
import { signOutOn401 } from '../../../lib/sign-out-on-401';

export const subscriptionDetailsKey = '/api/subscription-details';

/** The spec caches the subscription details for 5 minutes on this page. */
const fiveMinutes = 5 * 60_000;

/** GET /api/subscription-details (admins) */
export function getSubscriptionDetails(): Promise<SubscriptionDetails> {
  return fetcher<SubscriptionDetails>(subscriptionDetailsKey);
}

export function useSubscriptionDetails() {
  return useSWR<SubscriptionDetails>(subscriptionDetailsKey, getSubscriptionDetails, {
    dedupingInterval: fiveMinutes,
    onError: signOutOn401,
  });
}
