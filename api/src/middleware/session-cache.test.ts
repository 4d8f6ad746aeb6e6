import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp, validSignup } from '../../test/support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

async function loggedIn() {
  const person = validSignup();
  await t.client().post('/api/signup', person);
  const client = t.client();
  const login = await client.post('/api/auth/login', { email: person.email, password: person.password });
  expect(login.status).toBe(200);
  return { client, person };
}

/** Notifications arrive a moment after the commit: ask until the answer changes, or give up. */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    const value = await read();
    if (done(value) || attempt === 100) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('sessions kept in memory', () => {
  it('remembers a session once seen, and forgets it at logout', async () => {
    const { client } = await loggedIn();
    t.deps.sessionCache!.clear();
    expect((await client.get('/api/auth/me')).status).toBe(200);
    expect(t.deps.sessionCache!.size).toBe(1);
    const token = client.jar.get('bc_session')!;
    await client.post('/api/auth/logout');
    expect(t.deps.sessionCache!.size).toBe(0);
    // The old cookie, replayed, is refused at once.
    const replay = t.client();
    replay.jar.set('bc_session', token);
    expect((await replay.get('/api/auth/me')).status).toBe(401);
  });

  it('ends a session deleted in the database by anything else (another replica, a cascade)', async () => {
    const { client, person } = await loggedIn();
    expect((await client.get('/api/auth/me')).status).toBe(200);
    await t.sql`DELETE FROM sessions WHERE user_id = (SELECT id FROM users WHERE lower(email) = lower(${person.email}))`;
    const after = await eventually(
      () => client.get('/api/auth/me'),
      (res) => res.status === 401,
    );
    expect(after.status).toBe(401);
  });

  it('shows a changed user and boutique without waiting for the cache to expire', async () => {
    const { client, person } = await loggedIn();
    expect((await client.get('/api/auth/me')).body.userName).toBe(person.name);
    await t.sql`UPDATE users SET name = 'Grace H. Renamed' WHERE lower(email) = lower(${person.email})`;
    const renamed = await eventually(
      () => client.get('/api/auth/me'),
      (res) => res.body.userName === 'Grace H. Renamed',
    );
    expect(renamed.body.userName).toBe('Grace H. Renamed');
    const boutiqueId = renamed.body.boutiqueId as number;
    await t.sql`UPDATE boutiques SET name = 'Renamed Bridal' WHERE id = ${boutiqueId}`;
    const moved = await eventually(
      () => client.get('/api/auth/me'),
      (res) => res.body.boutiqueName === 'Renamed Bridal',
    );
    expect(moved.body.boutiqueName).toBe('Renamed Bridal');
  });

  it('ends a deleted user at once, sessions and all', async () => {
    const { client, person } = await loggedIn();
    expect((await client.get('/api/auth/me')).status).toBe(200);
    await t.sql`DELETE FROM users WHERE lower(email) = lower(${person.email})`;
    const after = await eventually(
      () => client.get('/api/auth/me'),
      (res) => res.status === 401,
    );
    expect(after.status).toBe(401);
  });
});
