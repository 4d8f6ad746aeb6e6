import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { newestMtime } from '@bridal/server/runtime/newest-mtime';
import { builtEntries } from '@bridal/server/runtime/production-node-flags';
import { platformEnv } from '@bridal/testing/platform-env';
import { type CapturedMail, startSmtpCapture } from '@bridal/testing/smtp-capture';
import { repoRoot, type SpawnedService, spawnService } from '@bridal/testing/spawn-service';
import { createTestDatabase, type TestDatabase } from '@bridal/testing/test-database';
import { createTestRedisPrefix } from '@bridal/testing/test-redis';

export interface Platform {
  baseUrl: string;
  database: TestDatabase;
  /** The run's Redis key prefix (its queues), on the test Redis. */
  redisPrefix: string;
  mail: { messages: CapturedMail[]; waitFor(predicate: (mail: CapturedMail) => boolean): Promise<CapturedMail> };
  stop(): Promise<void>;
}

/** The sources the API and worker bundles are built from. */
const bundledSources = ['api/src', 'worker/src', 'libs/server/src', 'libs/shared/src'];

/**
 * Refuses to test bundles older than their sources: the test would pass or fail on code that is
 * no longer there.
 */
function assertBundlesAreCurrent(): void {
  const sources = Math.max(...bundledSources.map((dir) => newestMtime(path.join(repoRoot, dir))));
  for (const entry of Object.values(builtEntries)) {
    const bundle = path.join(repoRoot, entry);
    if (!existsSync(bundle) || statSync(bundle).mtimeMs < sources) {
      throw new Error(
        `${entry} is missing or older than its sources: \`npm test\` builds it first (npm run build:server)`,
      );
    }
  }
}

/**
 * The whole platform as `npm start` runs it: the bundles of the API (serving the built web app)
 * and the worker under plain node in production mode, on a free port, with its own database,
 * Redis prefix and SMTP server. `extraEnv` adds to (or overrides) the services' environment.
 * What tsx and jest run from the sources can differ from what ships (a default import of a
 * CommonJS build once broke every appointment e-mail only in the bundle).
 */
export async function startPlatform(extraEnv: Record<string, string> = {}): Promise<Platform> {
  // E2E_WEB_DIST lets a developer test a build kept apart from web/dist while another is built.
  const webDist = process.env.E2E_WEB_DIST ?? path.join(repoRoot, 'web/dist');
  if (!existsSync(path.join(webDist, 'index.html'))) {
    throw new Error(`${webDist} is missing: \`npm test\` builds it first (npm run build)`);
  }
  assertBundlesAreCurrent();
  const database = await createTestDatabase();
  const redis = createTestRedisPrefix();
  const smtp = await startSmtpCapture();
  const { baseUrl, env: shared } = await platformEnv({ databaseUrl: database.url, redisPrefix: redis.prefix });
  const env = {
    ...shared,
    DATABASE_POOL_SIZE: '4',
    SMTP_URL: smtp.url,
    LOG_LEVEL: 'warn',
    WEB_DIST: webDist,
    WORKER_HEARTBEAT_FILE: `/tmp/${redis.prefix}-heartbeat`,
    // A test file's own settings (e.g. shortened delays), over the defaults.
    ...extraEnv,
  };
  const services: SpawnedService[] = [];
  try {
    services.push(
      await spawnService({
        entry: 'api/src/main.ts',
        env: { ...env, LOG_LEVEL: 'info' },
        readyLine: /listening on/,
        from: 'build',
      }),
    );
    services.push(
      await spawnService({
        entry: 'worker/src/main.ts',
        env: { ...env, LOG_LEVEL: 'info' },
        readyLine: /worker started/,
        from: 'build',
      }),
    );
  } catch (error) {
    await Promise.all(services.map((service) => service.stop()));
    await smtp.stop();
    await redis.cleanup();
    await database.drop();
    throw error;
  }
  return {
    baseUrl,
    database,
    redisPrefix: redis.prefix,
    mail: smtp,
    async stop() {
      await Promise.all(services.map((service) => service.stop()));
      await smtp.stop();
      await redis.cleanup();
      await database.drop();
    },
  };
}
