import type { SessionInfo } from '@bridal/shared/accounts/account-types';
import { apiPaths } from '@bridal/shared/api/api-paths';
import type { LoginRequest } from '@bridal/shared/validation/login-schema';
import { apiRequest } from '../../../lib/api-client';
import { loginSchemaModule } from '../utils/auth-schemas';

/** POST /api/auth/login: the server answers the session and sets its httpOnly cookie. */
export async function login(input: LoginRequest): Promise<SessionInfo> {
  const { loginSchema } = await loginSchemaModule();
  const body = loginSchema.cast(input, { stripUnknown: true });
  return apiRequest<SessionInfo>(apiPaths.auth.login, { method: 'POST', body });
}
