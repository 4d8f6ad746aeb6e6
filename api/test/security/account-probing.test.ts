import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { hashPassword } from '@bridal/server/auth/password-hashing';
import { rateLimitRules } from '@bridal/server/security/rate-limits';
import { consultantMessages } from '@bridal/shared/consultants/consultants';
import { boutiqueIdOf, createTestApp, type TestApp, type TestResponse, validSignup } from '../support/test-app';

/*
 * Whether an e-mail address has an account must not be something anyone can ask without limit.
 * Changing a team member's e-mail answers 'taken' or not, so those edits are counted as sign-ups
 * are: per admin, and per network address across boutiques.
 */

let t: TestApp;
let takenAddress: string;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'on' });
  takenAddress = (await signUpBoutique()).email;
});
afterAll(async () => {
  await t?.close();
});

type Client = ReturnType<TestApp['client']>;

/** A new boutique whose owner is logged in from `ip`, with one active consultant to edit. */
async function signUpBoutique(ip?: string) {
  const owner = validSignup();
  const signedUp = await t.client().post('/api/signup', owner);
  expect(signedUp.status).toBe(201);
  const admin = t.client(ip);
  expect((await admin.post('/api/auth/login', { email: owner.email, password: owner.password })).status).toBe(200);
  const [consultant] = await t.sql<{ id: string }[]>`
    INSERT INTO users (boutique_id, email, name, password_hash, role, status)
    VALUES (${await boutiqueIdOf(t, owner.email)}, ${`maya.${Math.random().toString(36).slice(2, 8)}@example.com`}, 'Maya Lind',
            ${await hashPassword('Tulle&Satin2025')}, 'consultant', 'active')
    RETURNING id`;
  return { admin, email: owner.email, consultantId: consultant!.id };
}

let guess = 0;
/** One probe: an edit moving her to an address that is either taken or made up. */
const probe = (admin: Client, consultantId: string, taken: boolean) =>
  admin.put(`/api/consultants/${consultantId}`, {
    name: 'Maya Lind',
    email: taken ? takenAddress : `probe.${(guess += 1)}@example.com`,
    coachingGoals: '',
  });

const expectTooMany = (res: TestResponse) => {
  expect(res.status).toBe(429);
  expect(res.body.error).toMatch(/^Too many attempts\. Please wait \d+ minute\(s\) and try again\.$/);
};

describe("changing a team member's e-mail", () => {
  it("answers 429 once an admin has changed e-mails as often as the limit allows, 'taken' or not", async () => {
    const { admin, consultantId } = await signUpBoutique();
    for (let n = 0; n < rateLimitRules.emailChangesByUser.points; n += 1) {
      const res = await probe(admin, consultantId, n % 2 === 0);
      expect(res.status).toBe(n % 2 === 0 ? 409 : 200);
      if (n % 2 === 0) expect(res.body.error).toBe(consultantMessages.emailTaken);
    }
    expectTooMany(await probe(admin, consultantId, true));
    expectTooMany(await probe(admin, consultantId, false));

    // Nothing was changed by the refused edits, and edits that keep her e-mail are not counted.
    const [row] = await t.sql<{ email: string }[]>`SELECT email FROM users WHERE id = ${consultantId}`;
    expect(row!.email).toBe(`probe.${guess - 1}@example.com`);
    const rename = await admin.put(`/api/consultants/${consultantId}`, {
      name: 'Maya Lind-Hart',
      email: row!.email,
      coachingGoals: 'Fewer tears',
    });
    expect(rename.status).toBe(200);

    // Another boutique's admin has a budget of her own.
    const other = await signUpBoutique();
    expect((await probe(other.admin, other.consultantId, true)).status).toBe(409);
  });

  it('limits one network address across many boutiques', async () => {
    const ip = '203.0.113.77';
    const perAdmin = rateLimitRules.emailChangesByUser.points;
    let used = 0;
    while (used < rateLimitRules.emailChangesByIp.points) {
      const { admin, consultantId } = await signUpBoutique(ip);
      for (let n = 0; n < perAdmin && used < rateLimitRules.emailChangesByIp.points; n += 1, used += 1) {
        expect((await probe(admin, consultantId, true)).status).toBe(409);
      }
    }
    const fresh = await signUpBoutique(ip);
    expectTooMany(await probe(fresh.admin, fresh.consultantId, true));
  });
});
