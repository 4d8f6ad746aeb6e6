import type { Sql } from '../db/create-sql';
import type { SessionCache } from './session-cache';

/** The channels the triggers of migration 0004 notify. */
export const sessionChannels = {
  sessionDeleted: 'session_deleted',
  userChanged: 'user_changed',
  boutiqueChanged: 'boutique_changed',
} as const;

/**
 * Keeps a SessionCache true to the database: a deleted session (logout, password reset, a
 * consultant removed, any cascade) or a changed user or boutique is dropped as soon as
 * PostgreSQL commits it. Whenever the listening connection (re)connects, notifications may have
 * been missed, so the whole cache is dropped. Answers a function that stops listening.
 */
export async function watchSessionChanges(sql: Sql, cache: SessionCache): Promise<() => Promise<void>> {
  const clear = () => cache.clear();
  const subscriptions = await Promise.all([
    sql.listen(sessionChannels.sessionDeleted, (tokenHash) => cache.forgetToken(tokenHash), clear),
    sql.listen(
      sessionChannels.userChanged,
      (userId) => cache.forgetWhere((account) => account.userId === userId),
      clear,
    ),
    sql.listen(
      sessionChannels.boutiqueChanged,
      (boutiqueId) => cache.forgetWhere((account) => String(account.boutiqueId) === boutiqueId),
      clear,
    ),
  ]);
  return async () => {
    await Promise.all(subscriptions.map((subscription) => subscription.unlisten().catch(() => undefined)));
  };
}
