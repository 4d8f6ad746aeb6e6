import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { hashToken } from '@bridal/server/auth/tokens';
import { readDashboardVersion } from '@bridal/server/dashboard-version/dashboard-version';
import { consultantMessages } from '@bridal/shared/consultants/consultants';
import type { CapturedMail } from '@bridal/testing/smtp-capture';
import { signUpAndLogIn, type TestClient } from '../../../test/support/boutique-fixtures';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { type MailWorker, type SmtpCapture, startMailWorker } from '../../../test/support/mail-worker';
import { instantAgo } from '@bridal/testing/boutique-day';

// The real worker process renders and sends the invitations, over SMTP to a server this test runs.
let t: TestApp;
let smtp: SmtpCapture;
let worker: MailWorker;
let owner: TestClient;
let boutiqueId: number;
const boutiqueName = 'Lace & Linen Bridal';

beforeAll(async () => {
  t = await createTestApp();
  worker = await startMailWorker(t);
  smtp = worker.smtp;
  const ours = await signUpAndLogIn(t, { boutiqueName });
  owner = ours.client;
  boutiqueId = ours.boutiqueId;
});

afterAll(async () => {
  await worker?.stop();
  await t?.close();
});

const email = (name: string) => `${name}.${Math.random().toString(36).slice(2, 8)}@example.com`;

/** The n-th (1-based) e-mail sent to an address. */
async function mailTo(address: string, nth = 1): Promise<CapturedMail> {
  const sentTo = () => smtp.messages.filter((mail) => mail.to.includes(address));
  await smtp.waitFor(() => sentTo().length >= nth);
  return sentTo()[nth - 1]!;
}

function tokenIn(mail: CapturedMail): string {
  const match = mail.text.match(/http:\/\/localhost:3000\/consultant-signup\?token=([A-Za-z0-9_-]+)/);
  if (!match) throw new Error(`no invitation link in: ${mail.text}`);
  return match[1]!;
}

async function invite(name: string) {
  const address = email(name.toLowerCase().split(' ')[0]!);
  const res = await owner.post('/api/consultants/invite', { name, email: address, coachingGoals: 'Warm welcomes' });
  expect(res.status).toBe(201);
  return { id: res.body.id as string, address };
}

const version = () => readDashboardVersion({ redis: t.deps.redis, prefix: t.env.REDIS_PREFIX, boutiqueId });

describe('the invitation round trip', () => {
  it('e-mails a link; she looks it up, sets her password once and logs in with it', async () => {
    const { id, address } = await invite('Iris Novak');
    const mail = await mailTo(address);
    // Our own words in the subject: what the boutique typed stays in the body.
    expect(mail.subject).toBe("You're invited to join your boutique's team on Bridal Coach");
    expect(mail.text).toContain('Hi Iris Novak,');
    expect(mail.text).toContain(`${boutiqueName} has invited you to join their team`);
    expect(mail.text).toContain('Your username is the e-mail address this invitation was sent to.');
    expect(mail.html).toContain('/consultant-signup?token=');
    const token = tokenIn(mail);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // Only the token's hash rests in the database, and the mail job never held it.
    const [row] = await t.sql`SELECT count(*)::int AS n FROM invitations WHERE token_hash = ${hashToken(token)}`;
    expect(row!.n).toBe(1);
    const jobs = await t.deps.mailQueue.getJobs(['completed', 'waiting', 'active']);
    expect(JSON.stringify(jobs.map((job) => job.data))).not.toContain(token);

    // Before she accepts, she cannot log in.
    expect((await t.client().post('/api/auth/login', { email: address, password: 'Chiffon&Rose2026' })).status).toBe(
      401,
    );

    const lookup = await t.client().get(`/api/consultant-invite/${token}`);
    expect(lookup.status).toBe(200);
    expect(lookup.body).toEqual({ name: 'Iris Novak', email: address, boutiqueName });

    const short = await t.client().post('/api/consultant-accept-invite', { token, password: 'short' });
    expect(short.status).toBe(400);
    expect(short.body.error).toBe(consultantMessages.passwordTooShort);

    const before = await version();
    const accepted = await t.client().post('/api/consultant-accept-invite', { token, password: 'Chiffon&Rose2026' });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({ ok: true, email: address });
    expect(BigInt(await version())).toBeGreaterThan(BigInt(before));

    const [user] = await t.sql`SELECT status, password_hash FROM users WHERE id = ${id}`;
    expect(user!.status).toBe('active');
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
    const members = await owner.get('/api/consultants');
    expect(members.body.find((member: { id: string }) => member.id === id)).toMatchObject({
      status: 'active',
      accountStatus: 'active',
      invitedAt: null,
    });

    const her = t.client();
    const login = await her.post('/api/auth/login', { email: address, password: 'Chiffon&Rose2026' });
    expect(login.status).toBe(200);
    // The invitation reached her inbox: her address is confirmed by accepting it.
    expect(login.body).toMatchObject({
      userType: 'consultant',
      consultantId: id,
      boutiqueId,
      boutiqueName,
      emailConfirmed: true,
    });
    expect((await her.get('/api/dashboard/consultant')).body.consultantGoals).toBe('Warm welcomes');

    // The link works once.
    const again = await t.client().get(`/api/consultant-invite/${token}`);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ error: consultantMessages.invalidInvitation });
    const reuse = await t.client().post('/api/consultant-accept-invite', { token, password: 'Another&Rose2027' });
    expect(reuse.status).toBe(400);
    expect(reuse.body).toEqual({ error: consultantMessages.invalidInvitation });
    expect((await t.client().post('/api/auth/login', { email: address, password: 'Chiffon&Rose2026' })).status).toBe(
      200,
    );
  });

  it('refuses an expired link', async () => {
    const { id, address } = await invite('Esme Late');
    const token = tokenIn(await mailTo(address));
    await t.sql`UPDATE invitations SET expires_at = ${instantAgo({ seconds: 1 })} WHERE user_id = ${id}`;
    const lookup = await t.client().get(`/api/consultant-invite/${token}`);
    expect(lookup.status).toBe(404);
    expect(lookup.body).toEqual({ error: consultantMessages.invalidInvitation });
    const accept = await t.client().post('/api/consultant-accept-invite', { token, password: 'Chiffon&Rose2026' });
    expect(accept.status).toBe(400);
    expect(accept.body).toEqual({ error: consultantMessages.invalidInvitation });
    const [user] = await t.sql`SELECT status, password_hash FROM users WHERE id = ${id}`;
    expect(user).toEqual({ status: 'pending', passwordHash: null });
  });

  it('ends the old link when the invitation is resent; the new one works', async () => {
    const { id, address } = await invite('Rhea Again');
    const first = tokenIn(await mailTo(address, 1));
    expect((await owner.post(`/api/consultants/${id}/resend-invite`)).status).toBe(200);
    const second = tokenIn(await mailTo(address, 2));
    expect(second).not.toBe(first);
    expect((await t.client().get(`/api/consultant-invite/${first}`)).status).toBe(404);
    const old = await t.client().post('/api/consultant-accept-invite', { token: first, password: 'Chiffon&Rose2026' });
    expect(old.status).toBe(400);
    expect((await t.client().get(`/api/consultant-invite/${second}`)).status).toBe(200);
    const accepted = await t
      .client()
      .post('/api/consultant-accept-invite', { token: second, password: 'Chiffon&Rose2026' });
    expect(accepted.status).toBe(200);
  });

  it("ends a deleted consultant's link", async () => {
    const { id, address } = await invite('Dora Gone');
    const token = tokenIn(await mailTo(address));
    expect((await owner.delete(`/api/consultants/${id}`)).status).toBe(200);
    expect((await t.client().get(`/api/consultant-invite/${token}`)).status).toBe(404);
    expect(
      (await t.client().post('/api/consultant-accept-invite', { token, password: 'Chiffon&Rose2026' })).status,
    ).toBe(400);
  });
});

describe('GET /api/consultant-invite/{token}', () => {
  it('answers 404 for a made-up token', async () => {
    for (const token of ['x'.repeat(43), 'short', 'y'.repeat(300)]) {
      const res = await t.client().get(`/api/consultant-invite/${token}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: consultantMessages.invalidInvitation });
    }
  });

  it('limits lookups from one address', async () => {
    const guesser = t.client('203.0.113.9');
    for (let n = 0; n < 30; n += 1) {
      expect((await guesser.get(`/api/consultant-invite/guess-${n}`)).status).toBe(404);
    }
    const res = await guesser.get('/api/consultant-invite/guess-31');
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});

describe('POST /api/consultant-accept-invite', () => {
  it('validates the body', async () => {
    const noToken = await t.client().post('/api/consultant-accept-invite', { password: 'Chiffon&Rose2026' });
    expect(noToken.status).toBe(400);
    expect(noToken.body.error).toBe(consultantMessages.invalidInvitation);
    const noPassword = await t.client().post('/api/consultant-accept-invite', { token: 'x'.repeat(43) });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body.error).toBe(consultantMessages.passwordTooShort);
    const long = await t
      .client()
      .post('/api/consultant-accept-invite', { token: 'x'.repeat(43), password: `Aa1!${'x'.repeat(130)}` });
    expect(long.status).toBe(400);
    expect(long.body.error).toBe('Password must be less than 128 characters');
    const broken = await t.client().post('/api/consultant-accept-invite', '{"token":');
    expect(broken.status).toBe(400);
    const made = await t
      .client()
      .post('/api/consultant-accept-invite', { token: 'x'.repeat(43), password: 'Chiffon&Rose2026' });
    expect(made.status).toBe(400);
    expect(made.body).toEqual({ error: consultantMessages.invalidInvitation });
  });

  it('limits attempts from one address', async () => {
    const guesser = t.client('203.0.113.10');
    for (let n = 0; n < 20; n += 1) {
      const res = await guesser.post('/api/consultant-accept-invite', {
        token: `guess-${n}`,
        password: 'Chiffon&Rose2026',
      });
      expect(res.status).toBe(400);
    }
    const res = await guesser.post('/api/consultant-accept-invite', {
      token: 'guess-21',
      password: 'Chiffon&Rose2026',
    });
    expect(res.status).toBe(429);
  });
});
