import type { DashboardNotification } from '@bridal/shared/dashboard/dashboard';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { notify } from '../../../lib/notify';
import { dropNotificationsFromCache } from '../api/get-dashboard';
import { markAllNotificationsRead } from '../api/mark-all-notifications-read';
import { markNotificationsRead } from '../api/mark-notification-read';

const markAllReadFailed = 'The notifications could not be marked read. Please try again.';

/** The newest of the notifications shown (ISO instants sort as text). */
const newestOf = (notifications: readonly DashboardNotification[]) =>
  notifications.reduce((newest, n) => (n.createdAt > newest ? n.createdAt : newest), notifications[0]!.createdAt);

/** Opening a notification, and 'Mark all read', on the card of what is new. */
export function useNotificationActions(notifications: readonly DashboardNotification[]) {
  const navigate = useNavigate();
  const [markingAll, setMarkingAll] = useState(false);

  /** Marks it read, then opens her profile, which needs only her id: listed or not, she opens. */
  async function open(notification: DashboardNotification, profilePath: string) {
    await markNotificationsRead([notification.id]);
    navigate(profilePath);
  }

  async function markAllRead() {
    if (notifications.length === 0) return;
    setMarkingAll(true);
    try {
      // Up to the newest she sees: one that arrives meanwhile stays unread until she has seen it.
      await markAllNotificationsRead({ upTo: newestOf(notifications) });
      await dropNotificationsFromCache(notifications.map((notification) => notification.id));
    } catch {
      notify('error', 'Error', markAllReadFailed);
    } finally {
      setMarkingAll(false);
    }
  }

  return { open, markAllRead, markingAll };
}
