import { mutate } from 'swr';
import { ApiError } from '../../../lib/api-client';
import { sessionKey } from '../../../lib/use-session';

/** A poll that finds the session gone (expired, logged out elsewhere) sends the user to log in. */
export function signOutOn401(error: unknown): void {
  if (error instanceof ApiError && error.status === 401) void mutate(sessionKey, null, { revalidate: false });
}
