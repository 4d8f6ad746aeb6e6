import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { deliverAccountMail, isAccountMailJob } from '@bridal/server/accounts/deliver-account-mail';
import type { MailMessage } from '@bridal/server/mail/mail-transport';
import { boutiqueIdOf, createTestApp, type TestApp, validSignup } from '../../../test/support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/signup', () => {
  it('creates the boutique and its owner, who can then log in', async () => {
    const body = validSignup({ consultantSeats: 6 });
    const res = await t.client().post('/api/signup', body);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ ok: true });
    const boutiqueId = await boutiqueIdOf(t, body.email);
    expect(boutiqueId).toBeGreaterThanOrEqual(1000);

    const [boutique] =
      await t.sql`SELECT slug, name, address, phone, consultant_seats FROM boutiques WHERE id = ${boutiqueId}`;
    expect(boutique).toMatchObject({
      name: 'Hollis Bridal Atelier',
      consultantSeats: 6,
      address: body.address,
      phone: body.phone,
    });
    expect(boutique!.slug).toMatch(/^hollis-bridal-atelier/);
    const [owner] = await t.sql`SELECT role, status, password_hash FROM users WHERE lower(email) = ${body.email}`;
    expect(owner).toMatchObject({ role: 'owner', status: 'active' });
    expect(owner!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    const login = await t.client().post('/api/auth/login', { email: body.email, password: body.password });
    expect(login.status).toBe(200);
  });

  it("stores the browser's time zone as the boutique's, and the default for one it does not know", async () => {
    const zoneOf = async (timeZone: unknown) => {
      const person = validSignup(timeZone === undefined ? {} : { timeZone });
      const res = await t.client().post('/api/signup', person);
      expect(res.status).toBe(201);
      const [row] = await t.sql<
        { timeZone: string }[]
      >`SELECT time_zone FROM boutiques WHERE id = ${await boutiqueIdOf(t, person.email)}`;
      return row!.timeZone;
    };
    expect(await zoneOf('Europe/London')).toBe('Europe/London');
    expect(await zoneOf('Mars/Olympus_Mons')).toBe('America/New_York');
    // The runtime knows it, PostgreSQL does not: every date read in SQL would fail with it.
    expect(await zoneOf('US/Pacific-New')).toBe('America/New_York');
    expect(await zoneOf('europe/paris')).toBe('Europe/Paris');
    expect(await zoneOf({ zone: 'Europe/London' })).toBe('America/New_York');
    expect(await zoneOf(undefined)).toBe('America/New_York');
  });

  /** The e-mails queued for a user, built as the worker builds them. */
  async function mailsFor(userId: string): Promise<MailMessage[]> {
    const jobs = await t.deps.mailQueue.getJobs(['waiting', 'delayed', 'prioritized', 'active', 'completed']);
    const sent: MailMessage[] = [];
    const transport = { send: async (message: MailMessage) => void sent.push(message), close: () => undefined };
    for (const { data: job } of jobs) {
      if (isAccountMailJob(job) && job.userId === userId) {
        await deliverAccountMail({ sql: t.sql, transport, publicUrl: t.env.PUBLIC_URL, job });
      }
    }
    return sent;
  }

  it('answers an address that has an account, whatever its letter case, as it answers a new one', async () => {
    const body = validSignup();
    const first = await t.client().post('/api/signup', body);
    const [owner] = await t.sql<{ id: string }[]>`SELECT id FROM users WHERE email = ${body.email}`;
    const again = await t.client().post('/api/signup', {
      ...body,
      email: body.email.toUpperCase(),
      boutiqueName: 'Other',
      password: 'Other&Veil2026',
    });
    expect(again.status).toBe(first.status);
    expect(again.body).toEqual(first.body);
    expect([...again.headers.keys()].sort()).toEqual([...first.headers.keys()].sort());

    // Nothing is made, her password stays hers, and the e-mail tells her the rest.
    expect(await t.sql`SELECT 1 FROM boutiques WHERE name = 'Other'`).toHaveLength(0);
    expect((await t.client().post('/api/auth/login', { email: body.email, password: body.password })).status).toBe(200);
    const mails = await mailsFor(owner!.id);
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      'Confirm your e-mail address for Bridal Coach',
      'Someone tried to sign up for Bridal Coach with your address',
    ]);
    const attempt = mails.find((mail) => mail.subject.startsWith('Someone'))!;
    expect(attempt.to).toBe(body.email);
    expect(attempt.text).toContain(`${t.env.PUBLIC_URL}/login`);
    expect(attempt.text).not.toContain('Other');
  });

  it('e-mails the owner of a taken address three times a day, however often it is tried', async () => {
    const body = validSignup();
    await t.client().post('/api/signup', body);
    const [owner] = await t.sql<{ id: string }[]>`SELECT id FROM users WHERE email = ${body.email}`;
    for (let n = 0; n < 5; n += 1) {
      const res = await t.client(`203.0.113.${60 + n}`).post('/api/signup', { ...body, boutiqueName: `Try ${n}` });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ ok: true });
    }
    const attempts = (await mailsFor(owner!.id)).filter((mail) => mail.subject.startsWith('Someone'));
    expect(attempts).toHaveLength(3);
  });

  it('gives two boutiques of the same name distinct slugs', async () => {
    const a = validSignup({ boutiqueName: 'Twin Veils' });
    const b = validSignup({ boutiqueName: 'Twin Veils' });
    await t.client().post('/api/signup', a);
    await t.client().post('/api/signup', b);
    const ids = [await boutiqueIdOf(t, a.email), await boutiqueIdOf(t, b.email)];
    const rows = await t.sql`SELECT slug FROM boutiques WHERE id IN ${t.sql(ids)} ORDER BY id`;
    expect(rows.map((row) => row.slug)).toEqual(['twin-veils', 'twin-veils-2']);
  });

  it.each([
    ['a missing name', { name: undefined }, 'Name is required'],
    ['a bad e-mail', { email: 'grace@' }, 'Please enter a valid email address'],
    ['a weak password', { password: 'abcdefgh' }, 'Password must contain at least one uppercase letter'],
    [
      'a password without a special character',
      { password: 'Password123' },
      'Password must contain at least one special character',
    ],
    [
      'a password without a lowercase letter',
      { password: 'PASSWORD123!' },
      'Password must contain at least one lowercase letter',
    ],
    ['terms not agreed', { agreedToTerms: false }, 'You must agree to the Terms of Service to continue'],
    ['21 seats', { consultantSeats: 21 }, 'Choose between 1 and 20 consultants'],
    ['seats as text', { consultantSeats: 'many' }, 'Choose between 1 and 20 consultants'],
    ['a missing address', { address: '' }, 'Address is required'],
  ])('answers 400 for %s, and stores nothing', async (_label, change, message) => {
    const body = validSignup(change);
    const res = await t.client().post('/api/signup', body);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
    const rows = await t.sql`SELECT 1 FROM users WHERE lower(email) = lower(${String(body.email)})`;
    expect(rows).toHaveLength(0);
  });

  it('refuses a listed common password on the server too', async () => {
    const res = await t.client().post('/api/signup', validSignup({ password: 'Password123' }));
    expect(res.status).toBe(400);
    expect(res.body.fields.password).toMatch(/^Password /);
  });

  it('answers 400 for malformed JSON, 415 for a form post, 413 for an oversized body', async () => {
    const malformed = await t.client().post('/api/signup', '{"name": "Grace",');
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toBe('The request body is not valid JSON.');

    const form = await t
      .client()
      .post('/api/signup', 'name=Grace', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(form.status).toBe(415);
    expect(form.body.error).toMatch(/JSON/);

    const huge = await t.client().post('/api/signup', validSignup({ address: 'x'.repeat(200_000) }));
    expect(huge.status).toBe(413);
    expect(huge.body.error).toBe('The request body is too large.');

    const array = await t.client().post('/api/signup', '[]');
    expect(array.status).toBe(400);
    expect(array.body.error).toBe('The request body must be a JSON object.');
  });

  it('limits completed sign-ups per address (429), not corrections of the form', async () => {
    const client = t.client('203.0.113.50');
    for (let i = 0; i < 12; i += 1) expect((await client.post('/api/signup', { name: '' })).status).toBe(400);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await client.post('/api/signup', validSignup())).status);
    expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  }, 30_000);
});
