import type { DashboardNotification } from '@bridal/shared/dashboard/dashboard';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { markNotificationsRead } from '../api/mark-notification-read';

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
    await markNotificationsRead(hers);
    navigate(profilePath);
  }

  return { start, startingId };
}
