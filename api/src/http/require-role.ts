import { rolesOf } from '@bridal/server/auth/role-mapping';
import { AppError } from '@bridal/server/errors/app-error';
import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import { requireAccount } from '../middleware/session';

export const adminsOnlyMessage = 'Only boutique admins can do this.';

/** The logged-in user if she is one of the boutique's admins (owner or admin); 403 otherwise. */
export function requireAdmin(c: Context<AppEnv>) {
  const account = requireAccount(c);
  if (rolesOf(account.role).userType !== 'admin') throw new AppError('FORBIDDEN', adminsOnlyMessage);
  return account;
}

export const ownerOnlyMessage = 'Only the boutique owner can do this.';

/**
 * The logged-in user if she is the boutique's owner (not another admin); 403 with `message` otherwise.
 * Never an API key: what only the owner may do (keys, webhooks) is done in her session.
 */
export function requireOwner(c: Context<AppEnv>, message: string = ownerOnlyMessage) {
  const account = requireAccount(c);
  if (account.role !== 'owner' || c.var.apiKey) throw new AppError('FORBIDDEN', message);
  return account;
}
