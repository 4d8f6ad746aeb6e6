import { rolesOf } from '@bridal/server/accounts/role-mapping';
import { findTrialByAccessToken } from '@bridal/server/accounts/start-trial';
import { hashToken } from '@bridal/server/auth/tokens';
import { AppError } from '@bridal/server/errors/app-error';
import { demoBoutiqueId } from '@bridal/shared/accounts/account-types';
import { demoMessages } from '@bridal/shared/demo/demo-messages';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../app-env';
import { adminsOnlyMessage } from '../http/require-role';
import { requireAccount } from './session';

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
        const trial = await findTrialByAccessToken(c.var.deps.sql, token);
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

/** Who reads boutique data: a session's boutique, or the demo boutique for a demo visitor. */
export interface Reader {
  boutiqueId: number;
  /** In the demo boutique, the trial whose submitted brides she may see (null: the seeded ones only). */
  demoTrialId: string | null;
  /** The session's user; undefined for a demo visitor. */
  userId?: string;
}

/** The demo pages name the demo boutique (x-boutique-id 99, as the spec's client sends). */
function asksForDemo(c: Context<AppEnv>): boolean {
  return [c.req.header('x-boutique-id'), c.req.query('boutiqueId')].includes(String(demoBoutiqueId));
}

/**
 * The reader of a GET: a demo visitor when she has no session or asks for the demo boutique,
 * else the session (an admin when `admin`). Neither: 401.
 */
export function resolveReader(c: Context<AppEnv>, options: { admin?: boolean } = {}): Reader {
  const visitor = c.var.demoVisitor;
  const account = c.var.account;
  if (visitor && (!account || asksForDemo(c))) {
    return { boutiqueId: demoBoutiqueId, demoTrialId: visitor.trialId };
  }
  const signedIn = requireAccount(c);
  if (options.admin && rolesOf(signedIn.role).userType !== 'admin') {
    throw new AppError('FORBIDDEN', adminsOnlyMessage);
  }
  return { boutiqueId: signedIn.boutiqueId, demoTrialId: null, userId: signedIn.userId };
}

/**
 * The reader, then the demo visitor when the reader is a session of another boutique: an <img>
 * of a demo bride carries no x-boutique-id, and her id cannot belong to the session's boutique.
 */
export function readersOf(c: Context<AppEnv>): Reader[] {
  const reader = resolveReader(c);
  const visitor = c.var.demoVisitor;
  return visitor && reader.boutiqueId !== demoBoutiqueId
    ? [reader, { boutiqueId: demoBoutiqueId, demoTrialId: visitor.trialId }]
    : [reader];
}

/** The demo visitor, or 401 with a pointer to the trial sign-up. */
export function requireDemoVisitor(c: Context<AppEnv>): { trialId: string } {
  const visitor = c.var.demoVisitor;
  if (!visitor) throw new AppError('UNAUTHORIZED', demoMessages.accessRequired);
  return visitor;
}
