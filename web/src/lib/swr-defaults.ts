import type { SWRConfiguration } from 'swr';
import { fetcher } from './api-client';
import { signOutOn401 } from './sign-out-on-401';

/**
 * Spec query defaults: no retry, no refetch on focus, no interval unless a hook asks. A call that
 * finds the session gone (401) sends the user to log in, whichever hook made it.
 */
export const swrDefaults: SWRConfiguration = {
  fetcher,
  shouldRetryOnError: false,
  revalidateOnFocus: false,
  refreshInterval: 0,
  onError: signOutOn401,
};

/**
 * For a hook whose page answers a 401 itself and must not end the session: the demo's calls (a 401
 * there means no trial cookie) and her plan (the live profile says "Please log in", the demo's goes
 * to the trial sign-up).
 */
export const answers401Itself = {
  onError: () => undefined,
} as const satisfies SWRConfiguration;
