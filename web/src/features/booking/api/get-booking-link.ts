import { apiPaths } from '@bridal/shared/api/api-paths';
import type { BookingLinkView } from '@bridal/shared/appointments/booking';
import useSWR from 'swr';
import { fetcher } from '../../../lib/api-client';

/** GET /api/booking/{token}: what her link allows, her boutique and its free times; 404 when the link is dead. */
export function useBookingLink(token: string | undefined) {
  return useSWR<BookingLinkView>(token ? apiPaths.booking.link(token) : null, fetcher, {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
    revalidateIfStale: false,
    revalidateOnReconnect: false,
  });
}
