import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { SessionCache } from '@bridal/server/accounts/session-cache';
import { createPasswordReset } from '@bridal/server/accounts/password-reset';
import { hashToken } from '@bridal/server/auth/tokens';
import { parseServerEnv } from '@bridal/server/config/server-env';
import { issueInvitationToken } from '@bridal/server/consultants/issue-invitation-token';
import { repoRoot } from '@bridal/testing/spawn-service';
import { sessionCacheOptions } from '../../src/app';
import { confirmEmailFromMail } from '../support/boutique-fixtures';
import { boutiqueIdOf, createTestApp, type TestApp, validSignup } from '../support/test-app';
import { send } from './security-requests';
import { instantAgo, instantIn } from '@bridal/testing/boutique-day';

/*
 * Sessions as an attacker meets them: the cookie's flags, a new session id at every login, a
 * cookie replayed after logout, idle and absolute expiry (also for a session this replica holds
 * in memory), the password hashes at rest, and login throttling. Durations are configured short
 * here so expiry is shown by moving timestamps, never by waiting.
 */

const idleMinutes = 5;
const absoluteHours = 2;

let t: TestApp;
let owner: ReturnType<typeof validSignup>;
let boutiqueId: number;

beforeAll(async () => {
  t = await createTestApp({
    SESSION_IDLE_MINUTES: String(idleMinutes),
    SESSION_ABSOLUTE_HOURS: String(absoluteHours),
    // Other suites may switch limits off; throttling is what this one checks.
    RATE_LIMITS: 'on',
  });
  owner = validSignup({ password: 'Garter&Lace2031' });
  await t.client().post('/api/signup', owner);
  boutiqueId = await boutiqueIdOf(t, owner.email);
  const [ownerRow] = await t.sql<{ id: string }[]>`SELECT id FROM users WHERE boutique_id = ${boutiqueId}`;
  // She invites a consultant below: her address is confirmed first, as every owner's must be.
  await confirmEmailFromMail(t, ownerRow!.id);
});
afterAll(async () => {
  await t?.close();
});

const logIn = async (client = t.client()) => {
  const res = await client.post('/api/auth/login', { email: owner.email, password: owner.password });
  expect(res.status).toBe(200);
  return { client, res, token: client.jar.get('bc_session')! };
};
const withToken = (token: string) => {
  const client = t.client();
  client.jar.set('bc_session', token);
  return client;
};

/** The session cache with a clock the test moves: what this replica would see that much later. */
const realCache = () => t.deps.sessionCache!;
let original: SessionCache | undefined;
function travellingCache(): { advance(ms: number): void } {
  original ??= realCache();
  let skew = 0;
  t.deps.sessionCache = new SessionCache({ ...sessionCacheOptions, now: () => Date.now() + skew });
  return { advance: (ms) => (skew += ms) };
}
afterEach(() => {
  if (original) t.deps.sessionCache = original;
  original = undefined;
});

describe('the session cookie', () => {
  it('is HttpOnly, SameSite=Lax, for the whole site, and ends when the session does', async () => {
    const { res, token } = await logIn();
    const [cookie] = res.setCookies;
    expect(cookie).toMatch(/^bc_session=[A-Za-z0-9_-]{43}; /);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/; Domain=/);
    // Plain http (PUBLIC_URL http://localhost:3000): a Secure cookie would never come back.
    expect(cookie).not.toMatch(/; Secure/);
    const expires = new Date(/; Expires=([^;]+)/.exec(cookie!)![1]!).getTime();
    const [session] = await t.sql<{ expiresAt: Date; createdAt: Date }[]>`
      SELECT expires_at, created_at FROM sessions ORDER BY created_at DESC LIMIT 1`;
    expect(session!.expiresAt.getTime() - session!.createdAt.getTime()).toBeGreaterThan(
      absoluteHours * 3_600_000 - 5_000,
    );
    expect(session!.expiresAt.getTime() - session!.createdAt.getTime()).toBeLessThanOrEqual(
      absoluteHours * 3_600_000 + 5_000,
    );
    expect(Math.abs(expires - session!.expiresAt.getTime())).toBeLessThan(1_000);
    expect(JSON.stringify(res.body)).not.toContain(token);
  });

  it('is Secure and host-bound (__Host-) when the site is served over https, and only that name is read', async () => {
    const secure = await createTestApp({ PUBLIC_URL: 'https://boutique.example.com' });
    try {
      const person = validSignup();
      await secure.client().post('/api/signup', person);
      const res = await secure.client().post('/api/auth/login', { email: person.email, password: person.password });
      const [cookie] = res.setCookies;
      expect(cookie).toMatch(/^__Host-bc_session=[A-Za-z0-9_-]{43}; /);
      expect(cookie).toMatch(/; Secure/);
      expect(cookie).toMatch(/; HttpOnly/);
      expect(cookie).toMatch(/; SameSite=Lax/);
      expect(cookie).toMatch(/; Path=\//);
      expect(cookie).not.toMatch(/; Domain=/);
      const token = /^__Host-bc_session=([^;]+)/.exec(cookie!)![1]!;
      expect((await send(secure, 'GET', '/api/auth/me', { cookie: `__Host-bc_session=${token}` })).status).toBe(200);
      // The same token under the plain name (a cookie an http page or a sibling domain could set) is ignored.
      expect((await send(secure, 'GET', '/api/auth/me', { cookie: `bc_session=${token}` })).status).toBe(401);
    } finally {
      await secure.close();
    }
  });
});

describe('session ids', () => {
  it('are new at every login: a planted cookie is replaced, and the one held before stops working', async () => {
    // Session fixation: the attacker makes the victim's browser carry a token of her choosing.
    const planted = 'A'.repeat(43);
    const victim = withToken(planted);
    const first = await logIn(victim);
    expect(first.token).not.toBe(planted);
    expect((await withToken(planted).get('/api/auth/me')).status).toBe(401);

    const second = await logIn(victim);
    expect(second.token).not.toBe(first.token);
    expect((await withToken(first.token).get('/api/auth/me')).status).toBe(401);
    expect((await withToken(second.token).get('/api/auth/me')).status).toBe(200);
    const [row] = await t.sql`SELECT count(*)::int AS count FROM sessions WHERE token_hash = ${hashToken(first.token)}`;
    expect(row!.count).toBe(0);
  });

  it('are refused after logout, for reads and writes alike, even where this replica had it in memory', async () => {
    const { client, token } = await logIn();
    expect((await client.get('/api/auth/me')).status).toBe(200);
    expect((await client.get('/api/dashboard/consultant')).status).toBe(200);

    const out = await client.post('/api/auth/logout', {});
    expect(out.status).toBe(204);
    expect(out.setCookies[0]).toMatch(/^bc_session=; .*Max-Age=0/);

    const replay = withToken(token);
    expect((await replay.get('/api/auth/me')).body).toEqual({ error: 'Please log in to continue.' });
    expect((await replay.get('/api/dashboard/consultant')).status).toBe(401);
    const write = await replay.post('/api/consultants/invite', { name: 'Ghost', email: 'ghost@example.com' });
    expect(write.status).toBe(401);
    expect(await t.sql`SELECT id FROM users WHERE email = 'ghost@example.com'`).toHaveLength(0);
  });
});

describe('session expiry', () => {
  it(`ends a session left idle longer than SESSION_IDLE_MINUTES (${idleMinutes}), also one this replica holds in memory`, async () => {
    const { token } = await logIn();
    const hash = hashToken(token);
    // Idle a little less than the limit: still signed in, and the visit counts as activity.
    await t.sql`UPDATE sessions SET last_seen_at = now() - make_interval(mins => ${idleMinutes - 1}) WHERE token_hash = ${hash}`;
    expect((await withToken(token).get('/api/auth/me')).status).toBe(200);
    const [seen] =
      await t.sql`SELECT now() - last_seen_at < interval '1 minute' AS fresh FROM sessions WHERE token_hash = ${hash}`;
    expect(seen!.fresh).toBe(true);

    // In memory now; then she walks away for longer than the limit.
    const clock = travellingCache();
    expect((await withToken(token).get('/api/auth/me')).status).toBe(200);
    clock.advance((idleMinutes + 1) * 60_000);
    await t.sql`UPDATE sessions SET last_seen_at = now() - make_interval(mins => ${idleMinutes + 1}) WHERE token_hash = ${hash}`;
    expect((await withToken(token).get('/api/auth/me')).status).toBe(401);
  });

  it(`ends a session SESSION_ABSOLUTE_HOURS (${absoluteHours}) after login even while in use, also one held in memory`, async () => {
    const { token } = await logIn();
    const hash = hashToken(token);
    // Thirty seconds before the end, the session is used and cached (the cache trusts an entry for a minute).
    await t.sql`UPDATE sessions SET expires_at = ${instantIn({ seconds: 30 })} WHERE token_hash = ${hash}`;
    const clock = travellingCache();
    expect((await withToken(token).get('/api/auth/me')).status).toBe(200);
    // Forty seconds on, still in the cache's minute, but past the session's end.
    clock.advance(40_000);
    await t.sql`UPDATE sessions SET expires_at = ${instantAgo({ seconds: 10 })} WHERE token_hash = ${hash}`;
    expect((await withToken(token).get('/api/auth/me')).status).toBe(401);
  });

  it('takes both durations from the environment, checked at start-up and listed in .env.example', async () => {
    expect(() => parseServerEnv({ SESSION_IDLE_MINUTES: '0' })).toThrow(/SESSION_IDLE_MINUTES: must be at least 1/);
    expect(() => parseServerEnv({ SESSION_ABSOLUTE_HOURS: 'forever' })).toThrow(/SESSION_ABSOLUTE_HOURS/);
    const example = await readFile(path.join(repoRoot, '.env.example'), 'utf8');
    expect(example).toMatch(/^SESSION_IDLE_MINUTES=\d+/m);
    expect(example).toMatch(/^SESSION_ABSOLUTE_HOURS=\d+/m);
  });
});

describe('passwords at rest', () => {
  it('are argon2id hashes with at least OWASP parameters (19 MiB, 2 passes, 1 lane), salted per user, on every path that sets one', async () => {
    // Sign-up set the owner's; an invitation accepted and a password reset set the others.
    const admin = (await logIn()).client;
    const invite = await admin.post('/api/consultants/invite', { name: 'Ivy Hash', email: 'ivy.hash@example.com' });
    expect(invite.status).toBe(201);
    const [invitation] = await t.sql`SELECT id FROM invitations WHERE user_id = ${invite.body.id}`;
    const issued = await issueInvitationToken({ sql: t.sql, invitationId: invitation!.id });
    const accepted = await t.client().post('/api/consultant-accept-invite', {
      token: issued!.token,
      password: owner.password,
    });
    expect(accepted.status).toBe(200);
    const [ownerRow] = await t.sql`SELECT id FROM users WHERE boutique_id = ${boutiqueId} AND role = 'owner'`;
    const reset = await createPasswordReset(t.sql, ownerRow!.id);
    expect(
      (await t.client().post('/api/auth/reset-password', { token: reset.token, password: owner.password })).status,
    ).toBe(200);

    const rows = await t.sql<{ email: string; passwordHash: string }[]>`
      SELECT email, password_hash FROM users WHERE password_hash IS NOT NULL`;
    expect(rows.length).toBeGreaterThanOrEqual(2);
    for (const { email, passwordHash } of rows) {
      const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/.exec(
        passwordHash,
      );
      expect([email, match !== null]).toEqual([email, true]);
      const [, memory, passes, lanes, salt, digest] = match!;
      expect(Number(memory)).toBeGreaterThanOrEqual(19_456);
      expect(Number(passes)).toBeGreaterThanOrEqual(2);
      expect(Number(lanes)).toBeGreaterThanOrEqual(1);
      expect(Buffer.from(salt!, 'base64').length).toBeGreaterThanOrEqual(16);
      expect(Buffer.from(digest!, 'base64').length).toBeGreaterThanOrEqual(32);
      expect(passwordHash).not.toContain(owner.password);
    }
    // The owner and the consultant chose the same password: their hashes still differ.
    const same = await t.sql`
      SELECT password_hash FROM users WHERE id = ${ownerRow!.id} OR id = ${invite.body.id}`;
    expect(new Set(same.map((row) => row.passwordHash)).size).toBe(2);
  });
});

describe('login throttling', () => {
  it('answers 429 with a clear message after 5 failures, for a real and an unknown e-mail alike', async () => {
    const attempts = async (email: string, ip: string) => {
      const client = t.client(ip);
      const answers = [];
      for (let i = 0; i < 6; i += 1)
        answers.push(await client.post('/api/auth/login', { email, password: `Wrong&Guess${i}` }));
      return answers;
    };
    const real = await attempts(owner.email, '192.0.2.201');
    const unknown = await attempts('nobody.here@example.com', '192.0.2.202');
    // The limit must not tell an attacker which e-mails have an account.
    expect(real.map((res) => res.status)).toEqual([401, 401, 401, 401, 401, 429]);
    expect(unknown.map((res) => res.status)).toEqual(real.map((res) => res.status));
    for (const res of [real[5]!, unknown[5]!]) {
      expect(res.body.error).toMatch(/^Too many attempts\. Please wait \d+ minute\(s\) and try again\.$/);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(real[0]!.body).toEqual(unknown[0]!.body);
    // Blocked means blocked: the right password from that address is refused too, and sets no cookie.
    const blocked = await t
      .client('192.0.2.201')
      .post('/api/auth/login', { email: owner.email, password: owner.password });
    expect(blocked.status).toBe(429);
    expect(blocked.setCookies).toEqual([]);
  });

  it('forgets failures after a successful login, so the owner is never locked out by her own typos', async () => {
    const client = t.client('192.0.2.203');
    for (let i = 0; i < 4; i += 1) {
      expect((await client.post('/api/auth/login', { email: owner.email, password: `Typo&${i}xxxxx` })).status).toBe(
        401,
      );
    }
    await logIn(client);
    for (let i = 0; i < 4; i += 1) {
      expect((await client.post('/api/auth/login', { email: owner.email, password: `Typo&${i}yyyyy` })).status).toBe(
        401,
      );
    }
  });
});
