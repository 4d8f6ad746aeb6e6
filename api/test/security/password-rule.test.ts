import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createPasswordReset } from '@bridal/server/accounts/password-reset';
import { createInvitation } from '@bridal/server/consultants/create-invitation';
import { issueInvitationToken } from '@bridal/server/consultants/issue-invitation-token';
import { consultantMessages } from '@bridal/shared/consultants/consultants';
import { messages } from '@bridal/shared/validation/messages';
import type { TestClient } from '../support/boutique-fixtures';
import { boutiqueIdOf, createTestApp, type TestApp, validSignup } from '../support/test-app';

/*
 * One password rule everywhere: a password an owner may not sign up with is one nobody may set
 * by a reset link or by accepting an invitation, refused with the same words. Only a short one is
 * worded as the accept-invite page words it.
 */

let t: TestApp;
let boutiqueId: number;
let ownerId: string;
let consultantId: string;
let invitationToken: string;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'off' });
  const person = validSignup();
  const signedUp = await t.client().post('/api/signup', person);
  expect(signedUp.status).toBe(201);
  boutiqueId = await boutiqueIdOf(t, person.email);
  const [owner] = await t.sql<{ id: string }[]>`SELECT id FROM users WHERE boutique_id = ${boutiqueId}`;
  ownerId = owner!.id;
  // A pending consultant with an open invitation, as an invite leaves her, and the link's token.
  const [consultant] = await t.sql<{ id: string }[]>`
    INSERT INTO users (boutique_id, email, name, role, status)
    VALUES (${boutiqueId}, 'iris.rule@example.com', 'Iris Rule', 'consultant', 'pending') RETURNING id`;
  consultantId = consultant!.id;
  const invitationId = await createInvitation({ tx: t.sql, boutiqueId, userId: consultantId });
  invitationToken = (await issueInvitationToken({ sql: t.sql, invitationId }))!.token;
});
afterAll(async () => {
  await t?.close();
});

const signUpWith = (password: string) => t.client().post('/api/signup', validSignup({ password }));
const resetWith = async (password: string) => {
  const { token } = await createPasswordReset(t.sql, ownerId);
  return t.client().post('/api/auth/reset-password', { token, password });
};
const acceptWith = (password: string) =>
  t.client().post('/api/consultant-accept-invite', { token: invitationToken, password });

// Passwords the rule refuses, each with the first message it gives.
const refused: [string, string][] = [
  ['password', messages.passwordUppercase],
  ['PASSWORD', messages.passwordLowercase],
  ['password1', messages.passwordUppercase],
  ['Password1', messages.passwordSpecial],
  ['welcome-home', messages.passwordUppercase],
  ['abcdefg1!', messages.passwordUppercase],
  ['ABCDEFG1!', messages.passwordLowercase],
  ['Abcdefgh!', messages.passwordNumber],
  ['Abcdefgh1', messages.passwordSpecial],
  [`Aa1!${'x'.repeat(124)}`, messages.passwordMax128],
];

describe('the account password rule', () => {
  it.each(refused)('refuses %j at sign-up, reset and invitation alike: "%s"', async (password, message) => {
    const answers = [await signUpWith(password), await resetWith(password), await acceptWith(password)];
    expect(answers.map((res) => [res.status, res.body.error])).toEqual([
      [400, message],
      [400, message],
      [400, message],
    ]);
  });

  it("words a short or missing password as each page does: the accept-invite page's own text there", async () => {
    expect((await signUpWith('Ab1!xyz')).body.error).toBe(messages.passwordMin8);
    expect((await resetWith('Ab1!xyz')).body.error).toBe(messages.passwordMin8);
    expect((await acceptWith('Ab1!xyz')).body.error).toBe(consultantMessages.passwordTooShort);
    const noPassword = await t.client().post('/api/consultant-accept-invite', { token: invitationToken });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body.error).toBe(consultantMessages.passwordTooShort);
  });

  it('leaves the invitation open after refusals, and accepts a password sign-up accepts', async () => {
    const [before] = await t.sql`SELECT status, password_hash FROM users WHERE id = ${consultantId}`;
    expect(before).toEqual({ status: 'pending', passwordHash: null });
    const strong = 'Organza&Pearl2026';
    expect((await signUpWith(strong)).status).toBe(201);
    expect((await acceptWith(strong)).status).toBe(200);
    const login = await t.client().post('/api/auth/login', { email: 'iris.rule@example.com', password: strong });
    expect(login.status).toBe(200);
  });
});

describe('the account password rule on the account page', () => {
  const owner = validSignup();
  let client: TestClient;

  beforeAll(async () => {
    expect((await t.client().post('/api/signup', owner)).status).toBe(201);
    client = t.client();
    expect((await client.post('/api/auth/login', { email: owner.email, password: owner.password })).status).toBe(200);
  });

  it.each(refused)('refuses %j as her new password: "%s"', async (password, message) => {
    const res = await client.post('/api/account/password', { currentPassword: owner.password, password });
    expect([res.status, res.body.error]).toEqual([400, message]);
  });
});
