import type { DashboardNotification } from '@bridal/shared/dashboard/dashboard';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { dropNotificationsFromCache } from '../api/get-dashboard';
import { markNotificationRead } from '../api/mark-notification-read';

/**
 * 'Start Consultation': marks the bride's unread notifications read, then opens her profile.
 * A failed mark does not hold the consultant back; the next poll shows what is still unread.
 */
export function useStartConsultation(notifications: readonly DashboardNotification[]) {
  const navigate = useNavigate();
  const [startingId, setStartingId] = useState<string | null>(null);

  async function start(brideId: string, profilePath: string) {
    setStartingId(brideId);
    const hers = notifications.filter((notification) => notification.brideId === brideId).map((n) => n.id);
    const results = await Promise.allSettled(hers.map((id) => markNotificationRead(id)));
    const marked = hers.filter((_, index) => results[index]!.status === 'fulfilled');
    if (marked.length > 0) await dropNotificationsFromCache(marked);
    navigate(profilePath);
  }

  return { start, startingId };
}
