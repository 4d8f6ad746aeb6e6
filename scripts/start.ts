/**
 * `npm start`: checks PostgreSQL and Redis, creates the database if needed, applies migrations
 * and the demo seed, builds the web app when its sources changed and bundles the API and the
 * worker, then runs them (the API serving the web app) side by side until stopped: one that dies
 * is restarted with backoff while the other keeps serving. Both stop if this process dies, however
 * it dies (see superviseProcesses and runProcess).
 * `npm run dev` runs the API and worker from their TypeScript sources instead (no bundle).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, parseServerEnv, shouldServeWeb } from '@bridal/server/config/server-env';
import { createSql } from '@bridal/server/db/create-sql';
import { ensureDatabaseExists } from '@bridal/server/db/ensure-database-exists';
import { prepareDatabase } from '@bridal/server/db/prepare-database';
import { newestMtime } from '@bridal/server/runtime/newest-mtime';
import { checkDependencies, DependencyUnreachableError } from '@bridal/server/runtime/check-dependencies';
import { DatabaseLoginError, databaseLoginError } from '@bridal/server/runtime/database-login-error';
import { builtEntries, productionNodeFlags, productionProcessEnv } from '@bridal/server/runtime/production-node-flags';
import { superviseProcesses } from '@bridal/server/runtime/supervise-processes';
import { buildServer } from './build-server';

const root = path.resolve(import.meta.dirname, '..');

function webBuildIsStale(): boolean {
  const index = path.join(root, 'web/dist/index.html');
  if (!existsSync(index)) return true;
  const built = statSync(index).mtimeMs;
  return [path.join(root, 'web'), path.join(root, 'libs/shared/src')].some((dir) => newestMtime(dir) > built);
}

async function main() {
  const env = parseServerEnv({ NODE_ENV: 'production', ...process.env });
  await checkDependencies(env);
  try {
    if (await ensureDatabaseExists(env.DATABASE_URL))
      console.log(`Created database ${new URL(env.DATABASE_URL).pathname.slice(1)}`);
    const sql = createSql({ url: env.DATABASE_URL, max: 2 });
    try {
      await prepareDatabase(sql, { info: (message) => console.log(message) });
    } finally {
      await sql.end({ timeout: 5 });
    }
  } catch (error) {
    throw databaseLoginError(error, env.DATABASE_URL) ?? error;
  }

  // An API that does not serve the web app (SERVE_WEB=false) needs no build of it.
  if (shouldServeWeb(env) && webBuildIsStale()) {
    console.log('Building the web app...');
    const build = spawnSync('npm', ['run', 'build', '-w', 'web'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }

  const fromSources = process.argv.includes('--dev');
  if (!fromSources) await buildServer();

  // The same PORT and PUBLIC_URL for both: the worker's e-mailed links must match the API's.
  const childEnv = {
    ...productionProcessEnv,
    ...process.env,
    NODE_ENV: env.NODE_ENV,
    PORT: String(env.PORT),
    PUBLIC_URL: env.PUBLIC_URL,
  };
  const supervisor = superviseProcesses({
    processes: (['api', 'worker'] as const).map((name) => ({
      name,
      command: process.execPath,
      args: fromSources
        ? ['--import', 'tsx', `${name}/src/main.ts`]
        : [...productionNodeFlags[name], builtEntries[name]],
    })),
    spawnOptions: { cwd: root, env: childEnv, stdio: 'inherit' },
  });
  const stop = () => void supervisor.stop().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  if (
    error instanceof ConfigError ||
    error instanceof DependencyUnreachableError ||
    error instanceof DatabaseLoginError
  )
    console.error(error.message);
  else console.error('Bridal Coach could not start:', error);
  process.exit(1);
});
