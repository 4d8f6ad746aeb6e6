import { apiPaths } from '@bridal/shared/api/api-paths';
import { mutate } from 'swr';
import { apiRequest } from '../../../lib/api-client';
import { clearSessionHints, markSignedOutByUser, takeSignedOutByUser } from '../../../lib/session-hints';
import { sessionKey } from '../../../lib/use-session';

/** POST /api/account/sign-out-everywhere: every session of hers ends, this one too. */
export async function signOutEverywhere(): Promise<void> {
  markSignedOutByUser();
  try {
    await apiRequest(apiPaths.account.signOutEverywhere, { method: 'POST', body: {} });
  } catch (error) {
    takeSignedOutByUser();
    throw error;
  }
  clearSessionHints();
  await mutate(sessionKey, null, { revalidate: false });
}
