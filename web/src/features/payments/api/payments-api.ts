import { apiPaths } from '@bridal/shared/api/api-paths';
import type {
  AppointmentPaymentsView,
  NoShowFeeRequest,
  PaymentReturnView,
  PaymentSettingsRequest,
  PaymentSettingsView,
} from '@bridal/shared/payments/payments';
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

/** GET where her card or deposit stands after the provider's page (her return address's token). */
export function usePaymentReturn(token: string | undefined) {
  return useSWR<PaymentReturnView>(token ? apiPaths.payments.paymentReturn(token) : null, fetcher, {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
}

/** GET an appointment's card or deposit, its ledger and what staff may do. */
export function useAppointmentPayments(appointmentId: string) {
  return useSWR<AppointmentPaymentsView>(apiPaths.payments.ofAppointment(appointmentId), fetcher);
}

async function act(appointmentId: string, path: string, body: object) {
  const view = await apiRequest<AppointmentPaymentsView>(path, { method: 'POST', body });
  await mutate(apiPaths.payments.ofAppointment(appointmentId), view, { revalidate: false });
  return view;
}

export const chargeNoShowFee = (appointmentId: string, body: NoShowFeeRequest) =>
  act(appointmentId, apiPaths.payments.noShowFee(appointmentId), body);

export const refundDeposit = (appointmentId: string, reason: string) =>
  act(appointmentId, apiPaths.payments.refund(appointmentId), { reason });

export const applyDeposit = (appointmentId: string, reason: string) =>
  act(appointmentId, apiPaths.payments.applyDeposit(appointmentId), { reason });

/** After a failed charge the ledger has grown: read it again. */
export const refreshAppointmentPayments = (appointmentId: string) =>
  mutate(apiPaths.payments.ofAppointment(appointmentId));
