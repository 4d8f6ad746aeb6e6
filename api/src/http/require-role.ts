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

/** The logged-in user if she owns the boutique (its integrations are hers alone); 403 otherwise. */
export function requireOwner(c: Context<AppEnv>) {
  const account = requireAccount(c);
  if (account.role !== 'owner') throw new AppError('FORBIDDEN', ownerOnlyMessage);
  return account;
}
