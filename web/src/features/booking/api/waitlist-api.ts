import { apiPaths } from '@bridal/shared/api/api-paths';
import type { BookingResult } from '@bridal/shared/appointments/booking';
import type {
  AcceptWaitlistOfferRequest,
  WaitlistJoined,
  WaitlistJoinRequest,
  WaitlistOfferView,
} from '@bridal/shared/waitlist/waitlist';
import useSWR from 'swr';
import { apiRequest, fetcher } from '../../../lib/api-client';

/** POST /api/booking/{token}/waitlist: her 'book' link puts her on a full day's waitlist. */
export const joinWaitlist = (token: string, body: WaitlistJoinRequest) =>
  apiRequest<WaitlistJoined>(apiPaths.booking.waitlist(token), { method: 'POST', body });

/** GET /api/waitlist-offers/{token}: the time her offer holds; 404 for a link never issued. */
export function useWaitlistOffer(token: string | undefined) {
  return useSWR<WaitlistOfferView>(token ? apiPaths.waitlist.offer(token) : null, fetcher, {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
}

/** POST /api/waitlist-offers/{token}/accept: the held time booked for her. */
export const acceptWaitlistOffer = (token: string, body: AcceptWaitlistOfferRequest) =>
  apiRequest<BookingResult>(apiPaths.waitlist.accept(token), { method: 'POST', body });
