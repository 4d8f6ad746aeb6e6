import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { boutiqueIdOf, createTestApp, type TestApp, validSignup } from '../../../test/support/test-app';
import { instantAgo } from '@bridal/testing/boutique-day';

let t: TestApp;
let owner: ReturnType<typeof validSignup>;
let boutiqueId: number;

beforeAll(async () => {
  t = await createTestApp();
  owner = validSignup();
  await t.client().post('/api/signup', owner);
  boutiqueId = await boutiqueIdOf(t, owner.email);
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/auth/login', () => {
  it("answers the session's fields and sets an httpOnly, SameSite=Lax session cookie", async () => {
    const res = await t
      .client()
      .post('/api/auth/login', { email: owner.email.toUpperCase(), password: owner.password });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      boutiqueId,
      boutiqueName: owner.boutiqueName,
      userRole: 'boutique_owner',
      userType: 'admin',
      userName: owner.name,
      email: owner.email,
      emailConfirmed: false,
    });
    expect(JSON.stringify(res.body)).not.toContain(owner.password);
    const [cookie] = res.setCookies;
    expect(cookie).toMatch(/^bc_session=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/Secure/);
  });

  it('stores only a hash of the session token', async () => {
    const res = await t.client().post('/api/auth/login', { email: owner.email, password: owner.password });
    const token = res.setCookies[0]!.split(';')[0]!.split('=')[1]!;
    const rows = await t.sql`SELECT encode(token_hash, 'hex') AS hash FROM sessions`;
    expect(rows.some((row) => row.hash.includes(Buffer.from(token).toString('hex')))).toBe(false);
    expect(rows.every((row) => row.hash.length === 64)).toBe(true);
  });

  it('refuses a wrong password and an unknown e-mail alike', async () => {
    const wrong = await t.client().post('/api/auth/login', { email: owner.email, password: 'Wrong&Pass1' });
    const unknown = await t.client().post('/api/auth/login', { email: 'nobody@example.com', password: 'Wrong&Pass1' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.setCookies).toEqual([]);
  });

  it('validates the body with the login schema', async () => {
    const res = await t.client().post('/api/auth/login', { email: 'grace', password: '123' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password must be at least 6 characters',
    });
    expect((await t.client().post('/api/auth/login', {})).status).toBe(400);
  });

  it('rotates the session at login: the cookie held before no longer works', async () => {
    const client = t.client();
    await client.post('/api/auth/login', { email: owner.email, password: owner.password });
    const before = client.jar.get('bc_session')!;
    await client.post('/api/auth/login', { email: owner.email, password: owner.password });
    const after = client.jar.get('bc_session')!;
    expect(after).not.toBe(before);
    const stale = t.client();
    stale.jar.set('bc_session', before);
    expect((await stale.get('/api/auth/me')).status).toBe(401);
    expect((await client.get('/api/auth/me')).status).toBe(200);
  });
});

describe('GET /api/auth/me and POST /api/auth/logout', () => {
  it('knows the user while logged in; after logout the old cookie is refused', async () => {
    const client = t.client();
    expect((await client.get('/api/auth/me')).status).toBe(401);
    await client.post('/api/auth/login', { email: owner.email, password: owner.password });
    const me = await client.get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.body.boutiqueId).toBe(boutiqueId);
    const token = client.jar.get('bc_session')!;

    const out = await client.post('/api/auth/logout', {});
    expect(out.status).toBe(204);
    expect(out.setCookies[0]).toMatch(/bc_session=;.*Max-Age=0/);

    const replay = t.client();
    replay.jar.set('bc_session', token);
    const res = await replay.get('/api/auth/me');
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('Please log in to continue.');
  });

  it('ends a session left idle too long', async () => {
    const client = t.client();
    await client.post('/api/auth/login', { email: owner.email, password: owner.password });
    await t.sql`UPDATE sessions SET last_seen_at = ${instantAgo({ hours: 13 })}`;
    expect((await client.get('/api/auth/me')).status).toBe(401);
  });

  it('ends a session past its absolute lifetime even when active', async () => {
    const client = t.client();
    await client.post('/api/auth/login', { email: owner.email, password: owner.password });
    await t.sql`UPDATE sessions SET expires_at = ${instantAgo({ seconds: 1 })}`;
    expect((await client.get('/api/auth/me')).status).toBe(401);
  });
});

describe('login throttling', () => {
  it('answers 429 after 5 failures for one account from one address, and never locks the owner out elsewhere', async () => {
    const attacker = t.client('192.0.2.66');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push(
        (await attacker.post('/api/auth/login', { email: owner.email, password: `Guess&${i}xxxx` })).status,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const blocked = await attacker.post('/api/auth/login', { email: owner.email, password: owner.password });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(blocked.body.error).toMatch(/^Too many attempts\. Please wait \d+ minute\(s\) and try again\.$/);

    const ownerElsewhere = t.client('192.0.2.10');
    expect(
      (await ownerElsewhere.post('/api/auth/login', { email: owner.email, password: owner.password })).status,
    ).toBe(200);
  });

  it('limits password spraying from one address across many e-mails', async () => {
    const sprayer = t.client('192.0.2.99');
    let last = 0;
    for (let i = 0; i < 51; i += 1) {
      last = (await sprayer.post('/api/auth/login', { email: `user${i}@example.com`, password: 'Spray&Pass1' })).status;
    }
    expect(last).toBe(429);
  }, 60_000);
});

describe('cookies over HTTPS', () => {
  it('are Secure and host-bound when the public address is https', async () => {
    const secure = await createTestApp({ PUBLIC_URL: 'https://boutique.example.com' });
    try {
      const person = validSignup();
      await secure.client().post('/api/signup', person);
      const res = await secure.client().post('/api/auth/login', { email: person.email, password: person.password });
      expect(res.setCookies[0]).toMatch(/^__Host-bc_session=.*; Secure/);
      const page = await secure.client().get('/api/health');
      expect(page.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    } finally {
      await secure.close();
    }
  });
});
