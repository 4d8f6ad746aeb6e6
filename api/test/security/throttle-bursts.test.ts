import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { rateLimitRules } from '@bridal/server/security/rate-limits';
import { createTestApp, type TestApp, type TestResponse, validSignup } from '../support/test-app';
import { basic, opsPassword } from '../support/operator-credential';

/*
 * Throttles against a burst sent all at once. Each attempt must be counted before its password is
 * compared: a limiter that only counts failures after comparing lets every request of a burst
 * through, because none of them has failed yet when the others are checked. An attempt that was
 * compared answers 401 (or 200); one refused unseen answers 429.
 */

let t: TestApp;
let owner: ReturnType<typeof validSignup>;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'on', OPS_PASSWORD: opsPassword });
  owner = validSignup({ password: 'Garter&Lace2031' });
  expect((await t.client().post('/api/signup', owner)).status).toBe(201);
});
afterAll(async () => {
  await t?.close();
});

const compared = (answers: TestResponse[]) => answers.filter((res) => res.status !== 429).length;

describe('throttles under a burst', () => {
  it('compares at most 5 of 40 simultaneous logins for one account, and refuses the right password at the end with 429', async () => {
    const ip = '198.51.100.10';
    const attempts = Array.from({ length: 40 }, (_, i) => (i === 39 ? owner.password : `Wrong&Guess${i}xx`));
    const answers = await Promise.all(
      attempts.map((password) => t.client(ip).post('/api/auth/login', { email: owner.email, password })),
    );
    expect(compared(answers)).toBeLessThanOrEqual(rateLimitRules.loginFailuresByAccountAndIp.points);
    expect(answers.every((res) => [401, 429].includes(res.status))).toBe(true);
    expect(answers[39]!.status).toBe(429);
    expect(answers[39]!.setCookies).toEqual([]);
    // Still refused afterwards, from that address.
    const again = await t.client(ip).post('/api/auth/login', { email: owner.email, password: owner.password });
    expect(again.status).toBe(429);
    // The owner elsewhere is not locked out.
    expect(
      (await t.client('198.51.100.11').post('/api/auth/login', { email: owner.email, password: owner.password }))
        .status,
    ).toBe(200);
  });

  it('compares at most 50 of 80 simultaneous logins with different e-mails from one address', async () => {
    const ip = '198.51.100.20';
    const answers = await Promise.all(
      Array.from({ length: 80 }, (_, i) =>
        t.client(ip).post('/api/auth/login', { email: `sprayed.${i}@example.com`, password: `Spray&Guess${i}x` }),
      ),
    );
    expect(compared(answers)).toBeLessThanOrEqual(rateLimitRules.loginFailuresByIp.points);
    expect(answers.filter((res) => res.status === 429).length).toBeGreaterThanOrEqual(30);
    // The address is now refused even for a real account's right password.
    const blocked = await t.client(ip).post('/api/auth/login', { email: owner.email, password: owner.password });
    expect(blocked.status).toBe(429);
  });

  it('hands a success back, so a day of logins from one office never adds up to the address limit', async () => {
    const ip = '198.51.100.30';
    for (let i = 0; i < 3; i += 1) {
      expect(
        (await t.client(ip).post('/api/auth/login', { email: owner.email, password: `Typo&Guess${i}xx` })).status,
      ).toBe(401);
    }
    const key = `${t.env.REDIS_PREFIX}:rl:loginFailuresByIp:${ip}`;
    expect(Number(await t.deps.redis.get(key))).toBe(3);
    for (let i = 0; i < 3; i += 1) {
      expect(
        (await t.client(ip).post('/api/auth/login', { email: owner.email, password: owner.password })).status,
      ).toBe(200);
    }
    expect(Number(await t.deps.redis.get(key))).toBe(3);
  });

  it('compares at most 5 of 30 simultaneous operator logins, and refuses the right one at the end with 429', async () => {
    const ip = '198.51.100.40';
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        t.client(ip).get('/metrics', i === 29 ? basic('ops', opsPassword) : basic('ops', `wrong-${i}`)),
      ),
    );
    expect(compared(answers)).toBeLessThanOrEqual(rateLimitRules.opsLoginFailuresByIp.points);
    expect(answers[29]!.status).toBe(429);
    expect((await t.client(ip).get('/metrics', basic('ops', opsPassword))).status).toBe(429);
  });
});

describe('the address behind a trusted proxy', () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await createTestApp({ RATE_LIMITS: 'on', TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await proxied?.close();
  });

  it('is the entry the proxy appended, so a client cannot escape the limit with a forged X-Forwarded-For', async () => {
    const statuses = [];
    for (let i = 0; i < 6; i += 1) {
      // A proxy that appends ($proxy_add_x_forwarded_for) keeps whatever the client sent in front.
      const res = await proxied
        .client('127.0.0.1')
        .post(
          '/api/auth/login',
          { email: 'forger@example.com', password: `Forged&Guess${i}` },
          { 'x-forwarded-for': `10.9.8.${i}, 198.51.100.77` },
        );
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });
});
