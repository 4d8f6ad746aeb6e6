import { apiPaths } from '@bridal/shared/api/api-paths';
import type { PaymentSettingsRequest, PaymentSettingsView } from '@bridal/shared/payments/payments';
import useSWR, { mutate } from 'swr';
import { apiRequest, fetcher } from '../../../lib/api-client';

/** GET the boutique's payment account and no-show policy (the owner). */
export function usePaymentSettings() {
  return useSWR<PaymentSettingsView>(apiPaths.payments.settings, fetcher);
}

/** PUT the account and policy; the section shows what was kept (keys never come back). */
export async function savePaymentSettings(body: PaymentSettingsRequest): Promise<PaymentSettingsView> {
  const saved = await apiRequest<PaymentSettingsView>(apiPaths.payments.settings, { method: 'PUT', body });
  await mutate(apiPaths.payments.settings, saved, { revalidate: false });
  return saved;
}

/**
 * DELETE the account (the policy is kept): the section shows the not-connected state. A refusal
 * throws and the section keeps what it showed.
 */
export async function disconnectPaymentAccount(): Promise<PaymentSettingsView> {
  const view = await apiRequest<PaymentSettingsView>(apiPaths.payments.settings, { method: 'DELETE' });
  await mutate(apiPaths.payments.settings, view, { revalidate: false });
  return view;
}
