import type { CreateApiKeyRequest, CreatedApiKeyResponse } from '@bridal/shared/api-keys/api-keys';
import { apiPaths } from '@bridal/shared/api/api-paths';
import { mutate } from 'swr';
import { apiRequest } from '../../../lib/api-client';
import { apiKeysKey } from './get-api-keys';

/** POST /api/api-keys (the owner): the new key, its secret answered this once; the list is read again. */
export async function createApiKey(body: CreateApiKeyRequest): Promise<CreatedApiKeyResponse> {
  const created = await apiRequest<CreatedApiKeyResponse>(apiPaths.apiKeys, { body });
  await mutate(apiKeysKey);
  return created;
}
