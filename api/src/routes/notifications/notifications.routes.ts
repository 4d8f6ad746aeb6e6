import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { markNotificationReadHandler, notifyAboutBrideHandler } from './notifications.handlers';

export const notificationsRoutes = new Hono<AppEnv>()
  .patch('/notifications/:id/read', markNotificationReadHandler)
  .post('/consultant/notify', notifyAboutBrideHandler);
