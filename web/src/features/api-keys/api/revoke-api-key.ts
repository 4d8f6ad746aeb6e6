import { apiPaths } from '@bridal/shared/api/api-paths';
import { mutate } from 'swr';
import { apiRequest } from '../../../lib/api-client';
import { apiKeysKey } from './get-api-keys';

/** DELETE /api/api-keys/{id} (the owner): the key stops working at once; the list is read again. */
export async function revokeApiKey(keyId: string): Promise<void> {
  await apiRequest(apiPaths.apiKey(keyId), { method: 'DELETE' });
  await mutate(apiKeysKey);
}
