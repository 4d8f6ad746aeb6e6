import { apiPaths } from '@bridal/shared/api/api-paths';
import { apiRequest } from '../../../lib/api-client';
import { dropNotificationsFromCache } from './get-dashboard';

/** PATCH /api/notifications/{id}/read */
export function markNotificationRead(id: string): Promise<unknown> {
  return apiRequest(apiPaths.notificationRead(id), { method: 'PATCH' });
}

/**
 * Marks notifications read and takes them off the dashboard at once. A failed mark does not hold
 * the consultant back: the next poll shows what is still unread.
 */
export async function markNotificationsRead(ids: readonly string[]): Promise<void> {
  const results = await Promise.allSettled(ids.map((id) => markNotificationRead(id)));
  const marked = ids.filter((_, index) => results[index]!.status === 'fulfilled');
  if (marked.length > 0) await dropNotificationsFromCache(marked);
}
