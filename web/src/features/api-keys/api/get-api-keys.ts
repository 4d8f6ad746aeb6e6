import type { ApiKeysResponse } from '@bridal/shared/api-keys/api-keys';
import { apiPaths } from '@bridal/shared/api/api-paths';
import useSWR from 'swr';
import { fetcher } from '../../../lib/api-client';

export const apiKeysKey = apiPaths.apiKeys;

/** GET /api/api-keys (the owner): the boutique's keys, never their secrets. */
export function useApiKeys() {
  return useSWR<ApiKeysResponse>(apiKeysKey, fetcher);
}
