import { apiPaths } from '@bridal/shared/api/api-paths';
import type { MarkAllReadRequest } from '@bridal/shared/dashboard/mark-all-read-schema';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/notifications/read-all: the boutique's unread notifications, up to the newest she saw. */
export function markAllNotificationsRead(request: MarkAllReadRequest): Promise<unknown> {
  return apiRequest(apiPaths.notificationsReadAll, { method: 'POST', body: request });
}
