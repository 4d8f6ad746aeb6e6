import { createHash } from 'node:crypto';
import { demoBoutiqueId } from '@bridal/shared/accounts/account-types';

/** Raise when the dashboard's answer changes shape, so no browser keeps an answer of the old shape. */
const dashboardShape = 2;

/**
 * However quiet a boutique is, its dashboards get a fresh answer at least this often: the
 * active-clients list depends on the date, and a bump lost to a Redis hiccup heals by itself.
 * Windows start at whole quarter hours of UTC, and every time zone's offset is a whole number of
 * quarter hours, so a window also turns at each boutique's local midnight, where today's
 * appointments roll over: the poll needs no time zone.
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
 * boutique's counter is bumped and at the turn of each window (which includes each UTC midnight,
 * where the wedding-date filter moves, and each local midnight).
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

export interface DemoDashboardEtagOptions {
  /** The visitor's trial: the brides she submitted are on her dashboard alone. */
  trialId: string;
  /** The demo boutique's change counter, bumped by every visitor's survey, its analysis and the hourly retention. */
  version: string;
  publicUrl: string;
  now?: Date;
}

/**
 * The demo dashboard's ETag: the demo boutique's counter and the visitor's trial, so one
 * visitor's tag never stands for another's view (hers holds her own brides), and it changes
 * whenever a bride of hers comes, moves on in her analysis or is deleted after her hour.
 */
export function demoDashboardEtag(options: DemoDashboardEtagOptions): string {
  return dashboardEtag({
    boutiqueId: demoBoutiqueId,
    userId: `trial:${options.trialId}`,
    role: 'demo-visitor',
    version: options.version,
    publicUrl: options.publicUrl,
    now: options.now,
  });
}
