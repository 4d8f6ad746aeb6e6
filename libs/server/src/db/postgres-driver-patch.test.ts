import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from '@jest/globals';
import { repoRoot } from '@bridal/testing/spawn-service';
import { testDatabaseAdminUrl } from '@bridal/testing/test-database';

const run = promisify(execFile);

/**
 * postgres.js 3.4.9 throws from a timer when a query is written to a connection whose server
 * end has gone (porsager/postgres#1208): no caller can catch it, and the process ends. A
 * PostgreSQL restart did that to the API in the fault drills. patches/postgres+3.4.9.patch
 * fails such queries with CONNECTION_CLOSED instead. The script runs in a process of its own,
 * so that without the patch it is that process, not the test runner, that dies.
 */
const script = `
import postgres from 'postgres';
const sql = postgres(process.env.DATABASE_URL, { max: 2, onnotice: () => {} });
const reserved = await sql.reserve();
const [{ pid }] = await reserved\`SELECT pg_backend_pid() AS pid\`;
await sql\`SELECT pg_terminate_backend(\${pid})\`;
await new Promise((resolve) => setTimeout(resolve, 200));
for (const attempt of [1, 2]) {
  await reserved\`SELECT 1\`.then(
    () => console.log('answered'),
    (error) => console.log('refused ' + error.code),
  );
}
reserved.release();
const [{ alive }] = await sql\`SELECT 1 AS alive\`;
console.log('pool answers ' + alive);
await sql.end({ timeout: 1 });
`;

describe('the PostgreSQL driver, patched', () => {
  it('refuses a query on a connection the server has closed instead of ending the process', async () => {
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: testDatabaseAdminUrl },
      timeout: 20_000,
    });
    expect(stdout.trim().split('\n')).toEqual([
      'refused CONNECTION_CLOSED',
      'refused CONNECTION_CLOSED',
      'pool answers 1',
    ]);
  });
});
