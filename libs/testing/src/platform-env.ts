import { freePort } from './free-port';
import { testRedisUrl } from './test-redis';

/**
 * What every process of one run of the platform shares: production mode on a free loopback
 * port, which is also the public URL its links and CSRF origin check use, and the run's own
 * database and Redis key prefix (on the shared test Redis unless `redisUrl` names another).
 */
export async function platformEnv(options: {
  databaseUrl: string;
  redisPrefix: string;
  redisUrl?: string;
}): Promise<{ baseUrl: string; env: Record<string, string> }> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    baseUrl,
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATABASE_URL: options.databaseUrl,
      REDIS_URL: options.redisUrl ?? testRedisUrl,
      REDIS_PREFIX: options.redisPrefix,
    },
  };
}
