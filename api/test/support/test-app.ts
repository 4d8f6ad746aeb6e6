import { parseServerEnv, type ServerEnv } from '@bridal/server/config/server-env';
import { createLogger } from '@bridal/server/logging/create-logger';
import { createMailQueue } from '@bridal/server/queue/mail-queue';
import { createRedis } from '@bridal/server/queue/redis-connection';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRateLimiter } from '@bridal/server/security/rate-limits';
import { createStorage } from '@bridal/server/storage/create-storage';
import { FlowProducer } from 'bullmq';
import { createTestDatabase, type TestDatabase } from '@bridal/testing/test-database';
import { createTestRedisPrefix, testRedisUrl } from '@bridal/testing/test-redis';
import { SessionCache } from '@bridal/server/accounts/session-cache';
import { watchSessionChanges } from '@bridal/server/accounts/watch-session-changes';
import { DashboardVersionCache } from '@bridal/server/dashboard-version/dashboard-version-cache';
import { createApp, sessionCacheOptions } from '../../src/app';
import type { AppDeps } from '../../src/app-env';

export interface TestResponse {
  status: number;
  headers: Headers;
  body: any;
  text: string;
  setCookies: string[];
}

/**
 * The real app over a database and a Redis prefix of its own. Requests run in process; a cookie
 * jar per client stands in for the browser.
 */
export async function createTestApp(envOverrides: Record<string, string> = {}) {
  const database: TestDatabase = await createTestDatabase();
  const storageDir = await mkdtemp(path.join(tmpdir(), 'bc-storage-'));
  const redisPrefix = createTestRedisPrefix();
  const env: ServerEnv = parseServerEnv({
    NODE_ENV: 'test',
    DATABASE_URL: database.url,
    REDIS_URL: testRedisUrl,
    REDIS_PREFIX: redisPrefix.prefix,
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:3000',
    STORAGE_DIR: storageDir,
    ...envOverrides,
  });
  const redis = createRedis(env.REDIS_URL, 'producer');
  await new Promise<void>((resolve) => (redis.status === 'ready' ? resolve() : redis.once('ready', () => resolve())));
  const deps: AppDeps = {
    env,
    sql: database.sql,
    redis,
    mailQueue: createMailQueue(redis, env.REDIS_PREFIX),
    rateLimiter: createRateLimiter({ redis, prefix: env.REDIS_PREFIX, enabled: env.RATE_LIMITS === 'on' }),
    storage: createStorage({ driver: 'local', dir: storageDir }),
    analysisFlow: new FlowProducer({ connection: redis, prefix: env.REDIS_PREFIX }),
    logger: createLogger({ level: env.LOG_LEVEL, name: 'api-test' }),
    sessionCache: new SessionCache(sessionCacheOptions),
    dashboardVersions: new DashboardVersionCache({
      redis,
      subscriber: redis.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null }),
      prefix: env.REDIS_PREFIX,
    }),
    // No worker runs beside the app in process: readiness waits for one however long a file runs
    // (health.test.ts checks a missing worker with an app of its own).
    workerGraceUntil: Number.POSITIVE_INFINITY,
  };
  deps.dashboardVersions!.start();
  const stopWatchingSessions = await watchSessionChanges(database.sql, deps.sessionCache!);
  const app = createApp(deps);

  let clients = 0;
  // Each client has its own address unless a test names one, so limits never leak between tests.
  const client = (ip = `198.51.${Math.floor(clients / 250)}.${(clients++ % 250) + 1}`) => {
    const jar = new Map<string, string>();
    const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
      const init: RequestInit = { method, headers: { ...headers } };
      if (body instanceof FormData) {
        const request = new Request('http://localhost/', { method: 'POST', body });
        const bytes = Buffer.from(await request.arrayBuffer());
        init.body = bytes;
        (init.headers as Record<string, string>)['content-type'] = request.headers.get('content-type')!;
        (init.headers as Record<string, string>)['content-length'] = String(bytes.length);
      } else if (body !== undefined) {
        init.body = typeof body === 'string' ? body : JSON.stringify(body);
        (init.headers as Record<string, string>)['content-type'] ??= 'application/json';
        // As a real HTTP client would: the CSRF guard reads it to know a body is present.
        (init.headers as Record<string, string>)['content-length'] = String(Buffer.byteLength(init.body as string));
      }
      if (jar.size > 0) {
        (init.headers as Record<string, string>).cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
      }
      const response = await app.request(path, init, { incoming: { socket: { remoteAddress: ip } } });
      const setCookies = response.headers.getSetCookie();
      for (const cookie of setCookies) {
        const [pair = ''] = cookie.split(';');
        const index = pair.indexOf('=');
        const name = pair.slice(0, index);
        const value = pair.slice(index + 1);
        if (value === '' || /max-age=0/i.test(cookie)) jar.delete(name);
        else jar.set(name, value);
      }
      const text = await response.text();
      let parsed: unknown;
      try {
        parsed = text ? JSON.parse(text) : undefined;
      } catch {
        // not JSON: tests read `text`
      }
      return { status: response.status, headers: response.headers, body: parsed, text, setCookies } as TestResponse;
    };
    return {
      jar,
      get: (path: string, headers?: Record<string, string>) => call('GET', path, undefined, headers),
      post: (path: string, body?: unknown, headers?: Record<string, string>) => call('POST', path, body, headers),
      put: (path: string, body?: unknown, headers?: Record<string, string>) => call('PUT', path, body, headers),
      patch: (path: string, body?: unknown, headers?: Record<string, string>) => call('PATCH', path, body, headers),
      delete: (path: string, headers?: Record<string, string>) => call('DELETE', path, undefined, headers),
    };
  };

  return {
    app,
    deps,
    env,
    sql: database.sql,
    storageDir,
    client,
    async close() {
      await stopWatchingSessions();
      await deps.dashboardVersions?.stop();
      await deps.mailQueue.close();
      await deps.analysisFlow.close();
      await rm(storageDir, { recursive: true, force: true });
      redis.disconnect();
      await redisPrefix.cleanup();
      await database.drop();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export const validSignup = (overrides: Record<string, unknown> = {}) => ({
  name: 'Grace Hollis',
  email: `grace.${Math.random().toString(36).slice(2, 8)}@example.com`,
  password: 'Veil&Lace2025',
  phone: '(207) 555-0142',
  boutiqueName: 'Hollis Bridal Atelier',
  address: '44 Exchange Street, Portland, ME',
  consultantSeats: 4,
  agreedToTerms: true,
  ...overrides,
});

/**
 * The boutique a sign-up made, found by its owner's address: the sign-up's answer does not say
 * (it answers the same for an address that already has an account).
 */
export async function boutiqueIdOf(t: TestApp, ownerEmail: string): Promise<number> {
  const [row] = await t.sql<{ boutiqueId: number }[]>`
    SELECT boutique_id FROM users WHERE lower(email) = lower(${ownerEmail}) AND role = 'owner'`;
  if (!row) throw new Error(`no boutique signed up by ${ownerEmail}`);
  return row.boutiqueId;
}
