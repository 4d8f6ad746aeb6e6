import { apiPaths } from '@bridal/shared/api/api-paths';
import type { BoutiqueSettingsRequest, SavedBoutiqueSettings } from '@bridal/shared/appointments/boutique-settings';
import { mutate } from 'swr';
import { apiRequest } from '../../../lib/api-client';
import { boutiqueSettingsKey } from './get-boutique-settings';

/** PUT /api/boutique-settings (admins): the saved settings and how many booked appointments are now outside hours. */
export async function updateBoutiqueSettings(body: BoutiqueSettingsRequest): Promise<SavedBoutiqueSettings> {
  const saved = await apiRequest<SavedBoutiqueSettings>(apiPaths.boutiqueSettings, { method: 'PUT', body });
  const { outsideHours: _, ...settings } = saved;
  await mutate(boutiqueSettingsKey, settings, { revalidate: false });
  // Saving confirms the hours and time zone: the setup checklist (and online booking) follow.
  void mutate(apiPaths.setup);
  return saved;
}
