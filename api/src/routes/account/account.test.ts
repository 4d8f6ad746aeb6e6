import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createPasswordReset } from '@bridal/server/accounts/password-reset';
import { hashPassword } from '@bridal/server/auth/password-hashing';
import {
  type AccountMailJob,
  deliverAccountMail,
  isAccountMailJob,
} from '@bridal/server/accounts/deliver-account-mail';
import type { MailMessage } from '@bridal/server/mail/mail-transport';
import { accountMessages } from '@bridal/shared/accounts/account-details';
import { apiPaths } from '@bridal/shared/api/api-paths';
import { consultantMessages } from '@bridal/shared/consultants/consultants';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import {
  emailedConfirmation,
  logInNewConsultant,
  signUpAndLogIn,
  type TestClient,
} from '../../../test/support/boutique-fixtures';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const logIn = async (email: string, password: string) => {
  const client = t.client();
  const res = await client.post(apiPaths.auth.login, { email, password });
  return { client, status: res.status };
};

/** A team member made directly in the database with the role given, logged in. */
async function logInMember(boutiqueId: number, role: 'admin' | 'consultant', name: string) {
  const email = `${role}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = 'Organza&Pearl2025';
  const [user] = await t.sql<{ id: string }[]>`
    INSERT INTO users (boutique_id, email, name, password_hash, role, status, email_confirmed_at)
    VALUES (${boutiqueId}, ${email}, ${name}, ${await hashPassword(password)}, ${role}, 'active', now())
    RETURNING id`;
  const { client } = await logIn(email, password);
  return { client, id: user!.id, email, password };
}

describe('GET /api/account', () => {
  it("answers her own details and her boutique's; nothing without a session", async () => {
    const { client, person } = await signUpAndLogIn(t);
    const res = await client.get(apiPaths.account.details);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      name: person.name,
      email: person.email,
      phone: person.phone,
      pendingEmail: null,
      emailConfirmed: true,
      userRole: 'boutique_owner',
      boutique: { name: person.boutiqueName, address: person.address, phone: person.phone },
    });
    expect((await t.client().get(apiPaths.account.details)).status).toBe(401);
  });
});

describe('PUT /api/account: name, phone and e-mail', () => {
  it('saves her name and phone, and refuses bad input with the field and its message', async () => {
    const { client, person } = await signUpAndLogIn(t);
    const saved = await client.put(apiPaths.account.details, {
      name: '  Grace Hollis-Reed ',
      phone: '207 555 0100',
      email: person.email,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ name: 'Grace Hollis-Reed', phone: '207 555 0100', pendingEmail: null });
    expect((await client.get(apiPaths.auth.me)).body.userName).toBe('Grace Hollis-Reed');

    for (const [body, field, message] of [
      [{ name: '', phone: '', email: person.email }, 'name', 'Name is required'],
      [{ name: 'G'.repeat(101), phone: '', email: person.email }, 'name', 'Name must be at most 100 characters'],
      [{ name: 'Grace', phone: '5'.repeat(31), email: person.email }, 'phone', 'Phone must be at most 30 characters'],
      [{ name: 'Grace', phone: '', email: 'grace@' }, 'email', 'Please enter a valid email address'],
      [{ name: 'Grace', phone: '' }, 'email', 'Email is required'],
      [{ name: ['Grace'], phone: '', email: person.email }, 'name', 'This field must be text.'],
    ] as const) {
      const res = await client.put(apiPaths.account.details, body);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(message);
      expect(res.body.fields[field]).toBe(message);
    }
    expect((await client.get(apiPaths.account.details)).body.name).toBe('Grace Hollis-Reed');
    expect((await client.put(apiPaths.account.details, 'not json')).status).toBe(400);
  });

  it('changes her e-mail only once the link sent to the new address is opened', async () => {
    const { client, person, ownerId } = await signUpAndLogIn(t);
    const newEmail = `grace.new.${Math.random().toString(36).slice(2, 8)}@example.com`;
    const asked = await client.put(apiPaths.account.details, {
      name: person.name,
      phone: person.phone,
      email: newEmail,
      currentPassword: person.password,
    });
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({ email: person.email, pendingEmail: newEmail });

    // Before the link: she still logs in with the address she had, and not with the new one.
    expect((await logIn(newEmail, person.password)).status).toBe(401);
    expect((await logIn(person.email, person.password)).status).toBe(200);
    // Saving her name with her current address leaves the change pending.
    await client.put(apiPaths.account.details, { name: 'Grace H.', phone: person.phone, email: person.email });
    expect((await client.get(apiPaths.account.details)).body.pendingEmail).toBe(newEmail);

    const { token, mail } = await emailedConfirmation(t, ownerId, 'email-change');
    expect(mail.to).toBe(newEmail);
    expect(mail.subject).toBe('Confirm your new e-mail address for Bridal Coach');
    const confirmed = await t.client().post(apiPaths.auth.confirmEmail, { token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ ok: true, email: newEmail });

    const after = await client.get(apiPaths.account.details);
    expect(after.body).toMatchObject({ email: newEmail, pendingEmail: null, emailConfirmed: true });
    expect((await client.get(apiPaths.auth.me)).body.email).toBe(newEmail);
    expect((await logIn(newEmail, person.password)).status).toBe(200);
    expect((await logIn(person.email, person.password)).status).toBe(401);
    // The link works once.
    expect((await t.client().post(apiPaths.auth.confirmEmail, { token })).status).toBe(400);
  });

  it('refuses a taken address with 409 and saves nothing; an address taken before the link is opened fails then', async () => {
    const { client, person, ownerId } = await signUpAndLogIn(t);
    const other = await signUpAndLogIn(t);
    const taken = await client.put(apiPaths.account.details, {
      name: 'Someone Else',
      phone: person.phone,
      email: other.person.email.toUpperCase(),
      currentPassword: person.password,
    });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toBe(consultantMessages.emailTaken);
    expect((await client.get(apiPaths.account.details)).body).toMatchObject({ name: person.name, pendingEmail: null });

    const wanted = `wanted.${Math.random().toString(36).slice(2, 8)}@example.com`;
    await client.put(apiPaths.account.details, {
      name: person.name,
      phone: person.phone,
      email: wanted,
      currentPassword: person.password,
    });
    const { token } = await emailedConfirmation(t, ownerId, 'email-change');
    await t.sql`UPDATE users SET email = ${wanted} WHERE id = ${other.ownerId}`;
    const late = await t.client().post(apiPaths.auth.confirmEmail, { token });
    expect(late.status).toBe(409);
    expect(late.body.error).toBe(consultantMessages.emailTaken);
    expect((await client.get(apiPaths.account.details)).body.email).toBe(person.email);
  });
});

describe('PUT /api/account: a new login address takes her password', () => {
  const newAddress = () => `moved.${Math.random().toString(36).slice(2, 8)}@example.com`;

  /** The e-mail a queued job of this kind for her builds, as the worker builds it. */
  async function mailOf(kind: 'email-change-notice' | 'email-change', userId: string) {
    const jobs = await t.deps.mailQueue.getJobs(['waiting', 'delayed', 'prioritized', 'active', 'completed']);
    const job = jobs
      .map((queued) => queued.data)
      .find((data): data is AccountMailJob => isAccountMailJob(data) && data.kind === kind && data.userId === userId);
    if (!job) return undefined;
    const sent: MailMessage[] = [];
    const transport = { send: async (message: MailMessage) => void sent.push(message), close: () => undefined };
    await deliverAccountMail({ sql: t.sql, transport, publicUrl: t.env.PUBLIC_URL, job });
    return sent[0];
  }

  it('refuses a missing, wrong or oversized password on its field, and changes nothing', async () => {
    const { client, person, ownerId } = await signUpAndLogIn(t);
    const { client: otherDevice } = await logIn(person.email, person.password);
    const details = { name: person.name, phone: person.phone, email: newAddress() };
    for (const [currentPassword, message] of [
      [undefined, accountMessages.passwordForEmailChange],
      ['', accountMessages.passwordForEmailChange],
      ['Guess&Work2025', accountMessages.wrongCurrentPassword],
      ['x'.repeat(500), accountMessages.wrongCurrentPassword],
    ] as const) {
      const res = await client.put(apiPaths.account.details, { ...details, currentPassword });
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ currentPassword: message });
    }
    expect((await client.get(apiPaths.account.details)).body.pendingEmail).toBeNull();
    expect((await otherDevice.get(apiPaths.auth.me)).status).toBe(200);
    expect(await mailOf('email-change-notice', ownerId)).toBeUndefined();
    expect(await mailOf('email-change', ownerId)).toBeUndefined();
    // Her name and phone alone never need it.
    const named = await client.put(apiPaths.account.details, { ...details, email: person.email, name: 'Grace H.' });
    expect(named.status).toBe(200);
  });

  it('tells her current address, ends her other sessions and keeps this one', async () => {
    const { client, person, ownerId } = await signUpAndLogIn(t);
    const { client: otherDevice } = await logIn(person.email, person.password);
    const wanted = newAddress();
    const res = await client.put(apiPaths.account.details, {
      name: person.name,
      phone: person.phone,
      email: wanted,
      currentPassword: person.password,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email: person.email, pendingEmail: wanted });
    expect((await otherDevice.get(apiPaths.auth.me)).status).toBe(401);
    expect((await client.get(apiPaths.auth.me)).status).toBe(200);

    const notice = await mailOf('email-change-notice', ownerId);
    expect(notice).toMatchObject({ to: person.email, subject: 'Your Bridal Coach login address is being changed' });
    expect(notice!.text).not.toContain(wanted);
    expect(notice!.text).toContain(`${t.env.PUBLIC_URL}/forgot-password`);
    expect((await mailOf('email-change', ownerId))!.to).toBe(wanted);
  });

  it('is withdrawn by a password reset: the link sent to the new address stops working', async () => {
    const { client, person, ownerId } = await signUpAndLogIn(t);
    const wanted = newAddress();
    const details = { name: person.name, phone: person.phone, email: wanted, currentPassword: person.password };
    expect((await client.put(apiPaths.account.details, details)).status).toBe(200);
    const { token } = await emailedConfirmation(t, ownerId, 'email-change');

    const { token: resetToken } = await createPasswordReset(t.sql, ownerId);
    const reset = await t
      .client()
      .post(apiPaths.auth.resetPassword, { token: resetToken, password: 'Chiffon&Lace2026' });
    expect(reset.status).toBe(200);
    const late = await t.client().post(apiPaths.auth.confirmEmail, { token });
    expect(late.status).toBe(400);
    expect((await logIn(person.email, 'Chiffon&Lace2026')).status).toBe(200);
    expect((await logIn(wanted, 'Chiffon&Lace2026')).status).toBe(401);
    // The notice, not yet sent, is not sent to anyone now.
    expect(await mailOf('email-change-notice', ownerId)).toBeUndefined();
  });

  it('counts wrong passwords like failed logins: 429 after five, the right one too', async () => {
    const { client, person } = await signUpAndLogIn(t);
    const details = { name: person.name, phone: person.phone, email: newAddress() };
    const attempt = (currentPassword: string) => client.put(apiPaths.account.details, { ...details, currentPassword });
    for (let i = 0; i < 5; i += 1) expect((await attempt('Guess&Work2025')).status).toBe(400);
    const blocked = await attempt(person.password);
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toMatch(/^Too many attempts\. Please wait \d+ minute\(s\) and try again\.$/);
    expect((await client.get(apiPaths.account.details)).body.pendingEmail).toBeNull();
  });
});

describe('POST /api/account/password', () => {
  it('needs her current password, ends her other sessions and keeps this one', async () => {
    const { client, person } = await signUpAndLogIn(t);
    const { client: otherDevice } = await logIn(person.email, person.password);
    expect((await otherDevice.get(apiPaths.auth.me)).status).toBe(200);

    const wrong = await client.post(apiPaths.account.password, {
      currentPassword: 'Not&MyPassword1',
      password: 'Chiffon&Lace2026',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe(accountMessages.wrongCurrentPassword);
    expect(wrong.body.fields.currentPassword).toBe(accountMessages.wrongCurrentPassword);
    expect((await otherDevice.get(apiPaths.auth.me)).status).toBe(200);

    const changed = await client.post(apiPaths.account.password, {
      currentPassword: person.password,
      password: 'Chiffon&Lace2026',
    });
    expect(changed.status).toBe(200);
    expect((await otherDevice.get(apiPaths.auth.me)).status).toBe(401);
    expect((await client.get(apiPaths.auth.me)).status).toBe(200);
    expect((await logIn(person.email, person.password)).status).toBe(401);
    expect((await logIn(person.email, 'Chiffon&Lace2026')).status).toBe(200);
  });

  it('refuses a new password the account rule refuses, or the same one, with its message', async () => {
    const { client, person } = await signUpAndLogIn(t);
    for (const [body, field, message] of [
      [{ password: 'Chiffon&Lace2026' }, 'currentPassword', accountMessages.currentPasswordRequired],
      [{ currentPassword: person.password }, 'password', 'Password is required'],
      [{ currentPassword: person.password, password: 'Short1!' }, 'password', 'Password must be at least 8 characters'],
      [
        { currentPassword: person.password, password: 'alllowercase1!' },
        'password',
        'Password must contain at least one uppercase letter',
      ],
      [
        { currentPassword: person.password, password: 'Password123' },
        'password',
        'Password must contain at least one special character',
      ],
      [{ currentPassword: person.password, password: person.password }, 'password', accountMessages.samePassword],
      [
        { currentPassword: person.password, password: `Aa1!${'x'.repeat(130)}` },
        'password',
        'Password must be less than 128 characters',
      ],
    ] as const) {
      const res = await client.post(apiPaths.account.password, body);
      expect(res.status).toBe(400);
      expect(res.body.fields[field]).toBe(message);
    }
    expect((await logIn(person.email, person.password)).status).toBe(200);
    expect((await t.client().post(apiPaths.account.password, { currentPassword: 'x', password: 'y' })).status).toBe(
      401,
    );
  });

  it('throttles wrong current passwords like failed logins: 429 after five', async () => {
    const { client, person } = await signUpAndLogIn(t);
    const attempt = () =>
      client.post(apiPaths.account.password, { currentPassword: 'Guess&Work2025', password: 'Chiffon&Lace2026' });
    for (let i = 0; i < 5; i += 1) expect((await attempt()).status).toBe(400);
    const blocked = await attempt();
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toMatch(/^Too many attempts\. Please wait \d+ minute\(s\) and try again\.$/);
    // Even the right password waits now: the limit is on guessing, not on being wrong.
    const right = await client.post(apiPaths.account.password, {
      currentPassword: person.password,
      password: 'Chiffon&Lace2026',
    });
    expect(right.status).toBe(429);
    expect((await logIn(person.email, 'Chiffon&Lace2026')).status).toBe(401);
  });
});

describe('POST /api/account/sign-out-everywhere', () => {
  it('ends every session of hers, this one included, and no one else’s', async () => {
    const { client, person, boutiqueId } = await signUpAndLogIn(t);
    const { client: otherDevice } = await logIn(person.email, person.password);
    const colleague = await logInNewConsultant(t, boutiqueId, { name: 'Mia Tulle', coachingGoals: '' });

    const res = await client.post(apiPaths.account.signOutEverywhere);
    expect(res.status).toBe(204);
    expect(res.setCookies.join(';')).toMatch(/bc_session=;/);
    expect((await client.get(apiPaths.auth.me)).status).toBe(401);
    expect((await otherDevice.get(apiPaths.auth.me)).status).toBe(401);
    expect((await colleague.get(apiPaths.auth.me)).status).toBe(200);
    expect((await t.client().post(apiPaths.account.signOutEverywhere)).status).toBe(401);
  });
});

describe("PUT /api/account/boutique: the boutique's name, address and phone", () => {
  it('lets an admin change them, never a consultant, and refuses bad input', async () => {
    const { client, boutiqueId, slug } = await signUpAndLogIn(t);
    const consultant = await logInNewConsultant(t, boutiqueId, { name: 'Ada Satin', coachingGoals: '' });
    const details = { name: 'Hollis & Daughters', address: '12 Fore Street, Portland, ME', phone: '207 555 0111' };

    expect((await consultant.put(apiPaths.account.boutique, details)).status).toBe(403);
    const saved = await client.put(apiPaths.account.boutique, details);
    expect(saved.status).toBe(200);
    expect(saved.body.boutique).toEqual(details);
    expect((await consultant.get(apiPaths.auth.me)).body.boutiqueName).toBe('Hollis & Daughters');
    // Her survey link stays as printed.
    expect((await t.client().get(apiPaths.surveyBoutique(slug))).status).toBe(200);

    for (const [body, field, message] of [
      [{ ...details, name: ' ' }, 'name', 'Boutique name is required'],
      [{ ...details, address: '' }, 'address', 'Address is required'],
      [{ ...details, phone: '' }, 'phone', 'Phone is required'],
      [{ ...details, address: 'a'.repeat(301) }, 'address', 'Address must be at most 300 characters'],
    ] as const) {
      const res = await client.put(apiPaths.account.boutique, body);
      expect(res.status).toBe(400);
      expect(res.body.fields[field]).toBe(message);
    }
  });
});

describe('PUT /api/consultants/{id}/role', () => {
  let owner: TestClient;
  let boutiqueId: number;
  let ownerId: string;

  beforeAll(async () => {
    ({ client: owner, boutiqueId, ownerId } = await signUpAndLogIn(t));
  });

  it('lets the owner make a consultant an admin and back', async () => {
    const consultant = await logInMember(boutiqueId, 'consultant', 'Lena Crepe');
    expect((await consultant.client.get(apiPaths.consultants)).status).toBe(403);

    const made = await owner.put(apiPaths.consultantRole(consultant.id), { role: 'admin' });
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({ id: consultant.id, role: 'admin' });
    expect((await consultant.client.get(apiPaths.auth.me)).body.userType).toBe('admin');
    expect((await consultant.client.get(apiPaths.consultants)).status).toBe(200);

    const back = await owner.put(apiPaths.consultantRole(consultant.id), { role: 'consultant' });
    expect(back.status).toBe(200);
    expect(back.body.role).toBe('consultant');
    expect((await consultant.client.get(apiPaths.consultants)).status).toBe(403);
  });

  it('is the owner’s alone, never on herself, and refuses bad input', async () => {
    const admin = await logInMember(boutiqueId, 'admin', 'Ines Admin');
    const consultant = await logInMember(boutiqueId, 'consultant', 'Rosa Tulle');

    const byAdmin = await admin.client.put(apiPaths.consultantRole(consultant.id), { role: 'admin' });
    expect(byAdmin.status).toBe(403);
    expect(byAdmin.body.error).toBe(accountMessages.ownerOnly);
    expect((await consultant.client.put(apiPaths.consultantRole(admin.id), { role: 'consultant' })).status).toBe(403);
    const self = await owner.put(apiPaths.consultantRole(ownerId), { role: 'consultant' });
    expect(self.status).toBe(403);
    expect(self.body.error).toBe(accountMessages.ownRole);

    for (const body of [{}, { role: 'owner' }, { role: 'boutique_owner' }, { role: ['admin'] }]) {
      const res = await owner.put(apiPaths.consultantRole(consultant.id), body);
      expect(res.status).toBe(400);
    }
    expect((await owner.put(apiPaths.consultantRole(consultant.id), { role: 'owner' })).body.error).toBe(
      accountMessages.roleRequired,
    );
    expect((await owner.put(apiPaths.consultantRole('not-an-id'), { role: 'admin' })).status).toBe(404);
    expect(
      (await owner.put(apiPaths.consultantRole('00000000-0000-4000-8000-000000000000'), { role: 'admin' })).status,
    ).toBe(404);
    const [row] = await t.sql<{ role: string }[]>`SELECT role FROM users WHERE id = ${consultant.id}`;
    expect(row!.role).toBe('consultant');
  });

  it('makes an admin a consultant only while a seat is free', async () => {
    const full = await signUpAndLogIn(t, { consultantSeats: 4 });
    const admin = await logInMember(full.boutiqueId, 'admin', 'Vera Admin');
    for (const name of ['One', 'Two', 'Three', 'Four']) await logInMember(full.boutiqueId, 'consultant', name);
    const res = await full.client.put(apiPaths.consultantRole(admin.id), { role: 'consultant' });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe(consultantMessages.limitReached(4));
  });
});
