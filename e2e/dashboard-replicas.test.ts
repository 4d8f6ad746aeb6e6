/**
 * Two API processes on one database and one Redis, as replicas behind a load balancer: each
 * answers the unchanged dashboard poll from its own memory, and still a change made through one
 * is seen by the very next poll on the other, and a session ended on one ends on both.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { platformEnv } from '@bridal/testing/platform-env';
import { freePort } from '@bridal/testing/free-port';
import { type SpawnedService, spawnService } from '@bridal/testing/spawn-service';
import { surveyForm } from '@bridal/testing/survey-form';
import { createTestDatabase, type TestDatabase } from '@bridal/testing/test-database';
import { createTestRedisPrefix } from '@bridal/testing/test-redis';
import { waitUntil } from '@bridal/testing/wait';

const path = '/api/dashboard/consultant';
const owner = {
  name: 'Rhea Sutton',
  email: `rhea.${Date.now()}@sutton-bridal.com`,
  password: 'Taffeta&Lace2026',
  phone: '2075550177',
  boutiqueName: 'Sutton Bridal',
  address: '9 Fore St, Portland, ME',
  consultantSeats: 2,
  agreedToTerms: true,
};

let database: TestDatabase;
const redis = createTestRedisPrefix();
const replicas: { url: string; service: SpawnedService }[] = [];
let publicUrl: string;
let cookie: string;
let slug: string;

beforeAll(async () => {
  database = await createTestDatabase();
  const { baseUrl, env } = await platformEnv({ databaseUrl: database.url, redisPrefix: redis.prefix });
  // One public URL for both, as behind one load balancer: the ETag depends on it.
  publicUrl = baseUrl;
  const shared = { ...env, SERVE_WEB: 'false', LOG_LEVEL: 'info', DATABASE_POOL_SIZE: '3' };
  for (const port of [env.PORT!, String(await freePort())]) {
    const service = await spawnService({
      entry: 'api/src/main.ts',
      env: { ...shared, PORT: port },
      readyLine: /listening on/,
    });
    replicas.push({ url: `http://127.0.0.1:${port}`, service });
  }
  const [a] = replicas;
  const signup = await fetch(`${a!.url}/api/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: publicUrl },
    body: JSON.stringify(owner),
  });
  expect(signup.status).toBeLessThan(300);
  slug = (
    await database.sql<{ slug: string }[]>`
      SELECT b.slug FROM boutiques b JOIN users u ON u.boutique_id = b.id AND u.role = 'owner'
      WHERE lower(u.email) = lower(${owner.email})`
  )[0]!.slug;
  const login = await fetch(`${a!.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: publicUrl },
    body: JSON.stringify({ email: owner.email, password: owner.password }),
  });
  expect(login.status).toBe(200);
  cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
}, 120_000);

afterAll(async () => {
  await Promise.all(replicas.map((replica) => replica.service.stop()));
  await redis.cleanup();
  await database?.drop();
});

const poll = (replica: number, etag?: string, as = cookie) =>
  fetch(`${replicas[replica]!.url}${path}`, { headers: { cookie: as, ...(etag ? { 'if-none-match': etag } : {}) } });

/** Polls until the answer is a 304 from memory (the first 304 of a process goes down its full stack). */
async function settledEtag(replica: number): Promise<string> {
  const first = await poll(replica);
  expect(first.status).toBe(200);
  const etag = first.headers.get('etag')!;
  for (let index = 0; index < 3; index += 1) expect((await poll(replica, etag)).status).toBe(304);
  return etag;
}

async function submitSurveyThrough(replica: number, name: string): Promise<void> {
  const form = surveyForm(1, { label: name });
  form.set('boutiqueName', slug);
  const res = await fetch(`${replicas[replica]!.url}/api/surveys`, {
    method: 'POST',
    headers: { origin: publicUrl },
    body: form,
  });
  expect(res.status).toBe(201);
}

describe('the dashboard poll on two API processes', () => {
  it('gives both the same ETag, and both answer it 304 with the same headers, from memory or not', async () => {
    const perRequest = ['date', 'etag', 'x-request-id'];
    const headersOf = (res: Response) => [...res.headers].filter(([name]) => !perRequest.includes(name));
    const etag = (await poll(1)).headers.get('etag')!;
    // A process's first 304 is its full stack's; the next ones are answered ahead of it.
    const fullStack = await poll(1, etag);
    const fromMemory = await poll(1, etag);
    expect([fullStack.status, fromMemory.status]).toEqual([304, 304]);
    expect(headersOf(fromMemory)).toEqual(headersOf(fullStack));
    expect(fromMemory.headers.get('etag')).toBe(etag);
    const [a, b] = [await settledEtag(0), await settledEtag(1)];
    expect(a).toBe(b);
  });

  it('shows a change made through one replica at the next poll on the other, both ways', async () => {
    for (const [writer, reader] of [
      [0, 1],
      [1, 0],
    ] as const) {
      const etag = await settledEtag(reader);
      expect(await settledEtag(writer)).toBe(etag);
      await submitSurveyThrough(writer, `Replica${writer}`);
      // No waiting: the very next poll, on the other process, gets the new dashboard.
      const next = await poll(reader, etag);
      expect(next.status).toBe(200);
      expect(next.headers.get('etag')).not.toBe(etag);
      const body = (await next.json()) as { activeClients: { bride: { name: string } }[] };
      expect(body.activeClients[0]!.bride.name).toBe(`Replica${writer} Bride 1`);
      expect((await poll(writer, etag)).status).toBe(200);
    }
  });

  it('ends a session on both replicas when she logs out on one', async () => {
    const etag = await settledEtag(1);
    await settledEtag(0);
    const logout = await fetch(`${replicas[0]!.url}/api/auth/logout`, {
      method: 'POST',
      headers: { cookie, origin: publicUrl },
    });
    expect(logout.status).toBeLessThan(300);
    expect((await poll(0, etag)).status).toBe(401);
    // The other replica hears of it from PostgreSQL's notification, as it always has.
    expect(await waitUntil(async () => (await poll(1, etag)).status === 401, { everyMs: 20, timeoutMs: 5_000 })).toBe(
      true,
    );
  });
});
