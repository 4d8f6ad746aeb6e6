import { apiPaths } from '@bridal/shared/api/api-paths';
import useSWR, { mutate } from 'swr';
import { apiRequest, fetcher } from '../../../lib/api-client';

export interface DigestOptOut {
  optOut: boolean;
}

const key = apiPaths.account.coachingDigest;

/** GET whether she turned the weekly coaching e-mail off. */
export function useDigestOptOut() {
  return useSWR<DigestOptOut>(key, fetcher);
}

/** PUT her weekly coaching e-mail off or on. */
export async function updateDigestOptOut(body: DigestOptOut): Promise<DigestOptOut> {
  const saved = await apiRequest<DigestOptOut>(key, { method: 'PUT', body });
  await mutate(key, saved, { revalidate: false });
  return saved;
}
