import { apiPaths } from '@bridal/shared/api/api-paths';
import type { PaymentReturnView } from '@bridal/shared/payments/payments';
import useSWR from 'swr';
import { fetcher } from '../../../lib/api-client';

/** GET where her card or deposit stands after the provider's page (her return address's token). */
export function usePaymentReturn(token: string | undefined) {
  return useSWR<PaymentReturnView>(token ? apiPaths.payments.paymentReturn(token) : null, fetcher, {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
}
