import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { markNotificationReadHandler, notifyAboutBrideHandler } from './notifications.handlers';

/** Mounted at /api/notifications. */
export const notificationsRoutes = new Hono<AppEnv>().patch('/:id/read', markNotificationReadHandler);

/** Mounted at /api/consultant. */
export const consultantNotifyRoutes = new Hono<AppEnv>().post('/notify', notifyAboutBrideHandler);
