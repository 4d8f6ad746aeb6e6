import { apiPaths } from '@bridal/shared/api/api-paths';
import type { BookingLinkView } from '@bridal/shared/appointments/booking';
import useSWR from 'swr';
import { fetcher } from '../../../lib/api-client';

/**
 * GET /api/booking/{token}?type=: what her link allows, her boutique and its free times (of the
 * type she chose); 404 when the link is dead. The last answer stays while another type's loads.
 */
export function useBookingLink(token: string | undefined, typeId: string | null = null) {
  const path = token ? apiPaths.booking.link(token) : null;
  return useSWR<BookingLinkView>(path && typeId ? `${path}?type=${encodeURIComponent(typeId)}` : path, fetcher, {
    keepPreviousData: true,
    shouldRetryOnError: false,
    revalidateOnFocus: false,
    revalidateIfStale: false,
    revalidateOnReconnect: false,
  });
}
