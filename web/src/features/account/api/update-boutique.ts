import type { AccountDetails } from '@bridal/shared/accounts/account-details';
import type { UpdateBoutiqueRequest } from '@bridal/shared/accounts/account-schemas';
import { apiPaths } from '@bridal/shared/api/api-paths';
import { apiRequest } from '../../../lib/api-client';

/** PUT /api/account/boutique (admins): the boutique's name, address and phone. */
export function updateBoutique(body: UpdateBoutiqueRequest): Promise<AccountDetails> {
  return apiRequest<AccountDetails>(apiPaths.account.boutique, { method: 'PUT', body });
}
