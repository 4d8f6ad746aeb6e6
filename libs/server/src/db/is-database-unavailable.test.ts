import { describe, expect, it } from '@jest/globals';
import postgres from 'postgres';
import { isDatabaseUnavailable } from './is-database-unavailable';

describe('isDatabaseUnavailable', () => {
  it('recognises a PostgreSQL that cannot be reached', async () => {
    const sql = postgres('postgres://postgres@127.0.0.1:1/nothing', { max: 1, connect_timeout: 2 });
    const error = await sql`SELECT 1`.then(
      () => undefined,
      (failure: unknown) => failure,
    );
    await sql.end({ timeout: 1 });
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('recognises PostgreSQL shutting down or starting up', () => {
    expect(
      isDatabaseUnavailable({ code: '57P01', message: 'terminating connection due to administrator command' }),
    ).toBe(true);
    expect(isDatabaseUnavailable({ code: '57P03', message: 'the database system is starting up' })).toBe(true);
  });

  it('leaves a query that is wrong, and anything else, to fail as it is', () => {
    expect(isDatabaseUnavailable({ code: '42601', message: 'syntax error' })).toBe(false);
    expect(isDatabaseUnavailable({ code: '23505', message: 'duplicate key' })).toBe(false);
    expect(isDatabaseUnavailable(new Error('model unavailable'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});
