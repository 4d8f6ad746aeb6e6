import type { RefreshPlansOptions } from '@bridal/server/brides/refresh-plans';
import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import { dashboardChangesOf } from './dashboard-changes';

/**
 * What a write that may start a bride's analysis again needs from the request: the database, the
 * analysis flows and the dashboards to tell, for the boutique it acts in.
 */
export const planDepsOf = (c: Context<AppEnv>, boutiqueId: number): RefreshPlansOptions => ({
  sql: c.var.deps.sql,
  flows: c.var.deps.analysisFlow,
  changes: dashboardChangesOf(c),
  boutiqueId,
});
