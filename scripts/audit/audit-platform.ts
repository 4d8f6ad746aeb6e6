/**
 * The platform the audit looks at, started as the end-to-end tests start it
 * (e2e/support/platform.ts): the web app built into a temp folder of its own (web/dist is left
 * alone), the real API serving that build in production mode, one worker (the built-in analyst
 * and the mail queue), a database, a Redis prefix, a storage folder and an SMTP catcher of its
 * own. Every piece is registered with the cleanup as it is made.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Cleanup } from '@bridal/testing/cleanup';
import { platformEnv } from '@bridal/testing/platform-env';
import { type CapturedMail, startSmtpCapture } from '@bridal/testing/smtp-capture';
import { repoRoot, spawnService } from '@bridal/testing/spawn-service';
import { stopProcess } from '@bridal/testing/stop-process';
import { createTestDatabase, type TestDatabase } from '@bridal/testing/test-database';
import { createTestRedisPrefix } from '@bridal/testing/test-redis';

export interface AuditPlatform {
  baseUrl: string;
  webDist: string;
  database: TestDatabase;
  mail: {
    messages: CapturedMail[];
    waitFor(predicate: (mail: CapturedMail) => boolean, timeoutMs?: number): Promise<CapturedMail>;
  };
}

/** Builds the web app into `outDir` (`vite build --outDir <tmp> --emptyOutDir`); the build's log on failure. */
export async function buildWebApp(outDir: string, cleanup: Cleanup): Promise<void> {
  const child = spawn('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir'], {
    cwd: path.join(repoRoot, 'web'),
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  cleanup.add('stop the web build', async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0 || !existsSync(path.join(outDir, 'index.html'))) {
    throw new Error(`the web build failed (exit ${code}):\n${output}`);
  }
}

export async function startAuditPlatform(cleanup: Cleanup, existingDist?: string): Promise<AuditPlatform> {
  const tempDir = await cleanup.track(
    'remove the temp folder',
    mkdtemp(path.join(os.tmpdir(), 'bridal-audit-')),
    (dir) => rm(dir, { recursive: true, force: true }),
  );
  let webDist = existingDist;
  if (!webDist) {
    webDist = path.join(tempDir, 'web-dist');
    console.log(`building the web app into ${webDist} ...`);
    await buildWebApp(webDist, cleanup);
  } else if (!existsSync(path.join(webDist, 'index.html'))) {
    throw new Error(`${webDist} has no index.html`);
  }

  const [database, smtp] = await Promise.all([
    cleanup.track('drop the database', createTestDatabase(), (made) => made.drop()),
    cleanup.track('stop the SMTP catcher', startSmtpCapture(), (made) => made.stop()),
  ]);
  const redis = createTestRedisPrefix();
  cleanup.add('delete the Redis keys', () => redis.cleanup());

  const { baseUrl, env: shared } = await platformEnv({ databaseUrl: database.url, redisPrefix: redis.prefix });
  const env = {
    ...shared,
    DATABASE_POOL_SIZE: '4',
    SMTP_URL: smtp.url,
    STORAGE_DIR: path.join(tempDir, 'uploads'),
    WORKER_HEARTBEAT_FILE: path.join(tempDir, 'worker-heartbeat'),
    WORKER_CONCURRENCY: '2',
    RATE_LIMITS: 'off',
    AI_PROVIDER: 'local',
    WEB_DIST: webDist,
    SERVE_WEB: 'true',
    // The ready lines ("listening on", "worker started") are logged at info.
    LOG_LEVEL: 'info',
  };
  // One after the other, as the end-to-end tests do: the API prepares the database and the demo seed.
  await cleanup.track(
    'stop the API',
    spawnService({ entry: 'api/src/main.ts', env, readyLine: /listening on/, timeoutMs: 90_000 }),
    (made) => stopProcess(made.process, 20_000),
  );
  await cleanup.track(
    'stop the worker',
    spawnService({ entry: 'worker/src/main.ts', env, readyLine: /worker started/, timeoutMs: 90_000 }),
    (made) => stopProcess(made.process, 20_000),
  );
  return { baseUrl, webDist, database, mail: smtp };
}
