import { rolesOf } from '@bridal/server/auth/role-mapping';
import { AppError } from '@bridal/server/errors/app-error';
import { demoBoutiqueId } from '@bridal/shared/accounts/account-types';
import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import { requireAccount } from '../middleware/session';
import { adminsOnlyMessage } from './require-role';

/** Who reads boutique data: a session's boutique, or the demo boutique for a demo visitor. */
export interface Reader {
  boutiqueId: number;
  /** In the demo boutique, the trial whose submitted brides she may see (null: the seeded ones only). */
  demoTrialId: string | null;
  /** The session's user; undefined for a demo visitor. */
  userId?: string;
}

/** The demo pages name the demo boutique (x-boutique-id 99). */
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
