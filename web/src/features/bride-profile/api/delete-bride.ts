import { apiPaths } from '@bridal/shared/api/api-paths';
import { apiRequest } from '../../../lib/api-client';

/** DELETE /api/brides/{brideId} (admins): she and everything she sent, her stored photos included. */
export function deleteBride(brideId: string): Promise<unknown> {
  return apiRequest(apiPaths.bride(brideId), { method: 'DELETE' });
}
