/**
 * With PORT set and PUBLIC_URL unset, every link the platform hands out follows that port: the
 * survey link the dashboard shows (and that its QR code encodes), and the links the real worker
 * process e-mails.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type DashboardResponse } from '@bridal/shared/dashboard/dashboard';
import { boutiqueIdOf, createTestApp, type TestApp, validSignup } from '../support/test-app';
import { type MailWorker, type SmtpCapture, startMailWorker } from '../support/mail-worker';

const port = '3900';
let t: TestApp;
let smtp: SmtpCapture;
let worker: MailWorker;

beforeAll(async () => {
  // An empty value is an unset one, as in the shell.
  t = await createTestApp({ PORT: port, PUBLIC_URL: '' });
  // The worker's own environment, without PUBLIC_URL: it must derive the same address.
  worker = await startMailWorker(t, { PORT: port, STORAGE_DIR: t.storageDir });
  smtp = worker.smtp;
});

afterAll(async () => {
  await worker?.stop();
  await t?.close();
});

async function signUpOwner() {
  const owner = validSignup();
  const signup = await t.client().post('/api/signup', owner);
  expect(signup.status).toBe(201);
  const client = t.client();
  expect((await client.post('/api/auth/login', { email: owner.email, password: owner.password })).status).toBe(200);
  const [row] = await t.sql<
    { slug: string }[]
  >`SELECT slug FROM boutiques WHERE id = ${await boutiqueIdOf(t, owner.email)}`;
  return { owner, client, slug: row!.slug };
}

describe('PUBLIC_URL unset, PORT=3900', () => {
  it('gives the admin a survey link (and so its QR code) on port 3900', async () => {
    const { client, slug } = await signUpOwner();
    const res = await client.get('/api/dashboard/consultant');
    expect(res.status).toBe(200);
    expect((res.body as DashboardResponse).surveyUrl).toBe(`http://localhost:3900/survey/${slug}`);
  });

  it('e-mails a password-reset link on port 3900', async () => {
    const { owner } = await signUpOwner();
    expect((await t.client().post('/api/auth/forgot-password', { email: owner.email })).status).toBe(200);
    const mail = await smtp.waitFor((sent) => sent.to.includes(owner.email) && sent.text.includes('/reset-password'));
    expect(mail.text).toMatch(/http:\/\/localhost:3900\/reset-password\?token=[\w-]+/);
    expect(mail.text + mail.html).not.toContain('localhost:3000');
  });
});
