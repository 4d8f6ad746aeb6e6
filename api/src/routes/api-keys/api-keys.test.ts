import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { pino } from 'pino';
import { apiKeyMessages, type ApiKeyView } from '@bridal/shared/api-keys/api-keys';
import { apiPaths } from '@bridal/shared/api/api-paths';
import { instantIn } from '@bridal/testing/boutique-day';
import {
  logInNewConsultant,
  sampleBrideFields,
  signUpAndLogIn,
  submitTextSurvey,
  type TestClient,
} from '../../../test/support/boutique-fixtures';
import { send } from '../../../test/security/security-requests';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

// The owner's API keys: made, listed and revoked by her alone; a key acts in her boutique only,
// on the routes declared for keys, with the scope it was given.
let t: TestApp;
let owner: TestClient;
let consultant: TestClient;
let boutiqueId: number;
let brideId: string;
let otherBrideId: string;

beforeAll(async () => {
  t = await createTestApp();
  const signedUp = await signUpAndLogIn(t, { boutiqueName: 'Keyhole Bridal' });
  owner = signedUp.client;
  boutiqueId = signedUp.boutiqueId;
  brideId = await submitTextSurvey(t, signedUp.slug, { ...sampleBrideFields, name: 'Kira Keyes' });
  consultant = await logInNewConsultant(t, boutiqueId, { name: 'Cleo Consultant', coachingGoals: '' });
  const other = await signUpAndLogIn(t, { boutiqueName: 'Elsewhere Bridal' });
  otherBrideId = await submitTextSurvey(t, other.slug, { ...sampleBrideFields, name: 'Olive Otherwise' });
}, 90_000);
afterAll(async () => {
  await t?.close();
});

async function createKey(name: string, scope: 'read' | 'read-write') {
  const res = await owner.post(apiPaths.apiKeys, { name, scope });
  expect(res.status).toBe(201);
  return res.body as { key: ApiKeyView; secret: string };
}

const withKey = (key: string, method: string, url: string, options: { body?: object; cookie?: string } = {}) =>
  send(t, method, url, { ...options, headers: { authorization: `Bearer ${key}` } });

describe('the owner manages her keys', () => {
  it('creates a key whose secret is answered once, and lists it by name, scope and prefix only', async () => {
    const { key, secret } = await createKey('Zapier sync', 'read');
    expect(secret).toMatch(/^bc_[a-z0-9]{12}_[A-Za-z0-9_-]{43}$/);
    expect(key).toEqual(
      expect.objectContaining({ name: 'Zapier sync', scope: 'read', lastUsedAt: null, revokedAt: null }),
    );
    expect(secret.startsWith(`${key.prefix}_`)).toBe(true);
    const list = await owner.get(apiPaths.apiKeys);
    expect(list.status).toBe(200);
    expect(list.body.keys).toContainEqual(key);
    expect(list.text).not.toContain(secret);
    const [row] = await t.sql<{ keyHash: Buffer }[]>`SELECT key_hash FROM api_keys WHERE id = ${key.id}`;
    expect(row!.keyHash.toString('utf8')).not.toContain(secret.slice(16));
  });

  it('refuses a key without a name, with a name too long, or with a scope that does not exist', async () => {
    for (const [body, message] of [
      [{ name: '   ', scope: 'read' }, apiKeyMessages.nameRequired],
      [{ name: 'x'.repeat(61), scope: 'read' }, apiKeyMessages.nameTooLong],
      [{ name: 'Admin key', scope: 'admin' }, apiKeyMessages.scopeRequired],
      [{ name: 'No scope' }, apiKeyMessages.scopeRequired],
    ] as const) {
      const res = await owner.post(apiPaths.apiKeys, body);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(message);
    }
  });

  it('is hers alone: a consultant and another admin get 403, and a key cannot manage keys', async () => {
    expect(await consultant.get(apiPaths.apiKeys)).toMatchObject({
      status: 403,
      body: { error: apiKeyMessages.ownerOnly },
    });
    expect((await consultant.post(apiPaths.apiKeys, { name: 'Mine', scope: 'read' })).status).toBe(403);
    const admin = await logInNewConsultant(t, boutiqueId, { name: 'Ada Admin', coachingGoals: '' });
    await t.sql`UPDATE users SET role = 'admin' WHERE name = 'Ada Admin'`;
    expect((await admin.get(apiPaths.apiKeys)).status).toBe(403);
    const { secret } = await createKey('Full', 'read-write');
    const asKey = await withKey(secret, 'POST', apiPaths.apiKeys, { body: { name: 'Child', scope: 'read-write' } });
    expect(asKey).toMatchObject({ status: 403, body: { error: apiKeyMessages.notForKeys } });
  });
});

describe('a request with a key', () => {
  it("reads her boutique's brides and records when the key was last used, once a minute at most", async () => {
    const { key, secret } = await createKey('Reporting', 'read');
    const res = await withKey(secret, 'GET', apiPaths.brides);
    expect(res.status).toBe(200);
    expect(res.body.brides.map((item: { bride: { name: string } }) => item.bride.name)).toEqual(['Kira Keyes']);
    const lastUsed = async () =>
      (await t.sql<{ lastUsedAt: Date }[]>`SELECT last_used_at FROM api_keys WHERE id = ${key.id}`)[0]!.lastUsedAt;
    const first = await lastUsed();
    expect(first).toBeInstanceOf(Date);
    expect((await withKey(secret, 'GET', apiPaths.bridePlan(brideId))).status).toBe(200);
    expect(await lastUsed()).toEqual(first);
    const listed = (await owner.get(apiPaths.apiKeys)).body.keys as ApiKeyView[];
    expect(listed.find((item) => item.id === key.id)?.lastUsedAt).toBe(first.toISOString());
  });

  it("answers 404 for another boutique's bride, whatever the key's scope", async () => {
    for (const scope of ['read', 'read-write'] as const) {
      const { secret } = await createKey(`Cross ${scope}`, scope);
      const res = await withKey(secret, 'GET', apiPaths.bridePlan(otherBrideId));
      expect(res.status).toBe(404);
      expect(res.text).not.toContain('Olive Otherwise');
    }
  });

  it('writes only with a read-write key: a read key gets 403 and changes nothing', async () => {
    const [appointment] = await t.sql<{ id: string }[]>`
      INSERT INTO appointments (boutique_id, bride_id, starts_at, duration_minutes, booked_by)
      VALUES (${boutiqueId}, ${brideId}, ${instantIn({ days: 3 })}, 60, 'staff') RETURNING id`;
    const cancel = apiPaths.appointments.cancel(appointment!.id);
    const reader = await createKey('Read only', 'read');
    expect(await withKey(reader.secret, 'POST', cancel)).toMatchObject({
      status: 403,
      body: { error: apiKeyMessages.readOnly },
    });
    const [before] = await t.sql<{ status: string }[]>`SELECT status FROM appointments WHERE id = ${appointment!.id}`;
    expect(before!.status).toBe('booked');
    // No Origin, no cookie: a script's call, which the CSRF guard lets through.
    const writer = await createKey('Read write', 'read-write');
    const res = await withKey(writer.secret, 'POST', cancel);
    expect(res.status).toBe(200);
    expect(res.body.appointment.status).toBe('cancelled');
  });

  it('validates a write with the schema the route declares', async () => {
    const { secret } = await createKey('Booker', 'read-write');
    const res = await withKey(secret, 'POST', apiPaths.appointments.list, { body: { brideId } });
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty('startsAt');
  });

  it('is refused on every route not declared for keys', async () => {
    const { secret } = await createKey('Nosy', 'read-write');
    for (const [method, url] of [
      ['GET', apiPaths.consultants],
      ['GET', apiPaths.account.details],
      ['GET', apiPaths.subscriptionDetails],
      ['GET', apiPaths.auth.me],
      ['GET', apiPaths.dashboard],
      ['POST', apiPaths.consultantInvite],
    ] as const) {
      const res = await withKey(secret, method, url, method === 'POST' ? { body: {} } : {});
      expect({ url, status: res.status, error: res.body.error }).toEqual({
        url,
        status: 403,
        error: apiKeyMessages.notForKeys,
      });
    }
  });

  it('answers 401 to a revoked key, a malformed one and an unknown one', async () => {
    const { key, secret } = await createKey('Soon gone', 'read');
    expect((await withKey(secret, 'GET', apiPaths.brides)).status).toBe(200);
    const revoked = await owner.delete(apiPaths.apiKey(key.id));
    expect(revoked.status).toBe(200);
    expect(revoked.body.key.revokedAt).toEqual(expect.any(String));
    for (const bad of [
      secret,
      'not-a-key',
      '',
      `${secret.slice(0, -4)}AAAA`,
      secret.replace(/^bc_\w{12}/, 'bc_aaaaaaaaaaaa'),
    ]) {
      const res = await withKey(bad, 'GET', apiPaths.brides);
      expect(res).toMatchObject({ status: 401, body: { error: apiKeyMessages.invalidKey } });
    }
  });

  it("revokes only the owner's own boutique's keys: another boutique's key id answers 404", async () => {
    const other = await signUpAndLogIn(t, { boutiqueName: 'Third Bridal' });
    const theirs = await other.client.post(apiPaths.apiKeys, { name: 'Theirs', scope: 'read' });
    expect((await owner.delete(apiPaths.apiKey(theirs.body.key.id))).status).toBe(404);
    expect((await owner.delete(apiPaths.apiKey('not-a-uuid'))).status).toBe(404);
    expect((await withKey(theirs.body.secret, 'GET', apiPaths.brides)).status).toBe(200);
  });

  it('is refused when the request also carries a session cookie (which one acts would be a guess)', async () => {
    const { secret } = await createKey('Both', 'read');
    const res = await owner.get(apiPaths.brides, { authorization: `Bearer ${secret}` });
    expect(res).toMatchObject({ status: 400, body: { error: apiKeyMessages.ambiguous } });
  });
});

describe('the logs', () => {
  it('name a key by its id and never hold the key, whatever it was used for', async () => {
    const lines: string[] = [];
    const kept = t.deps.logger;
    t.deps.logger = pino(
      { level: 'debug' },
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(chunk.toString('utf8'));
          done();
        },
      }),
    );
    try {
      const { key, secret } = await createKey('Logged', 'read');
      await withKey(secret, 'GET', apiPaths.brides);
      await withKey(secret, 'POST', apiPaths.appointments.list, { body: { brideId } });
      await owner.delete(apiPaths.apiKey(key.id));
      await withKey(secret, 'GET', apiPaths.brides);
      const log = lines.join('');
      expect(log).toContain(key.id);
      expect(log).not.toContain(secret);
      expect(log).not.toContain(secret.slice(16));
    } finally {
      t.deps.logger = kept;
    }
  });
});
