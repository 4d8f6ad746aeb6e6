import {
  type CountedOutsideMail,
  type GuardOutsideMailOptions,
  guardOutsideMail,
} from '@bridal/server/mail/guard-outside-mail';
import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import { requireAccount } from '../middleware/session';

/** guardOutsideMail for the signed-in staff member's boutique (see there). */
export function guardMailFromBoutique(
  c: Context<AppEnv>,
  options: Pick<GuardOutsideMailOptions, 'kind' | 'to' | 'mode'>,
): Promise<CountedOutsideMail> {
  const account = requireAccount(c);
  const { sql, rateLimiter } = c.var.deps;
  return guardOutsideMail({
    sql,
    rateLimiter,
    boutiqueId: account.boutiqueId,
    actorUserId: account.userId,
    ...options,
  });
}
