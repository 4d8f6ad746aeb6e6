import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { CapturedMail } from '@bridal/testing/smtp-capture';
import { createTestApp, type TestApp, validSignup } from '../../../test/support/test-app';
import { type MailWorker, type SmtpCapture, startMailWorker } from '../../../test/support/mail-worker';
import { instantAgo } from '@bridal/testing/boutique-day';

// The real worker process delivers the mail, over SMTP to a server this test runs.
let t: TestApp;
let smtp: SmtpCapture;
let worker: MailWorker;
let owner: ReturnType<typeof validSignup>;

beforeAll(async () => {
  t = await createTestApp();
  worker = await startMailWorker(t);
  smtp = worker.smtp;
  owner = validSignup();
  await t.client().post('/api/signup', owner);
});

afterAll(async () => {
  await worker.stop();
  await t.close();
});

// Sign-up also e-mails her a confirmation link: only the reset e-mails count here.
const resetSubject = 'Reset your Bridal Coach password';
const resetMails = () => smtp.messages.filter((mail) => mail.subject === resetSubject);

const linkIn = (mail: CapturedMail) => {
  const match = mail.text.match(/http:\/\/localhost:3000\/reset-password\?token=([A-Za-z0-9_-]+)/);
  if (!match) throw new Error(`no reset link in: ${mail.text}`);
  return match[1]!;
};

describe('forgot and reset password', () => {
  it('e-mails a single-use link; the reset ends every session and the new password works', async () => {
    const loggedIn = t.client();
    await loggedIn.post('/api/auth/login', { email: owner.email, password: owner.password });
    expect((await loggedIn.get('/api/auth/me')).status).toBe(200);

    const res = await t.client().post('/api/auth/forgot-password', { email: owner.email.toUpperCase() });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });

    const mail = await smtp.waitFor((m) => m.to.includes(owner.email) && m.subject === resetSubject);
    expect(mail.html).toContain('/reset-password?token=');
    const token = linkIn(mail);

    const [row] =
      await t.sql`SELECT expires_at - created_at AS lifetime FROM password_resets ORDER BY created_at DESC LIMIT 1`;
    expect(String(row!.lifetime)).toMatch(/^(01:00:00|00:[0-5]\d:\d\d)/);

    const weak = await t.client().post('/api/auth/reset-password', { token, password: 'short' });
    expect(weak.status).toBe(400);
    expect(weak.body.error).toBe('Password must be at least 8 characters');

    const reset = await t.client().post('/api/auth/reset-password', { token, password: 'New&Veil2026' });
    expect(reset.status).toBe(200);

    expect((await loggedIn.get('/api/auth/me')).status).toBe(401);
    expect((await t.client().post('/api/auth/login', { email: owner.email, password: owner.password })).status).toBe(
      401,
    );
    const login = await t.client().post('/api/auth/login', { email: owner.email, password: 'New&Veil2026' });
    expect(login.status).toBe(200);
    // The link reached her inbox, so her address counts as confirmed too.
    expect(login.body.emailConfirmed).toBe(true);

    const reuse = await t.client().post('/api/auth/reset-password', { token, password: 'Other&Veil2027' });
    expect(reuse.status).toBe(400);
    expect(reuse.body.error).toBe('This reset link is invalid or has expired.');
  });

  it('answers OK for an unknown e-mail and sends nothing', async () => {
    const before = resetMails().length;
    const res = await t.client().post('/api/auth/forgot-password', { email: 'nobody@nowhere.example' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(resetMails().length).toBe(before);
  });

  it('refuses an expired link', async () => {
    await t.client().post('/api/auth/forgot-password', { email: owner.email });
    const mail = await smtp.waitFor(
      (m) => m.to.includes(owner.email) && m.subject === resetSubject && m !== resetMails()[0],
    );
    const token = linkIn(mail);
    await t.sql`UPDATE password_resets SET expires_at = ${instantAgo({ seconds: 1 })} WHERE used_at IS NULL`;
    const res = await t.client().post('/api/auth/reset-password', { token, password: 'Late&Veil2026' });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('This reset link is invalid or has expired.');
  });

  it('validates the e-mail and refuses a made-up token', async () => {
    const bad = await t.client().post('/api/auth/forgot-password', { email: 'not-an-email' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('Please enter a valid email address');
    const made = await t.client().post('/api/auth/reset-password', { token: 'x'.repeat(43), password: 'Made&Up2026' });
    expect(made.status).toBe(400);
    const none = await t.client().post('/api/auth/reset-password', { password: 'Made&Up2026' });
    expect(none.status).toBe(400);
  });
});
