import { apiPaths } from '@bridal/shared/api/api-paths';
import useSWR, { mutate } from 'swr';
import { apiRequest, fetcher } from '../../../lib/api-client';

export interface DigestSettings {
  enabled: boolean;
}

const key = apiPaths.coachingDigests.settings;

/** GET whether the boutique's weekly coaching digest is on. */
export function useDigestSettings() {
  return useSWR<DigestSettings>(key, fetcher);
}

/** PUT the boutique's digest on or off (admins); the section shows what was kept. */
export async function updateDigestSettings(body: DigestSettings): Promise<DigestSettings> {
  const saved = await apiRequest<DigestSettings>(key, { method: 'PUT', body });
  await mutate(key, saved, { revalidate: false });
  return saved;
}
