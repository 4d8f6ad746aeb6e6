import { apiPaths } from '@bridal/shared/api/api-paths';
import type { AppointmentPaymentsView, NoShowFeeRequest } from '@bridal/shared/payments/payments';
import useSWR, { mutate } from 'swr';
import { apiRequest, fetcher } from '../../../lib/api-client';

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
