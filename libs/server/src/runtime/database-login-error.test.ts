import { describe, expect, it } from '@jest/globals';
import postgres from 'postgres';
import { testDatabaseAdminUrl } from '@bridal/testing/test-database';
import { databaseLoginError } from './database-login-error';

const roleUrl = (role: string, password = '') => {
  const url = new URL(testDatabaseAdminUrl);
  url.username = role;
  url.password = password;
  return url.toString();
};

describe('databaseLoginError', () => {
  it('turns a login PostgreSQL refuses into one line naming DATABASE_URL', async () => {
    const url = roleUrl('no_such_role_for_bridal', 's3cret-pass');
    const sql = postgres(url, { max: 1, connect_timeout: 5, onnotice: () => undefined });
    const refused = await sql`SELECT 1`.then(
      () => null,
      (error: unknown) => error,
    );
    await sql.end({ timeout: 1 });
    const message = databaseLoginError(refused, url)?.message ?? '';
    expect(message).toContain('refused the login of no_such_role_for_bridal');
    expect(message).toContain('set DATABASE_URL');
    expect(message).not.toContain('s3cret-pass');
    expect(message).not.toContain('\n');
  });

  it('names a wrong password and a role that may not create the database', () => {
    const url = 'postgres://owner:pw@db.local:6543/bridal';
    const password = databaseLoginError(
      { code: '28P01', message: 'password authentication failed for user "owner"' },
      url,
    );
    expect(password?.message).toBe(
      'PostgreSQL at db.local:6543 refused the login of owner (password authentication failed for user "owner"): ' +
        'set DATABASE_URL to a role that may log in, e.g. postgres://USER:PASSWORD@db.local:6543/bridal, ' +
        'or run everything with "docker compose up --build".',
    );
    const create = databaseLoginError({ code: '42501', message: 'permission denied to create database' }, url);
    expect(create?.message).toContain('create the database "bridal" once as a superuser');
  });

  it('leaves other errors alone', () => {
    expect(databaseLoginError(new Error('boom'), 'postgres://a@b/c')).toBeNull();
    expect(databaseLoginError({ code: '42P01' }, 'postgres://a@b/c')).toBeNull();
    expect(databaseLoginError(null, 'postgres://a@b/c')).toBeNull();
  });
});
