import { apiPaths } from '@bridal/shared/api/api-paths';
import type { SmsSettingsRequest, SmsSettingsView } from '@bridal/shared/appointments/sms';
import useSWR, { mutate } from 'swr';
import { apiRequest, fetcher } from '../../../lib/api-client';

const key = apiPaths.smsSettings;

/** GET the boutique's text settings (admins): never the token, only whether one is saved. */
export function useSmsSettings() {
  return useSWR<SmsSettingsView>(key, fetcher);
}

/** PUT them; an empty token keeps the saved one. */
export async function updateSmsSettings(body: SmsSettingsRequest): Promise<SmsSettingsView> {
  const saved = await apiRequest<SmsSettingsView>(key, { method: 'PUT', body });
  await mutate(key, saved, { revalidate: false });
  return saved;
}
