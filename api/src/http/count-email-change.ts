import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import { clientIp } from './client-ip';

/**
 * Counts a change of an e-mail address (a team member's, or one's own): its answer tells whether
 * the new address has an account, as sign-up's does.
 */
export async function countEmailChange(c: Context<AppEnv>, userId: string): Promise<void> {
  const { rateLimiter } = c.var.deps;
  await rateLimiter.consume('emailChangesByIp', clientIp(c));
  await rateLimiter.consume('emailChangesByUser', userId);
}
