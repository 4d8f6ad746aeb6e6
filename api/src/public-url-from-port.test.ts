/**
 * With PORT set and PUBLIC_URL unset, every link the platform hands out follows that port: the
 * survey link the dashboard shows (and that its QR code encodes), and the links the real worker
 * process e-mails.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type DashboardResponse } from '@bridal/shared/dashboard/dashboard';
import { startSmtpCapture } from '@bridal/testing/smtp-capture';
import { type SpawnedService, spawnService } from '@bridal/testing/spawn-service';
import { createTestApp, type TestApp, validSignup } from './testing/test-app';

const port = '3900';
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let worker: SpawnedService;

beforeAll(async () => {
  // An empty value is an unset one, as in the shell.
  t = await createTestApp({ PORT: port, PUBLIC_URL: '' });
  smtp = await startSmtpCapture();
  worker = await spawnService({
    entry: 'worker/src/main.ts',
    // The worker's own environment, without PUBLIC_URL: it must derive the same address.
    env: {
      PORT: port,
      DATABASE_URL: t.env.DATABASE_URL,
      REDIS_URL: t.env.REDIS_URL,
      REDIS_PREFIX: t.env.REDIS_PREFIX,
      SMTP_URL: smtp.url,
      STORAGE_DIR: t.storageDir,
      WORKER_HEARTBEAT_FILE: `/tmp/${t.env.REDIS_PREFIX}-heartbeat`,
    },
    readyLine: /worker started/,
  });
});

afterAll(async () => {
  await worker?.stop();
  await smtp?.stop();
  await t?.close();
});

async function signUpOwner() {
  const owner = validSignup();
  const signup = await t.client().post('/api/signup', owner);
  expect(signup.status).toBe(201);
  const client = t.client();
  expect((await client.post('/api/auth/login', { email: owner.email, password: owner.password })).status).toBe(200);
  const [row] = await t.sql<{ slug: string }[]>`SELECT slug FROM boutiques WHERE id = ${signup.body.boutiqueId}`;
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
