import { apiRequest } from '../../../lib/api-client';

/** PATCH /api/notifications/{id}/read */
export function markNotificationRead(id: string): Promise<unknown> {
  return apiRequest(`/api/notifications/${encodeURIComponent(id)}/read`, { method: 'PATCH' });
}
