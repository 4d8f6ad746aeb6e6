import { describe, expect, it } from '@jest/globals';
import { createToken } from '../../auth/tokens';
import type { Sql } from '../../db/create-sql';
import { openAppointmentLink } from './open-appointment-link';

/** A database that must not be asked: a token of the wrong shape is refused before any query. */
const untouchable = new Proxy(() => undefined, {
  apply() {
    throw new Error('queried the database');
  },
}) as unknown as Sql;

describe('a booking link token', () => {
  it('is 32 random bytes in base64url', () => {
    const token = createToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(createToken()).not.toBe(token);
  });

  it.each(['', 'short', 'x'.repeat(42), 'x'.repeat(44), `${'x'.repeat(42)}=`, `${'x'.repeat(42)}/`, '../../etc'])(
    'refuses %p as not valid without asking the database',
    async (token) => {
      await expect(openAppointmentLink({ sql: untouchable, token })).rejects.toMatchObject({
        status: 404,
        message: 'This link is not valid.',
      });
    },
  );
});
