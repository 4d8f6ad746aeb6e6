import { mutate } from 'swr';
import { ApiError } from './api-client';
import { sessionKey } from './use-session';

/** A call that finds the session gone (expired, logged out elsewhere) sends the user to log in. */
export function signOutOn401(error: unknown): void {
  if (error instanceof ApiError && error.status === 401) void mutate(sessionKey, null, { revalidate: false });
}
