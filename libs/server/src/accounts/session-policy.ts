import type { ServerEnv } from '../config/server-env';
import type { SessionPolicy } from './sessions';

export function sessionPolicyOf(
  env: Pick<ServerEnv, 'SESSION_IDLE_MINUTES' | 'SESSION_ABSOLUTE_HOURS'>,
): SessionPolicy {
  return { idleMinutes: env.SESSION_IDLE_MINUTES, absoluteHours: env.SESSION_ABSOLUTE_HOURS };
}
