import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppEnv } from '../app-env';

/**
 * The caller's address. X-Forwarded-For is believed only behind a trusted proxy, and only its last
 * entry: that is the one our proxy added, while the entries before it are whatever the client sent,
 * and a client choosing its own address would escape every per-address limit.
 */
export function clientIp(c: Context<AppEnv>): string {
  if (c.get('deps').env.TRUST_PROXY) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
