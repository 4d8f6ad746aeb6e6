import type { FreeSlot } from '@bridal/shared/appointments/boutique-settings';
import { ApiError } from '../../../lib/api-client';

/** A refused booking or move: the server's words and, for a 409 'no longer free', the next free times. */
export interface BookingFailure {
  message: string;
  nextSlots: FreeSlot[];
}

export function bookingFailure(error: unknown): BookingFailure {
  if (!(error instanceof ApiError))
    return { message: 'The server could not be reached. Please try again.', nextSlots: [] };
  let nextSlots: FreeSlot[] = [];
  try {
    const parsed = JSON.parse(error.body) as { details?: { nextSlots?: FreeSlot[] } };
    if (Array.isArray(parsed.details?.nextSlots)) nextSlots = parsed.details.nextSlots;
  } catch {
    // not JSON: no slots to offer
  }
  return { message: error.serverMessage ?? 'Something went wrong. Please try again.', nextSlots };
}
