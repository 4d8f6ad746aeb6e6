/**
 * `npm start` against a PostgreSQL that refuses its login (another role, a wrong password) says so
 * in one line naming DATABASE_URL, as it does for a server it cannot reach: no stack trace.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { testDatabaseAdminUrl } from '@bridal/testing/test-database';
import { repoRoot } from '@bridal/testing/spawn-service';

describe('npm start with a refused database login', () => {
  it('prints one line that names DATABASE_URL, and exits 1', () => {
    const url = new URL(testDatabaseAdminUrl);
    url.username = 'bridal_role_nobody_created';
    url.password = 'not-to-be-printed';
    url.pathname = '/bridal_refused_login';
    const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'scripts/start.ts')], {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: url.toString(), SERVE_WEB: 'false' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    const said = run.stderr.trim();
    expect(said.split('\n')).toHaveLength(1);
    expect(said).toContain('refused the login of bridal_role_nobody_created');
    expect(said).toContain('set DATABASE_URL');
    expect(said).not.toContain('not-to-be-printed');
    expect(said).not.toMatch(/\n\s+at /);
  });
});
