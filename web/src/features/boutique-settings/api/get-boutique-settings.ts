import { apiPaths } from '@bridal/shared/api/api-paths';
import type { BoutiqueSettings } from '@bridal/shared/appointments/boutique-settings';
import useSWR from 'swr';
import { fetcher } from '../../../lib/api-client';

export const boutiqueSettingsKey = apiPaths.boutiqueSettings;

/** GET /api/boutique-settings: the boutique's time zone, hours, appointment length, capacity and closed dates. */
export function useBoutiqueSettings() {
  return useSWR<BoutiqueSettings>(boutiqueSettingsKey, fetcher);
}
