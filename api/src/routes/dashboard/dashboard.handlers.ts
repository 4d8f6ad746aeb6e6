import { rolesOf } from '@bridal/server/auth/role-mapping';
import { withTimeout } from '@bridal/server/async/with-timeout';
import { dashboardEtag, demoDashboardEtag } from '@bridal/server/dashboard-version/dashboard-etag';
import { readDashboardVersion } from '@bridal/server/dashboard-version/dashboard-version';
import { readDashboard } from '@bridal/server/dashboard/read-dashboard';
import { readDemoDashboard } from '@bridal/server/demo/read-demo-dashboard';
import { AppError } from '@bridal/server/errors/app-error';
import { demoBoutiqueId } from '@bridal/shared/accounts/account-types';
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { ifNoneMatchHits } from '../../http/if-none-match';
import { requireDemoVisitor } from '../../middleware/demo-visitor';
import { notLoggedInMessage, requireAccount } from '../../middleware/session';

type Ctx = Context<AppEnv>;

/** A poll must not wait on a slow Redis: past this it is served fresh, without an ETag. */
const versionTimeoutMs = 250;
const warnEveryMs = 10_000;
let lastWarnAt = 0;

async function readVersionOrNothing(c: Ctx, boutiqueId: number): Promise<string | undefined> {
  const { redis, env, dashboardVersions } = c.get('deps');
  // Most polls: this replica already knows the counter (kept true by its subscription).
  const known = dashboardVersions?.peek(boutiqueId);
  if (known !== undefined) return known;
  try {
    return await withTimeout(
      dashboardVersions
        ? dashboardVersions.read(boutiqueId)
        : readDashboardVersion({ redis, prefix: env.REDIS_PREFIX, boutiqueId }),
      versionTimeoutMs,
      'Redis',
    );
  } catch (error) {
    // Every poll would say the same while Redis is away: say it now and then.
    if (Date.now() - lastWarnAt > warnEveryMs) {
      lastWarnAt = Date.now();
      c.get('logger').warn({ err: error }, 'dashboard version unavailable: serving dashboards without an ETag');
    }
    return undefined;
  }
}

interface PollStamp {
  version: string;
  publicUrl: string;
  now: Date;
}

/**
 * A dashboard poll: `no-cache` (not the API's usual `no-store`) lets the browser keep the answer and
 * revalidate it with If-None-Match; an unchanged poll (its ETag from the boutique's change counter)
 * is answered 304 before `read` asks the database; a Redis that does not answer means no ETag.
 */
async function answerPoll<T extends object>(
  c: Ctx,
  boutiqueId: number,
  etagOf: (stamp: PollStamp) => string,
  read: (at: Omit<PollStamp, 'version'>) => Promise<T>,
) {
  c.header('Cache-Control', 'private, no-cache');
  const now = new Date();
  const publicUrl = c.get('deps').env.PUBLIC_URL || new URL(c.req.url).origin;
  const version = await readVersionOrNothing(c, boutiqueId);
  const etag = version === undefined ? undefined : etagOf({ version, publicUrl, now });
  if (etag && ifNoneMatchHits(c.req.header('if-none-match'), etag)) {
    c.header('ETag', etag);
    return c.body(null, 304);
  }
  const dashboard = await read({ publicUrl, now });
  if (etag) c.header('ETag', etag);
  return c.json(dashboard);
}

/**
 * GET /api/dashboard/consultant. The ETag comes from the boutique's change counter in Redis, so
 * an unchanged poll is answered 304 before any dashboard query; `no-cache` (not the API's usual
 * `no-store`) lets the browser keep the answer and revalidate it with If-None-Match.
 */
export async function readDashboardHandler(c: Ctx) {
  const account = requireAccount(c);
  const { sql } = c.get('deps');
  return answerPoll(
    c,
    account.boutiqueId,
    (stamp) => dashboardEtag({ boutiqueId: account.boutiqueId, userId: account.userId, role: account.role, ...stamp }),
    async ({ publicUrl, now }) => {
      const dashboard = await readDashboard({
        sql,
        boutiqueId: account.boutiqueId,
        userId: account.userId,
        publicUrl,
        today: now,
        day: { isAdmin: rolesOf(account.role).userType === 'admin' },
      });
      if (!dashboard) throw new AppError('UNAUTHORIZED', notLoggedInMessage);
      return dashboard;
    },
  );
}

/**
 * GET /api/dashboard/demo: the demo boutique for a visitor with demo access: seeded brides and her
 * own. Revalidated as the live dashboard is, with an ETag of the demo boutique's counter and her
 * trial (see demoDashboardEtag); the trial behind her cookie is cached, so a 304 asks no database.
 */
export async function readDemoDashboardHandler(c: Ctx) {
  const visitor = requireDemoVisitor(c);
  const { sql } = c.get('deps');
  return answerPoll(
    c,
    demoBoutiqueId,
    (stamp) => demoDashboardEtag({ trialId: visitor.trialId, ...stamp }),
    async ({ publicUrl, now }) => {
      const dashboard = await readDemoDashboard({ sql, trialId: visitor.trialId, publicUrl, today: now });
      if (!dashboard) throw new AppError('NOT_FOUND', 'The demo boutique is not set up.');
      return dashboard;
    },
  );
}
