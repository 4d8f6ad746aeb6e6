import type { DashboardChanges } from '@bridal/server/dashboard-version/dashboard-version';
import type { Context } from 'hono';
import type { AppEnv } from '../app-env';

/** Where a request's writes tell its boutique's dashboards that they changed (markDashboardChanged). */
export const dashboardChangesOf = (c: Context<AppEnv>): DashboardChanges => ({
  redis: c.var.deps.redis,
  prefix: c.var.deps.env.REDIS_PREFIX,
  logger: c.var.logger,
  versions: c.var.deps.dashboardVersions,
});
