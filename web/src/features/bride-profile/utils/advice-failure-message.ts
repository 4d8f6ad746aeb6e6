import { ApiError } from '../../../lib/api-client';

/** The fixed message, except when the server says to slow down: then its own words say how long. */
export function adviceFailureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status === 429) return error.serverMessage ?? fallback;
  return fallback;
}
