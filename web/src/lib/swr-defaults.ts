import type { SWRConfiguration } from 'swr';
import { fetcher } from './api-client';

/** Spec query defaults: no retry, no refetch on focus, no interval unless a hook asks. */
export const swrDefaults: SWRConfiguration = {
  fetcher,
  shouldRetryOnError: false,
  revalidateOnFocus: false,
  refreshInterval: 0,
};
