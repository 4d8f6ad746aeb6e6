import type { SubscriptionDetails } from '@bridal/shared/consultants/consultants';
import useSWR from 'swr';
import { fetcher } from '../../../lib/api-client';
import { signOutOn401 } from '../../../lib/sign-out-on-401';
import { fiveMinutes } from './get-consultants';

export const subscriptionDetailsKey = '/api/subscription-details';

/** GET /api/subscription-details (admins): the seats and how many are used. */
export function getSubscriptionDetails(): Promise<SubscriptionDetails> {
  return fetcher<SubscriptionDetails>(subscriptionDetailsKey);
}

export function useSubscriptionDetails() {
  return useSWR<SubscriptionDetails>(subscriptionDetailsKey, getSubscriptionDetails, {
    dedupingInterval: fiveMinutes,
    onError: signOutOn401,
  });
}
