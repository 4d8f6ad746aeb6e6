import type { ChangePasswordRequest } from '@bridal/shared/accounts/account-schemas';
import { apiPaths } from '@bridal/shared/api/api-paths';
import type { OkResponse } from '@bridal/shared/api/ok-response';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/account/password: her other sessions end, this one stays. */
export function changePassword({ currentPassword, password }: ChangePasswordRequest): Promise<OkResponse> {
  return apiRequest<OkResponse>(apiPaths.account.password, { method: 'POST', body: { currentPassword, password } });
}
