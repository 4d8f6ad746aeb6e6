import { apiPaths } from '@bridal/shared/api/api-paths';
import { apiRequest } from '../../../lib/api-client';

/** PATCH /api/notifications/{id}/read */
export function markNotificationRead(id: string): Promise<unknown> {
  return apiRequest(apiPaths.notificationRead(id), { method: 'PATCH' });
}
