import { apiPaths } from '@bridal/shared/api/api-paths';
import type { BookingRequest, BookingResult } from '@bridal/shared/appointments/booking';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/booking/{token} with a 'book' link: her appointment, her e-mail, phone and consent. */
export function bookWithLink(token: string, body: BookingRequest): Promise<BookingResult> {
  return apiRequest<BookingResult>(apiPaths.booking.link(token), { method: 'POST', body });
}

/** POST /api/booking/{token} with a 'manage' link: her appointment moved to a new time. */
export function moveWithLink(token: string, startsAt: string): Promise<BookingResult> {
  return apiRequest<BookingResult>(apiPaths.booking.link(token), { method: 'POST', body: { startsAt } });
}

/** POST /api/booking/{token}/cancel with a 'manage' link. */
export function cancelWithLink(token: string): Promise<BookingResult> {
  return apiRequest<BookingResult>(apiPaths.booking.cancel(token), { method: 'POST', body: {} });
}
