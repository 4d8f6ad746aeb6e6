import type { AppointmentWriteDeps } from '@bridal/server/appointments/notify/notify-bride';
import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import { dashboardChangesOf } from './dashboard-changes';

/** What a write to an appointment needs from the request: the dashboards to tell and her e-mails' way out. */
export const appointmentDepsOf = (c: Context<AppEnv>): AppointmentWriteDeps => {
  const { sql, mailQueue, rateLimiter } = c.var.deps;
  return { sql, changes: dashboardChangesOf(c), mailQueue, logger: c.var.logger, rateLimiter };
};
