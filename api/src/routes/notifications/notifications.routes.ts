import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import {
  markAllNotificationsReadHandler,
  markNotificationReadHandler,
  notifyAboutBrideHandler,
} from './notifications.handlers';

/** Mounted at /api/notifications. */
export const notificationsRoutes = new Hono<AppEnv>()
  .post('/read-all', markAllNotificationsReadHandler)
  .patch('/:id/read', markNotificationReadHandler);

/**
 * Mounted at /api/consultant. Despite its path, /notify messages no one consultant: it writes a note about a
 * bride for the boutique's team, shown on their dashboards (apiPaths.brideNote).
 */
export const consultantNotifyRoutes = new Hono<AppEnv>().post('/notify', notifyAboutBrideHandler);
