import { createHash, timingSafeEqual } from 'node:crypto';
import type { ServerEnv } from '../config/server-env';

/** The one operator login for /ops/queues and the /metrics endpoints. */
export interface OpsCredential {
  username: string;
  password: string;
}

/** Sent with every 401 so a browser asks for the login. */
export const opsChallenge = 'Basic realm="Bridal Coach operations", charset="UTF-8"';

/** Undefined when OPS_PASSWORD is unset: the operator endpoints then do not exist. */
export function opsCredentialOf(env: Pick<ServerEnv, 'OPS_USER' | 'OPS_PASSWORD'>): OpsCredential | undefined {
  return env.OPS_PASSWORD ? { username: env.OPS_USER, password: env.OPS_PASSWORD } : undefined;
}

// Digests have one length, so timingSafeEqual compares them without telling the length apart.
const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
const sameSecret = (given: string, expected: string) => timingSafeEqual(digest(given), digest(expected));

/** True when an `Authorization: Basic ...` header carries the operator credential (constant-time). */
export function isOpsAuthorized(authorization: string | undefined, credential: OpsCredential): boolean {
  const match = /^Basic[ \t]+([A-Za-z0-9+/=]+)[ \t]*$/i.exec(authorization ?? '');
  if (!match) return false;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return false;
  // Both halves are always compared, so a wrong user name takes as long as a wrong password.
  const userMatches = sameSecret(decoded.slice(0, colon), credential.username);
  const passwordMatches = sameSecret(decoded.slice(colon + 1), credential.password);
  return userMatches && passwordMatches;
}
