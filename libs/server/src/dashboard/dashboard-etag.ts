import { createHash } from 'node:crypto';

/** Raise when the dashboard's answer changes shape, so no browser keeps an answer of the old shape. */
const dashboardShape = 1;

/**
 * However quiet a boutique is, its dashboards get a fresh answer at least this often: the
 * active-clients list depends on the date, and a bump lost to a Redis hiccup heals by itself.
 */
export const dashboardEtagWindowMs = 15 * 60_000;

export interface DashboardEtagOptions {
  boutiqueId: number;
  userId: string;
  /** The user's stored role: a change of role changes what the dashboard shows. */
  role: string;
  /** The boutique's change counter (readDashboardVersion). */
  version: string;
  /** The base of the survey link shown on the dashboard. */
  publicUrl: string;
  now?: Date;
}

/**
 * A weak ETag for one user's dashboard, computed without the database: it changes whenever the
 * boutique's counter is bumped, and at the turn of each window (which includes each UTC midnight,
 * where the wedding-date filter moves).
 */
export function dashboardEtag(options: DashboardEtagOptions): string {
  const window = Math.floor((options.now ?? new Date()).getTime() / dashboardEtagWindowMs);
  const digest = createHash('sha256')
    .update(
      JSON.stringify([
        dashboardShape,
        options.boutiqueId,
        options.userId,
        options.role,
        options.version,
        options.publicUrl,
        window,
      ]),
    )
    .digest('base64url')
    .slice(0, 22);
  return `W/"${digest}"`;
}
