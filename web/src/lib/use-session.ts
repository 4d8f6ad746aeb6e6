import { apiPaths } from '@bridal/shared/api/api-paths';
import type { SessionInfo } from '@bridal/shared/accounts/account-types';
import useSWR, { mutate } from 'swr';
import { apiRequest, fetchOrNullOn401 } from './api-client';
import { clearSessionHints, markSignedOutByUser } from './session-hints';
import { notify } from './notify';

export const sessionKey = apiPaths.auth.me;

/** The logged-in user, or null when there is no session. */
export function useSession() {
  const { data, error, isLoading } = useSWR<SessionInfo | null>(sessionKey, fetchOrNullOn401);
  return { session: data ?? null, error, isLoading: isLoading || (data === undefined && !error) };
}

export async function logout(): Promise<void> {
  markSignedOutByUser();
  await apiRequest(apiPaths.auth.logout, { method: 'POST', body: {} }).catch(() => undefined);
  clearSessionHints();
  await mutate(sessionKey, null, { revalidate: false });
  notify('info', 'Logged out');
}
