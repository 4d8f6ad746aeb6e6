import type { SessionInfo } from '@bridal/shared/accounts/account-types';
import { type LoginRequest, loginSchema } from '@bridal/shared/validation/login-schema';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/login: the server answers the session and sets its httpOnly cookie. */
export function login(input: LoginRequest): Promise<SessionInfo> {
  const body = loginSchema.cast(input, { stripUnknown: true });
  return apiRequest<SessionInfo>('/api/auth/login', { method: 'POST', body });
}
