import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { emailConfirmationMessages } from '@bridal/shared/accounts/email-confirmation';
import { findAutoLinks, visibleText } from '@bridal/testing/find-auto-links';
import type { CapturedMail } from '@bridal/testing/smtp-capture';
import { signUpAndLogIn } from '../support/boutique-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';
import { type MailWorker, type SmtpCapture, startMailWorker } from '../support/mail-worker';

/*
 * Nobody can use our mail to write to strangers. Anyone may sign up with any address and name the
 * boutique anything; the platform then e-mails people the boutique names. So: no invitation until
 * the owner has confirmed her own address, a few invitations a day per boutique and per address,
 * and no typed text in a subject line or turned into a link. The real worker sends every e-mail,
 * over SMTP to a server this test runs: what an inbox would receive.
 */

let t: TestApp;
let smtp: SmtpCapture;
let worker: MailWorker;

beforeAll(async () => {
  t = await createTestApp();
  worker = await startMailWorker(t);
  smtp = worker.smtp;
}, 60_000);

afterAll(async () => {
  await worker?.stop();
  await t?.close();
});

const address = (who: string) => `${who}.${randomBytes(4).toString('hex')}@example.com`;
const tooManyAttempts = /^Too many attempts\. Please wait \d+ minute\(s\) and try again\.$/;
const confirmationSubject = 'Confirm your e-mail address for Bridal Coach';
const invitationSubject = "You're invited to join your boutique's team on Bridal Coach";
const hostileBoutique = 'URGENT verify your payroll at https://evil.example';

/** The n-th (1-based) e-mail with this subject sent to an address. */
async function mailTo(to: string, subject: string, nth = 1): Promise<CapturedMail> {
  const sent = () => smtp.messages.filter((mail) => mail.to.includes(to) && mail.subject === subject);
  await smtp.waitFor(() => sent().length >= nth);
  return sent()[nth - 1]!;
}

function confirmationTokenIn(mail: CapturedMail): string {
  const match = /http:\/\/localhost:3000\/confirm-email\?token=([\w-]+)/.exec(mail.text);
  if (!match) throw new Error(`no confirmation link in: ${mail.text}`);
  return match[1]!;
}

/** Every link in an e-mail that is not to our own app: its anchors, and what auto-linkers find in both parts. */
async function foreignLinks(mail: CapturedMail): Promise<string[]> {
  const anchors = [...mail.html.matchAll(/<a\s[^>]*href="([^"]*)"/g)].map((match) => match[1]!);
  const found = [...anchors, ...(await findAutoLinks(mail.text)), ...(await findAutoLinks(visibleText(mail.html)))];
  return found.filter((link) => !link.startsWith(`${t.env.PUBLIC_URL}/`));
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 500));

describe('an owner whose e-mail address is not confirmed', () => {
  it('cannot invite or resend an invitation: 403 with one clear message, and nothing is made or sent', async () => {
    const { client } = await signUpAndLogIn(t, { boutiqueName: 'Unconfirmed Bridal' }, { confirmEmail: false });
    expect((await client.get('/api/auth/me')).body).toMatchObject({ emailConfirmed: false });

    const invitee = address('nina');
    const invite = await client.post('/api/consultants/invite', { name: 'Nina Vale', email: invitee });
    expect(invite.status).toBe(403);
    expect(invite.body).toEqual({
      error: 'Please confirm your e-mail address before inviting consultants. We sent you a link when you signed up.',
    });
    const resend = await client.post(`/api/consultants/${randomUUID()}/resend-invite`);
    expect(resend.status).toBe(403);
    expect(resend.body).toEqual({ error: emailConfirmationMessages.requiredToInvite });

    const [row] = await t.sql`SELECT count(*)::int AS n FROM users WHERE email = ${invitee}`;
    expect(row!.n).toBe(0);
    await settle();
    expect(smtp.messages.filter((mail) => mail.to.includes(invitee))).toEqual([]);
  });

  it('confirms it with the link e-mailed at sign-up, opened in any browser, and then invites', async () => {
    const { client, person } = await signUpAndLogIn(
      t,
      { boutiqueName: 'Soon Confirmed Bridal' },
      { confirmEmail: false },
    );
    const mail = await mailTo(person.email, confirmationSubject);
    expect(mail.html).toContain('/confirm-email?token=');
    const confirmed = await t.client().post('/api/auth/confirm-email', { token: confirmationTokenIn(mail) });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ ok: true });

    // Her session, still open elsewhere, shows the change at once.
    expect((await client.get('/api/auth/me')).body).toMatchObject({ emailConfirmed: true });
    const invitee = address('iris');
    const invite = await client.post('/api/consultants/invite', { name: 'Iris Novak', email: invitee });
    expect(invite.status).toBe(201);
    await mailTo(invitee, invitationSubject);
  });

  it('is e-mailed a new link on request while signed in, a few times an hour', async () => {
    const { client, person } = await signUpAndLogIn(t, { boutiqueName: 'Resending Bridal' }, { confirmEmail: false });
    await mailTo(person.email, confirmationSubject);
    expect((await t.client().post('/api/auth/resend-confirmation', {})).status).toBe(401);

    for (let n = 2; n <= 4; n += 1) {
      const res = await client.post('/api/auth/resend-confirmation', {});
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ ok: true });
      await mailTo(person.email, confirmationSubject, n);
    }
    const fourth = await client.post('/api/auth/resend-confirmation', {});
    expect(fourth.status).toBe(429);
    expect(fourth.body.error).toMatch(tooManyAttempts);

    // Any link she was sent works, once; then none of them does.
    const links = smtp.messages
      .filter((mail) => mail.to.includes(person.email) && mail.subject === confirmationSubject)
      .map(confirmationTokenIn);
    expect(new Set(links).size).toBe(4);
    expect((await t.client().post('/api/auth/confirm-email', { token: links[1] })).status).toBe(200);
    for (const token of links) {
      const reused = await t.client().post('/api/auth/confirm-email', { token });
      expect(reused.status).toBe(400);
      expect(reused.body).toEqual({ error: emailConfirmationMessages.invalidLink });
    }
  });

  it('answers 400 with one clear message for a made-up, missing, expired or used link', async () => {
    const { client, person, ownerId } = await signUpAndLogIn(
      t,
      { boutiqueName: 'Late Link Bridal' },
      { confirmEmail: false },
    );
    const token = confirmationTokenIn(await mailTo(person.email, confirmationSubject));
    const invalid = {
      error:
        'This confirmation link is invalid or has expired. Log in and send yourself a new one from your dashboard.',
    };
    for (const body of [{ token: 'x'.repeat(43) }, { token: 'y'.repeat(300) }, { token: '' }, {}]) {
      const res = await t.client().post('/api/auth/confirm-email', body);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(invalid.error);
    }

    await t.sql`UPDATE email_confirmations SET expires_at = now() - interval '1 second' WHERE user_id = ${ownerId}`;
    const expired = await t.client().post('/api/auth/confirm-email', { token });
    expect(expired.status).toBe(400);
    expect(expired.body).toEqual(invalid);
    expect((await client.get('/api/auth/me')).body.emailConfirmed).toBe(false);

    expect((await client.post('/api/auth/resend-confirmation', {})).status).toBe(200);
    const fresh = confirmationTokenIn(await mailTo(person.email, confirmationSubject, 2));
    expect((await t.client().post('/api/auth/confirm-email', { token: fresh })).status).toBe(200);
    const used = await t.client().post('/api/auth/confirm-email', { token: fresh });
    expect(used.status).toBe(400);
    expect(used.body).toEqual(invalid);
    expect((await client.get('/api/auth/me')).body.emailConfirmed).toBe(true);

    // Confirmed, she is sent nothing more.
    expect((await client.post('/api/auth/resend-confirmation', {})).status).toBe(200);
    await settle();
    expect(smtp.messages.filter((mail) => mail.to.includes(person.email))).toHaveLength(2);
  });
});

describe('invitation limits', () => {
  it('allows a boutique twenty invitations a day, and deleting consultants hands none back', async () => {
    const { client } = await signUpAndLogIn(t, { boutiqueName: 'Revolving Door Bridal', consultantSeats: 1 });
    for (let n = 0; n < 20; n += 1) {
      const invited = await client.post('/api/consultants/invite', { name: `Temp ${n}`, email: address(`temp${n}`) });
      expect(invited.status).toBe(201);
      expect((await client.delete(`/api/consultants/${invited.body.id}`)).status).toBe(200);
    }
    const invitee = address('twentyfirst');
    const over = await client.post('/api/consultants/invite', { name: 'One Too Many', email: invitee });
    expect(over.status).toBe(429);
    expect(over.body.error).toMatch(tooManyAttempts);
    expect(over.headers.get('retry-after')).toMatch(/^\d+$/);
    const [row] = await t.sql`SELECT count(*)::int AS n FROM users WHERE email = ${invitee}`;
    expect(row!.n).toBe(0);
  });

  it('sends one address at most three invitations a day, from any boutique, as an invite, a resend or a new address', async () => {
    const stranger = address('stranger');
    const first = await signUpAndLogIn(t, { boutiqueName: 'First Bridal' });
    const second = await signUpAndLogIn(t, { boutiqueName: 'Second Bridal' });

    const invited = await first.client.post('/api/consultants/invite', { name: 'Stranger', email: stranger });
    expect(invited.status).toBe(201);
    expect((await first.client.post(`/api/consultants/${invited.body.id}/resend-invite`)).status).toBe(200);
    expect((await first.client.delete(`/api/consultants/${invited.body.id}`)).status).toBe(200);
    const again = await second.client.post('/api/consultants/invite', { name: 'Stranger', email: stranger });
    expect(again.status).toBe(201);
    expect((await second.client.delete(`/api/consultants/${again.body.id}`)).status).toBe(200);

    const fourth = await first.client.post('/api/consultants/invite', { name: 'Stranger', email: stranger });
    expect(fourth.status).toBe(429);
    expect(fourth.body.error).toMatch(tooManyAttempts);

    // A pending consultant's address changed to the stranger's would invite her too: refused, unchanged.
    const other = await first.client.post('/api/consultants/invite', { name: 'Olive Other', email: address('olive') });
    expect(other.status).toBe(201);
    const moved = await first.client.put(`/api/consultants/${other.body.id}`, {
      name: 'Olive Other',
      email: stranger,
      coachingGoals: '',
    });
    expect(moved.status).toBe(429);
    expect(moved.body.error).toMatch(tooManyAttempts);
    const [olive] = await t.sql<{ email: string }[]>`SELECT email FROM users WHERE id = ${other.body.id}`;
    expect(olive!.email).not.toBe(stranger);

    const [row] = await t.sql`SELECT count(*)::int AS n FROM users WHERE email = ${stranger}`;
    expect(row!.n).toBe(0);
    await settle();
    expect(smtp.messages.filter((mail) => mail.to.includes(stranger)).length).toBeLessThanOrEqual(3);
  });
});

describe('what a stranger receives', () => {
  it('an invitation from a boutique named like a phishing line: our own subject, and nothing of theirs becomes a link', async () => {
    const { client } = await signUpAndLogIn(t, { boutiqueName: hostileBoutique });
    const invitee = address('payroll');
    const name = 'Check www.payroll-check.com or write to payroll@evil-pay.com';
    expect((await client.post('/api/consultants/invite', { name, email: invitee })).status).toBe(201);

    const mail = await smtp.waitFor((sent) => sent.to.includes(invitee));
    expect(mail.subject).toBe(invitationSubject);
    expect(mail.subject).not.toMatch(/URGENT|payroll|evil/i);
    expect(await foreignLinks(mail)).toEqual([]);
    expect(mail.html).not.toContain('https://evil.example');
    // Still readable, as what it is: text.
    expect(mail.text).toContain('URGENT verify your payroll at https[:]//evil[.]example has invited you');
  });

  it('the trial welcome, sent to any address the public form is given, the same way', async () => {
    const lead = { name: 'Check www.payroll-check.com', phone: '2075550188', email: address('lead') };
    const res = await t.client().post('/api/trial-signup', { ...lead, boutiqueName: hostileBoutique });
    expect(res.status).toBe(201);

    const mail = await smtp.waitFor((sent) => sent.to.includes(lead.email));
    expect(mail.subject).toBe('Your Bridal Coach demo is ready');
    expect(await foreignLinks(mail)).toEqual([]);
    expect(`${mail.text}${mail.html}`).not.toMatch(/URGENT|evil/);
  });

  it('the confirmation e-mail, sent to any address the sign-up form is given, quotes nothing the form took', async () => {
    const { person } = await signUpAndLogIn(
      t,
      { name: 'Check www.payroll-check.com', boutiqueName: hostileBoutique },
      { confirmEmail: false },
    );
    const mail = await mailTo(person.email, confirmationSubject);
    expect(await foreignLinks(mail)).toEqual([]);
    expect(`${mail.text}${mail.html}`).not.toMatch(/URGENT|payroll|evil/);
  });
});
