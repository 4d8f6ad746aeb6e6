import type { BookingSlot } from '@bridal/shared/appointments/booking';
import { ApiError } from '../../../lib/api-client';

/**
 * The next free times a 409 'no longer free' offers, or undefined for any other failure (another
 * 409, such as an appointment she already has, is told in the server's words).
 */
export function nextSlotsOf(error: unknown): BookingSlot[] | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  try {
    const body = JSON.parse(error.body) as { details?: { nextSlots?: BookingSlot[] } };
    return Array.isArray(body.details?.nextSlots) ? body.details.nextSlots : undefined;
  } catch {
    return undefined;
  }
}

/** What to tell her when an action failed: the server's words, or a plain retry. */
export function describeBookingError(error: unknown): string {
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  return 'Please check your connection and try again.';
}
