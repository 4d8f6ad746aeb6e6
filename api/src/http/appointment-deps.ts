import type { AppointmentWriteDeps } from '@bridal/server/appointments/notify/notify-bride';
import type { Logger } from '@bridal/server/logging/create-logger';
import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import { dashboardChangesOf } from './dashboard-changes';

/**
 * What a write to an appointment needs from the request: the dashboards to tell and her e-mails'
 * way out. Staff writes log with the request's logger; her link's public writes with the app's.
 */
export const appointmentDepsOf = (c: Context<AppEnv>, logger: Logger = c.var.logger): AppointmentWriteDeps => {
  const { sql, mailQueue, rateLimiter } = c.var.deps;
  return { sql, changes: dashboardChangesOf(c), mailQueue, logger, rateLimiter };
};
