import type { AccountDetails } from '@bridal/shared/accounts/account-details';
import { apiPaths } from '@bridal/shared/api/api-paths';
import useSWR, { mutate } from 'swr';
import { fetcher } from '../../../lib/api-client';
import { sessionKey } from '../../../lib/use-session';

export const accountKey = apiPaths.account.details;

/** GET /api/account: her own details and her boutique's. */
export function useAccount() {
  return useSWR<AccountDetails>(accountKey, fetcher);
}

/** After a save: the page shows what the server kept, and the top bar her (or the boutique's) new name. */
export function showSavedAccount(details: AccountDetails): Promise<unknown> {
  return Promise.all([mutate(accountKey, details, { revalidate: false }), mutate(sessionKey)]);
}
