import type { AccountDetails } from '@bridal/shared/accounts/account-details';
import type { UpdateProfileRequest } from '@bridal/shared/accounts/account-schemas';
import { apiPaths } from '@bridal/shared/api/api-paths';
import { apiRequest } from '../../../lib/api-client';

/** PUT /api/account: her name and phone; a new e-mail is sent a link and counts once it is opened. */
export function updateProfile(body: UpdateProfileRequest): Promise<AccountDetails> {
  return apiRequest<AccountDetails>(apiPaths.account.details, { method: 'PUT', body });
}
