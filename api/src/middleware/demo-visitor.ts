import { findTrialByAccessToken } from '@bridal/server/accounts/start-trial';
import { hashToken } from '@bridal/server/auth/tokens';
import { AppError } from '@bridal/server/errors/app-error';
import { demoMessages } from '@bridal/shared/demo/demo-messages';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../app-env';

/** Set by the trial sign-up: an httpOnly cookie holding the trial's demo-access token. */
export const demoAccessCookie = 'bc_demo';

/**
 * The demo dashboard polls every 10 s, all day: the trials behind recent demo-access cookies are
 * kept in memory a minute, as sessions are (SessionCache), so a poll answered 304 asks no
 * database. A trial's access is never revoked, only runs out: an entry never outlives it.
 */
export const demoAccessCacheOptions = { ttlMs: 60_000, maxEntries: 20_000 };

/** Loads the trial behind a valid demo-access cookie, if any, into c.var.demoVisitor. */
export function loadDemoVisitor(
  options: { ttlMs: number; maxEntries: number } = demoAccessCacheOptions,
): MiddlewareHandler<AppEnv> {
  // By the token's SHA-256, as stored; Maps keep insertion order, so the first key is the oldest.
  const recent = new Map<string, { trialId: string; until: number }>();
  return async (c, next) => {
    const token = getCookie(c, demoAccessCookie);
    if (token && token.length <= 100) {
      const key = hashToken(token).toString('hex');
      const now = Date.now();
      const known = recent.get(key);
      if (known && known.until > now) {
        c.set('demoVisitor', { trialId: known.trialId });
      } else {
        recent.delete(key);
        const trial = await findTrialByAccessToken(c.get('deps').sql, token);
        if (trial) {
          c.set('demoVisitor', { trialId: trial.trialId });
          if (recent.size >= options.maxEntries) recent.delete(recent.keys().next().value!);
          recent.set(key, {
            trialId: trial.trialId,
            until: Math.min(now + options.ttlMs, trial.accessExpiresAt.getTime()),
          });
        }
      }
    }
    return next();
  };
}

/** The demo visitor, or 401 with a pointer to the trial sign-up. */
export function requireDemoVisitor(c: Context<AppEnv>): { trialId: string } {
  const visitor = c.get('demoVisitor');
  if (!visitor) throw new AppError('UNAUTHORIZED', demoMessages.accessRequired);
  return visitor;
}
