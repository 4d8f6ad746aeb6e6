import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { hashPassword } from '@bridal/server/auth/password-hashing';
import { demoBrides } from '@bridal/server/demo/demo-brides';
import { deleteExpiredDemoBrides } from '@bridal/server/demo/delete-expired-demo-brides';
import { countShowcase, seedDemoShowcase } from '@bridal/server/demo/seed-demo-showcase';
import { demoConsultants } from '@bridal/server/demo/demo-team';
import { demoBoutiqueId } from '@bridal/shared/accounts/account-types';
import { demoMessages, demoSeatCount } from '@bridal/shared/demo/demo-messages';
import { followUpMessages } from '@bridal/shared/follow-ups/follow-up';
import { reportMessages } from '@bridal/shared/reports/closing-report';
import { boutiqueDate } from '@bridal/testing/boutique-day';
import { jpegWithGps } from '@bridal/testing/make-images';
import {
  analyseBride,
  patch,
  signUpAndLogIn,
  submitTextSurvey,
  type TestClient,
} from '../../../test/support/boutique-fixtures';
import { announcementArrived, whileRedisIsAway } from '../../../test/support/dashboard-counters';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

let t: TestApp;
/** The showcase brides (with photos); the seed's past brides only carry appointments. */
let seeded: { id: string; name: string }[];
/** Every seeded bride's name, as the dashboard lists them (the past brides' weddings are ahead). */
let everySeededName: string[];
const showcaseNames = demoBrides.map((bride) => String(bride.answers.name));
let visitor: TestClient;
let secondVisitor: TestClient;
let visitorsBrideId: string;

const lead = (name: string) => ({
  name,
  phone: '2075550188',
  email: `${name.toLowerCase().replace(/\W+/g, '.')}@lace-and-light.com`,
  boutiqueName: 'Lace & Light',
});

async function signUpForTrial(name: string): Promise<TestClient> {
  const client = t.client();
  const res = await client.post('/api/trial-signup', lead(name));
  expect(res.status).toBe(201);
  return client;
}

async function submitDemoSurvey(client: TestClient, name: string, photos: Buffer[] = []): Promise<string> {
  const form = new FormData();
  for (const [key, value] of Object.entries({ name, weddingDate: '2030-05-04', boutiqueName: 'demo' })) {
    form.append(key, value);
  }
  for (const [i, bytes] of photos.entries()) {
    form.append('inspirationImages', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), `photo-${i}.jpg`);
  }
  const res = await client.post('/api/surveys', form);
  expect(res.status).toBe(201);
  return res.body.brideId as string;
}

async function storedFiles(): Promise<string[]> {
  const all = await readdir(t.storageDir, { recursive: true, withFileTypes: true }).catch(() => []);
  return all.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** What the worker's hourly sweep hands deleteExpiredDemoBrides, but the clock. */
const retention = () => ({ sql: t.sql, storage: t.deps.storage, redis: t.deps.redis, prefix: t.env.REDIS_PREFIX });

const namesOn = (body: { activeClients: { bride: { name: string } }[] }) =>
  body.activeClients.map((client) => client.bride.name);

beforeAll(async () => {
  // An AI key that leads nowhere: demo advice must never try it.
  t = await createTestApp({
    AI_PROVIDER: 'openai',
    OPENAI_API_KEY: 'sk-test',
    OPENAI_BASE_URL: 'http://127.0.0.1:9/v1',
  });
  await seedDemoShowcase({ sql: t.sql, storage: t.deps.storage, appointments: 'wait' });
  seeded = await t.sql<{ id: string; name: string }[]>`
    SELECT id, name FROM brides WHERE boutique_id = 99 AND demo_seed AND name IN ${t.sql(showcaseNames)} ORDER BY name`;
  everySeededName = (await t.sql<{ name: string }[]>`SELECT name FROM brides WHERE boutique_id = 99 AND demo_seed`)
    .map((bride) => bride.name)
    .sort();
  visitor = await signUpForTrial('Maya Chen');
  secondVisitor = await signUpForTrial('Lena Ortiz');
  visitorsBrideId = await submitDemoSurvey(visitor, 'Vera Visitor');
  await analyseBride(t, visitorsBrideId);
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe('the demo seed', () => {
  it('makes 6 consultants, at least 60 dresses, a top-sellers sheet and 6 ready brides analysed with photos', async () => {
    const counts = await countShowcase(t.sql);
    expect(counts.consultants).toBe(demoConsultants.length);
    expect(counts.dresses).toBeGreaterThanOrEqual(60);
    expect(counts.topSellers).toBeGreaterThan(0);
    expect(counts.brides).toBeGreaterThanOrEqual(6);

    const statuses = await t.sql`
      SELECT status, coaching_goals <> '' AS has_goals FROM users WHERE boutique_id = 99 ORDER BY status`;
    expect(statuses.map((row) => row.status)).toEqual(demoConsultants.map((member) => member.status).sort());
    expect(statuses.every((row) => row.hasGoals)).toBe(true);

    const dresses = await t.sql<
      { designers: number; silhouettes: number; necklines: number; fabrics: number; min: number; max: number }[]
    >`
      SELECT count(DISTINCT designer)::int AS designers, count(DISTINCT silhouette)::int AS silhouettes,
             count(DISTINCT neckline)::int AS necklines, count(DISTINCT fabric)::int AS fabrics,
             min(price)::float AS min, max(price)::float AS max
      FROM dresses d JOIN inventories i ON i.id = d.inventory_id WHERE i.boutique_id = 99 AND i.is_current`;
    expect(dresses[0]!.designers).toBeGreaterThanOrEqual(6);
    expect(dresses[0]!.silhouettes).toBeGreaterThanOrEqual(5);
    expect(dresses[0]!.necklines).toBeGreaterThanOrEqual(6);
    expect(dresses[0]!.fabrics).toBeGreaterThanOrEqual(5);
    expect(dresses[0]!.min).toBeGreaterThanOrEqual(900);
    expect(dresses[0]!.max).toBeLessThanOrEqual(6500);

    const brides = await t.sql<{ name: string; status: string; steps: number; photos: number; providers: string[] }[]>`
      SELECT b.name, b.status,
             (SELECT count(*)::int FROM analysis_steps s WHERE s.bride_id = b.id AND s.status = 'done') AS steps,
             (SELECT count(*)::int FROM bride_photos p WHERE p.bride_id = b.id AND p.status = 'ready') AS photos,
             (SELECT array_agg(DISTINCT provider) FROM analysis_steps s WHERE s.bride_id = b.id) AS providers
      FROM brides b WHERE b.boutique_id = 99 AND b.demo_seed`;
    for (const { name: _name, ...bride } of brides) {
      expect(bride).toEqual({ status: 'ready', steps: 5, photos: expect.any(Number), providers: ['local'] });
    }
    const showcase = brides.filter((bride) => showcaseNames.includes(bride.name));
    expect(showcase).toHaveLength(showcaseNames.length);
    for (const bride of showcase) expect(bride.photos).toBeGreaterThanOrEqual(1);
  });

  it('changes nothing when it runs again', async () => {
    const before = await countShowcase(t.sql);
    const again = await seedDemoShowcase({ sql: t.sql, storage: t.deps.storage, appointments: 'wait' });
    expect(again).toEqual(before);
    const ids = await t.sql`
      SELECT id, name FROM brides WHERE boutique_id = 99 AND demo_seed AND name IN ${t.sql(showcaseNames)} ORDER BY name`;
    expect(ids).toEqual(seeded);
    const names = await t.sql<{ name: string }[]>`SELECT name FROM brides WHERE boutique_id = 99 AND demo_seed`;
    expect(names.map((bride) => bride.name).sort()).toEqual(everySeededName);
    const [users] = await t.sql`SELECT count(*)::int AS n FROM users WHERE boutique_id = 99`;
    expect(users!.n).toBe(demoConsultants.length);
  });
});

describe('demo access', () => {
  it('answers 401 without the trial cookie, on the demo dashboard and on every demo read', async () => {
    const stranger = t.client();
    const dashboard = await stranger.get('/api/dashboard/demo');
    expect(dashboard.status).toBe(401);
    expect(dashboard.body).toEqual({ error: demoMessages.accessRequired });
    for (const url of [
      `/api/recommendations/${seeded[0]!.id}`,
      '/api/inventory/status',
      '/api/consultants',
      '/api/subscription-details',
      '/api/trending-gowns',
    ]) {
      expect((await stranger.get(url, { 'x-boutique-id': '99' })).status).toBe(401);
    }
    const forged = t.client();
    forged.jar.set('bc_demo', 'not-a-real-token');
    expect((await forged.get('/api/dashboard/demo')).status).toBe(401);
  });

  it('shows a visitor the demo boutique as its admin with the seeded brides', async () => {
    const res = await secondVisitor.get('/api/dashboard/demo');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      boutiqueId: 99,
      userType: 'admin',
      consultantName: 'Demo Consultant',
      surveyUrl: 'http://localhost:3000/survey/demo',
      subscription: { maxConsultants: demoSeatCount },
    });
    expect(namesOn(res.body).sort()).toEqual(everySeededName);
    for (const client of res.body.activeClients) {
      expect(client.survey.consultationStrategy).toEqual(expect.any(String));
      expect(client.survey.suggestedDresses).toEqual(expect.any(String));
      expect(client.survey.enhancedImageAnalysis).toEqual(expect.any(String));
    }
  });

  it("lists a visitor's own bride for her only; another visitor gets 404 for her", async () => {
    const [row] = await t.sql`SELECT demo_trial_id, demo_seed FROM brides WHERE id = ${visitorsBrideId}`;
    expect(row!.demoTrialId).toEqual(expect.any(String));
    expect(row!.demoSeed).toBe(false);

    expect(namesOn((await visitor.get('/api/dashboard/demo')).body)).toContain('Vera Visitor');
    expect(namesOn((await secondVisitor.get('/api/dashboard/demo')).body)).not.toContain('Vera Visitor');
    const hers = await visitor.get(`/api/recommendations/${visitorsBrideId}`);
    expect(hers.status).toBe(200);
    expect(hers.body.bride.name).toBe('Vera Visitor');
    const theirs = await secondVisitor.get(`/api/recommendations/${visitorsBrideId}`);
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual({ error: 'Client not found' });
  });

  it('lets a visitor read the seeded brides, their photos, inventory, team, subscription and trending gowns', async () => {
    const plan = await secondVisitor.get(`/api/recommendations/${seeded[0]!.id}`);
    expect(plan.status).toBe(200);
    const photo = plan.body.survey.inspirationImages[0] as { url?: string; thumbnailUrl?: string } | string;
    const photoUrl = typeof photo === 'string' ? photo : (photo.thumbnailUrl ?? photo.url)!;
    const image = await secondVisitor.get(photoUrl);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');

    const inventory = await secondVisitor.get('/api/inventory/status');
    expect(inventory.body).toMatchObject({ hasInventory: true, dressCount: expect.any(Number) });
    expect(inventory.body.dressCount).toBeGreaterThanOrEqual(60);
    const team = await secondVisitor.get('/api/consultants');
    expect(team.status).toBe(200);
    expect(team.body.map((c: { name: string }) => c.name).sort()).toEqual(demoConsultants.map((c) => c.name).sort());
    const subscription = await secondVisitor.get('/api/subscription-details');
    expect(subscription.body).toMatchObject({ maxConsultants: demoSeatCount });
    const trending = await secondVisitor.get('/api/trending-gowns');
    expect(trending.status).toBe(200);
    expect(trending.body).toHaveLength(1);
  });
});

describe('a real admin who also has demo access', () => {
  it('keeps her own boutique for her session and writes, and may still open demo brides', async () => {
    const { client, boutiqueId } = await signUpAndLogIn(t, { boutiqueName: 'Real Bridal Rooms' });
    expect((await client.post('/api/trial-signup', lead('Real Admin'))).status).toBe(201);
    expect((await client.get('/api/dashboard/consultant')).body.boutiqueId).toBe(boutiqueId);
    expect((await client.get('/api/inventory/status', { 'x-boutique-id': '99' })).body.dressCount).toBeGreaterThan(0);
    expect((await client.get('/api/recommendations/' + seeded[0]!.id)).status).toBe(200);
    const invite = await client.post('/api/consultants/invite', {
      name: 'Own Consultant',
      email: 'own.consultant@example.com',
      coachingGoals: '',
    });
    expect(invite.status).toBe(201);
    const [row] = await t.sql`SELECT boutique_id FROM users WHERE email = 'own.consultant@example.com'`;
    expect(row!.boutiqueId).toBe(boutiqueId);
  });
});

describe('the demo boutique is read-only', () => {
  const consultantId = async () =>
    (await t.sql`SELECT id FROM users WHERE boutique_id = 99 AND status = 'pending' LIMIT 1`)[0]!.id as string;
  const documentId = async () =>
    (await t.sql`SELECT id FROM trending_documents WHERE boutique_id = 99`)[0]!.id as string;
  const notificationId = async () =>
    (await t.sql`SELECT n.id FROM notifications n JOIN brides b ON b.id = n.bride_id WHERE b.demo_seed LIMIT 1`)[0]!
      .id as string;
  const followUpId = async () =>
    (await t.sql`SELECT id FROM follow_ups WHERE boutique_id = 99 AND status = 'drafted' ORDER BY due_at LIMIT 1`)[0]!
      .id as string;
  const inventoryForm = () => {
    const form = new FormData();
    form.append('inventory', new Blob(['Name,Price\nAda,1000\n'], { type: 'text/csv' }), 'inventory.csv');
    return form;
  };
  const trendingForm = () => {
    const form = new FormData();
    form.append('files', new Blob(['Name\nAda\n'], { type: 'text/csv' }), 'top.csv');
    return form;
  };

  const writes: [string, (client: TestClient) => Promise<{ status: number; body: unknown }>, string][] = [
    [
      'POST /api/inventory/upload',
      (c) => c.post('/api/inventory/upload', inventoryForm()),
      demoMessages.liveAccountOnly,
    ],
    [
      'POST /api/trending-gowns/upload',
      (c) => c.post('/api/trending-gowns/upload', trendingForm()),
      demoMessages.liveAccountOnly,
    ],
    [
      'DELETE /api/trending-gowns/{id}',
      async (c) => c.delete(`/api/trending-gowns/${await documentId()}`),
      demoMessages.liveAccountOnly,
    ],
    [
      'GET /api/trending-gowns/download/{id}',
      async (c) => c.get(`/api/trending-gowns/download/${await documentId()}`),
      demoMessages.liveAccountOnly,
    ],
    [
      'POST /api/consultants/invite',
      (c) => c.post('/api/consultants/invite', { name: 'New One', email: 'new.one@example.com', coachingGoals: '' }),
      demoMessages.liveAccountOnly,
    ],
    [
      'POST /api/consultants/{id}/resend-invite',
      async (c) => c.post(`/api/consultants/${await consultantId()}/resend-invite`),
      demoMessages.resendDisabled,
    ],
    [
      'PUT /api/consultants/{id}',
      async (c) => c.put(`/api/consultants/${await consultantId()}`, { name: 'Renamed', email: '', coachingGoals: '' }),
      demoMessages.editDisabled,
    ],
    [
      'DELETE /api/consultants/{id}',
      async (c) => c.delete(`/api/consultants/${await consultantId()}`),
      demoMessages.deleteDisabled,
    ],
    [
      'PATCH /api/notifications/{id}/read',
      async (c) => patch(t, c, `/api/notifications/${await notificationId()}/read`),
      demoMessages.liveAccountOnly,
    ],
    [
      'POST /api/consultant/notify',
      (c) => c.post('/api/consultant/notify', { brideId: seeded[0]!.id, message: 'Hi' }),
      demoMessages.liveAccountOnly,
    ],
    [
      'POST /api/follow-ups/{id}/send',
      async (c) => c.post(`/api/follow-ups/${await followUpId()}/send`),
      demoMessages.liveAccountOnly,
    ],
    [
      'PATCH /api/follow-ups/{id}',
      async (c) => patch(t, c, `/api/follow-ups/${await followUpId()}`),
      demoMessages.liveAccountOnly,
    ],
    [
      'POST /api/follow-ups/{id}/skip',
      async (c) => c.post(`/api/follow-ups/${await followUpId()}/skip`),
      demoMessages.liveAccountOnly,
    ],
    ['POST /api/create-subscription', (c) => c.post('/api/create-subscription', {}), demoMessages.liveAccountOnly],
    [
      'PUT /api/consultants/{id}/role',
      async (c) => c.put(`/api/consultants/${await consultantId()}/role`, { role: 'admin' }),
      demoMessages.editDisabled,
    ],
    [
      'PUT /api/account',
      (c) => c.put('/api/account', { name: 'Renamed', phone: '', email: 'demo.renamed@example.com' }),
      demoMessages.liveAccountOnly,
    ],
    [
      'PUT /api/account/boutique',
      (c) => c.put('/api/account/boutique', { name: 'Renamed', address: 'Elsewhere', phone: '2075550100' }),
      demoMessages.liveAccountOnly,
    ],
    [
      'POST /api/account/password',
      (c) => c.post('/api/account/password', { currentPassword: 'Tulle&Satin2025', password: 'Other&Satin2026' }),
      demoMessages.liveAccountOnly,
    ],
    [
      'POST /api/account/sign-out-everywhere',
      (c) => c.post('/api/account/sign-out-everywhere'),
      demoMessages.liveAccountOnly,
    ],
  ];

  async function snapshot() {
    const [row] = await t.sql`
      SELECT (SELECT json_agg(json_build_object('name', name, 'email', email, 'goals', coaching_goals) ORDER BY email)
              FROM users WHERE boutique_id = 99) AS users,
             (SELECT count(*)::int FROM trending_documents WHERE boutique_id = 99) AS documents,
             (SELECT count(*)::int FROM inventories WHERE boutique_id = 99) AS inventories,
             (SELECT count(*)::int FROM notifications WHERE boutique_id = 99 AND read_at IS NULL) AS unread,
             (SELECT json_agg(json_build_object('id', id, 'status', status, 'subject', subject) ORDER BY id)
              FROM follow_ups WHERE boutique_id = 99) AS follow_ups`;
    return row;
  }

  let owner: TestClient;
  beforeAll(async () => {
    // A real session of the demo boutique is refused the same writes.
    const email = 'demo.owner@example.com';
    await t.sql`
      INSERT INTO users (boutique_id, email, name, password_hash, role, status)
      VALUES (99, ${email}, 'Demo Owner', ${await hashPassword('Tulle&Satin2025')}, 'owner', 'active')`;
    owner = t.client();
    expect((await owner.post('/api/auth/login', { email, password: 'Tulle&Satin2025' })).status).toBe(200);
  });
  afterAll(async () => {
    await t.sql`DELETE FROM users WHERE email = 'demo.owner@example.com'`;
  });

  it.each(writes)(
    'refuses %s with the Demo Mode notice, for a visitor and for a session of the demo boutique',
    async (_, call, message) => {
      const before = await snapshot();
      for (const client of [visitor, owner]) {
        const res = await call(client);
        expect(res.status).toBe(403);
        expect(res.body).toEqual({ error: message, title: 'Demo Mode' });
      }
      expect(await snapshot()).toEqual(before);
    },
  );

  it('still asks a caller with neither a session nor demo access to log in', async () => {
    expect((await t.client().post('/api/consultants/invite', { name: 'X', email: '', coachingGoals: '' })).status).toBe(
      401,
    );
  });
});

describe('advice in the demo', () => {
  it('answers a visitor with the built-in advisor, never the model, for a bride she may see', async () => {
    const help = await secondVisitor.post(
      '/api/help/advice',
      { brideId: seeded[0]!.id, problem: 'body-image', details: 'She feels self-conscious about her arms.' },
      { 'x-boutique-id': '99' },
    );
    expect(help.status).toBe(200);
    expect(help.body.advice).toEqual(expect.any(String));
    expect(help.body.advice.length).toBeGreaterThan(50);
    const coaching = await secondVisitor.post('/api/coaching-advice', { brideId: seeded[1]!.id });
    expect(coaching.status).toBe(200);
    expect(coaching.body.advice).toEqual(expect.any(String));
    const providers = await t.sql`SELECT DISTINCT provider FROM advice_requests WHERE boutique_id = 99`;
    expect(providers.map((row) => row.provider)).toEqual(['local']);

    const mine = await visitor.post('/api/coaching-advice', { brideId: visitorsBrideId });
    expect(mine.status).toBe(200);
    const notHers = await secondVisitor.post('/api/coaching-advice', { brideId: visitorsBrideId });
    expect(notHers.status).toBe(404);
    expect((await t.client().post('/api/coaching-advice', { brideId: seeded[0]!.id })).status).toBe(401);
  });
});

describe("the demo coach's record", () => {
  it('leads her advice for a bride who shops alone, as the seeded history planted it', async () => {
    // Ava Johnson comes alone; the demo coach's losses are mostly 'Decision-maker not there'.
    const ava = seeded.find((bride) => bride.name === 'Ava Johnson')!;
    const coaching = await secondVisitor.post('/api/coaching-advice', { brideId: ava.id });
    expect(coaching.status).toBe(200);
    expect(coaching.body.advice).toMatch(
      /### From your record\n- \*\*Bring the decision-maker in today\.\*\* Ava Johnson shops alone: .* From your record: \d+ of your \d+ no-sales in the last 90 days were 'Decision-maker not there'/,
    );
    const plan = await secondVisitor.get(`/api/recommendations/${ava.id}`);
    expect(plan.body.demoHelp['difficult-guests']).toMatch(
      /^## .*\n\n### From your record\n- \*\*Bring the decision-maker in today/,
    );
  });
});

describe("the demo's help answers, with her plan", () => {
  it("carries the built-in analyst's answer to each problem, written from her data, for demo brides only", async () => {
    const [first, second] = await Promise.all(
      [seeded[0]!.id, seeded[1]!.id].map((id) => secondVisitor.get(`/api/recommendations/${id}`)),
    );
    expect(Object.keys(first!.body.demoHelp).sort()).toEqual(
      ['body-image', 'difficult-guests', 'dress-issues', 'new-dress-recommendations', 'other'].sort(),
    );
    for (const advice of Object.values(first!.body.demoHelp as Record<string, string>)) {
      expect(advice.length).toBeGreaterThan(50);
    }
    // Her own answer, not a fixed text: another bride gets other advice.
    expect(first!.body.demoHelp['new-dress-recommendations']).not.toBe(
      second!.body.demoHelp['new-dress-recommendations'],
    );
    // The advice the demo would have asked for, with no details typed.
    const asked = await secondVisitor.post(
      '/api/help/advice',
      { brideId: seeded[0]!.id, problem: 'difficult-guests', details: '' },
      { 'x-boutique-id': '99' },
    );
    expect(first!.body.demoHelp['difficult-guests']).toBe(asked.body.advice);
    // A visitor's own bride has them too; a live boutique's plans never do.
    expect((await visitor.get(`/api/recommendations/${visitorsBrideId}`)).body.demoHelp).toEqual(expect.any(Object));
    const live = await signUpAndLogIn(t, { boutiqueName: 'Plain Plan Bridal' });
    const liveBride = await submitTextSurvey(t, live.slug, { name: 'Lena Plain' });
    const livePlan = await live.client.get(`/api/recommendations/${liveBride}`);
    expect(livePlan.status).toBe(200);
    expect(livePlan.body).not.toHaveProperty('demoHelp');
  });
});

describe('demo advice limits', () => {
  it('counts advice per trial and answers 429 once the budget is spent', async () => {
    const client = await signUpForTrial('Quinn Busy');
    for (let i = 0; i < 30; i += 1) {
      expect((await client.post('/api/coaching-advice', { brideId: seeded[0]!.id })).status).toBe(200);
    }
    const over = await client.post('/api/coaching-advice', { brideId: seeded[0]!.id });
    expect(over.status).toBe(429);
    expect((await secondVisitor.post('/api/coaching-advice', { brideId: seeded[0]!.id })).status).toBe(200);
  });
});

describe('one hour after a demo survey', () => {
  it('deletes the visitor bride with her rows and stored photos, and keeps the seeded brides', async () => {
    const client = await signUpForTrial('Iris Hale');
    const brideId = await submitDemoSurvey(client, 'Short Lived', [await jpegWithGps()]);
    await analyseBride(t, brideId);
    await client.post('/api/coaching-advice', { brideId });
    const [bride] = await t.sql<{ submittedAt: Date }[]>`SELECT submitted_at FROM brides WHERE id = ${brideId}`;
    const photoFiles = (await storedFiles()).filter((file) => file.includes(brideId));
    expect(photoFiles.length).toBeGreaterThanOrEqual(2);
    const seededBefore = await countShowcase(t.sql);

    const early = new Date(bride!.submittedAt.getTime() + 59 * 60_000);
    expect(await deleteExpiredDemoBrides({ ...retention(), now: early })).not.toContain(brideId);
    expect((await client.get(`/api/recommendations/${brideId}`)).status).toBe(200);

    const late = new Date(bride!.submittedAt.getTime() + 61 * 60_000);
    expect(await deleteExpiredDemoBrides({ ...retention(), now: late })).toContain(brideId);
    const [left] = await t.sql`
      SELECT (SELECT count(*)::int FROM brides WHERE id = ${brideId}) AS brides,
             (SELECT count(*)::int FROM bride_photos WHERE bride_id = ${brideId}) AS photos,
             (SELECT count(*)::int FROM analysis_steps WHERE bride_id = ${brideId}) AS steps,
             (SELECT count(*)::int FROM advice_requests WHERE bride_id = ${brideId}) AS advice,
             (SELECT count(*)::int FROM notifications WHERE bride_id = ${brideId}) AS notifications`;
    expect(left).toEqual({ brides: 0, photos: 0, steps: 0, advice: 0, notifications: 0 });
    expect((await storedFiles()).filter((file) => file.includes(brideId))).toEqual([]);
    expect((await client.get(`/api/recommendations/${brideId}`)).status).toBe(404);
    expect(await countShowcase(t.sql)).toEqual(seededBefore);

    const farFuture = new Date(Date.now() + 365 * 24 * 3_600_000);
    await deleteExpiredDemoBrides({ ...retention(), now: farFuture });
    expect(await countShowcase(t.sql)).toEqual(seededBefore);
  });
});

describe('the demo dashboard poll', () => {
  const poll = '/api/dashboard/demo';

  /** Runs `body` with a database that refuses every use, and answers how many uses were tried. */
  async function withoutDatabase(body: () => Promise<void>): Promise<number> {
    const working = t.deps.sql;
    let uses = 0;
    t.deps.sql = new Proxy(working, {
      apply: () => {
        uses += 1;
        return Promise.reject(new Error('no database for this poll'));
      },
      get: (target, property, receiver) => {
        uses += 1;
        return Reflect.get(target, property, receiver);
      },
    });
    try {
      await body();
    } finally {
      t.deps.sql = working;
    }
    return uses;
  }

  it('answers an unchanged poll 304 from the counter, without a database query', async () => {
    const ana = await signUpForTrial('Ana Poll');
    const first = await ana.get(poll);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);

    const uses = await withoutDatabase(async () => {
      const unchanged = await ana.get(poll, { 'if-none-match': etag });
      expect(unchanged.status).toBe(304);
      expect(unchanged.text).toBe('');
      expect(unchanged.headers.get('etag')).toBe(etag);
      expect(unchanged.headers.get('cache-control')).toBe('private, no-cache');
    });
    expect(uses).toBe(0);
    // A list holding the tag, and its strong form, match too; another tag or a malformed one does not.
    expect((await ana.get(poll, { 'if-none-match': `"old", ${etag}` })).status).toBe(304);
    expect((await ana.get(poll, { 'if-none-match': etag.slice(2) })).status).toBe(304);
    for (const other of ['W/"old"', '"', 'W/', ',,,', etag.slice(0, -2), 'x'.repeat(4_000)]) {
      const res = await ana.get(poll, { 'if-none-match': other });
      expect([other.slice(0, 20), res.status]).toEqual([other.slice(0, 20), 200]);
      expect(res.headers.get('etag')).toBe(etag);
    }
  });

  it("answers a visitor's new bride with a fresh answer and a new ETag", async () => {
    const ana = await signUpForTrial('Ana Second');
    const first = await ana.get(poll);
    const etag = first.headers.get('etag')!;
    expect(namesOn(first.body)).not.toContain('Pia Poll');

    await submitDemoSurvey(ana, 'Pia Poll');
    const afterSurvey = await ana.get(poll, { 'if-none-match': etag });
    expect(afterSurvey.status).toBe(200);
    expect(namesOn(afterSurvey.body)).toContain('Pia Poll');
    const etag2 = afterSurvey.headers.get('etag')!;
    expect(etag2).toMatch(/^W\/"[\w-]+"$/);
    expect(etag2).not.toBe(etag);
    expect((await ana.get(poll, { 'if-none-match': etag2 })).status).toBe(304);
  });

  it("never takes one visitor's ETag for another's view, nor answers 304 without demo access", async () => {
    const own = await signUpForTrial('Olga Own');
    const other = await signUpForTrial('Otto Other');
    await submitDemoSurvey(own, 'Quinn Own');
    const hers = await own.get(poll);
    const theirs = await other.get(poll);
    expect(namesOn(hers.body)).toContain('Quinn Own');
    expect(namesOn(theirs.body)).not.toContain('Quinn Own');
    const herTag = hers.headers.get('etag')!;
    const theirTag = theirs.headers.get('etag')!;
    expect(theirTag).not.toBe(herTag);

    const withHerTag = await other.get(poll, { 'if-none-match': herTag });
    expect(withHerTag.status).toBe(200);
    expect(namesOn(withHerTag.body)).not.toContain('Quinn Own');
    expect(withHerTag.headers.get('etag')).toBe(theirTag);
    expect((await own.get(poll, { 'if-none-match': herTag })).status).toBe(304);
    expect((await other.get(poll, { 'if-none-match': theirTag })).status).toBe(304);

    // No demo access, or a forged one: 401, whatever tag is sent.
    const forged = t.client();
    forged.jar.set('bc_demo', 'not-a-real-token');
    for (const client of [t.client(), forged]) {
      for (const tag of [herTag, '*']) {
        const res = await client.get(poll, { 'if-none-match': tag });
        expect(res.status).toBe(401);
        expect(res.body).toEqual({ error: demoMessages.accessRequired });
        expect(res.headers.get('etag')).toBeNull();
      }
    }
  });

  it('changes the ETag when the hourly retention deletes her bride, and not when it deletes nothing', async () => {
    const rhea = await signUpForTrial('Rhea Brief');
    const brideId = await submitDemoSurvey(rhea, 'Rhea Bride');
    const before = await rhea.get(poll);
    expect(namesOn(before.body)).toContain('Rhea Bride');
    const etag = before.headers.get('etag')!;

    expect(await deleteExpiredDemoBrides({ ...retention(), now: new Date() })).toEqual([]);
    expect((await rhea.get(poll, { 'if-none-match': etag })).status).toBe(304);

    const [bride] = await t.sql<{ submittedAt: Date }[]>`SELECT submitted_at FROM brides WHERE id = ${brideId}`;
    const late = new Date(bride!.submittedAt.getTime() + 61 * 60_000);
    const known = t.deps.dashboardVersions!.peek(demoBoutiqueId);
    expect(known).toBeDefined();
    // The hourly retention runs in the worker, another process: its bump arrives as an announcement.
    expect(await deleteExpiredDemoBrides({ ...retention(), now: late })).toContain(brideId);
    expect(await announcementArrived(t, demoBoutiqueId, known)).toBe(true);
    const after = await rhea.get(poll, { 'if-none-match': etag });
    expect(after.status).toBe(200);
    expect(namesOn(after.body)).not.toContain('Rhea Bride');
    expect(after.headers.get('etag')).not.toBe(etag);
  });

  it('still answers, fresh and without an ETag, when Redis is away', async () => {
    const ana = await signUpForTrial('Ana Away');
    await whileRedisIsAway(t, async () => {
      const res = await ana.get(poll, { 'if-none-match': '*' });
      expect(res.status).toBe(200);
      expect(res.headers.get('etag')).toBeNull();
      expect(namesOn(res.body).sort()).toEqual(everySeededName);
    });
  });
});

describe("the demo's closing report", () => {
  /** The demo boutique's last eight weeks, counted in its own zone. */
  const lastEightWeeks = async () => {
    const [demo] = await t.sql<{ timeZone: string }[]>`SELECT time_zone FROM boutiques WHERE id = ${demoBoutiqueId}`;
    return `from=${boutiqueDate(demo!.timeZone, -56)}&to=${boutiqueDate(demo!.timeZone)}&by=week`;
  };

  it("shows a visitor the seeded team's figures over the last eight weeks", async () => {
    const res = await secondVisitor.get(`/api/reports/demo?${await lastEightWeeks()}`);
    expect(res.status).toBe(200);
    expect(res.body.scope).toBe('boutique');
    expect(res.body.totals.contactRatio).toBeGreaterThan(0);
    expect(res.body.totals.appointmentRatio).toBeGreaterThan(0);
    expect(res.body.byConsultant.map((row: { name: string }) => row.name).sort()).toEqual(
      demoConsultants.map((member) => member.name).sort(),
    );
    expect(res.body.topReasons.length).toBeGreaterThan(0);
    // Without dates: the last four weeks, as the boutique's own report.
    const fourWeeks = await secondVisitor.get('/api/reports/demo');
    expect(fourWeeks.status).toBe(200);
    expect(fourWeeks.body.period.by).toBe('week');
  });

  it('answers 401 without demo access, also to a boutique session', async () => {
    expect((await t.client().get(`/api/reports/demo?${await lastEightWeeks()}`)).status).toBe(401);
    const { client } = await signUpAndLogIn(t, { boutiqueName: 'Report Readers' });
    const res = await client.get(`/api/reports/demo?${await lastEightWeeks()}`);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: demoMessages.accessRequired });
  });

  it('refuses a bad period with a clear message for each field', async () => {
    const cases: [string, Record<string, string>][] = [
      ['from=2025-13-01&to=2025-12-31', { from: reportMessages.from }],
      ['from=2025-01-01&to=nope', { to: reportMessages.to }],
      ['from=2025-01-01', { to: reportMessages.both }],
      ['from=2025-02-01&to=2025-01-01', { to: reportMessages.order }],
      ['from=2020-01-01&to=2025-01-01', { from: reportMessages.tooLong }],
      ['by=day', { by: reportMessages.by }],
    ];
    for (const [query, fields] of cases) {
      const res = await secondVisitor.get(`/api/reports/demo?${query}`);
      expect(res.status).toBe(400);
      expect(res.body.fields).toMatchObject(fields);
    }
  });

  it("shows a visitor the seeded team's score-card figures: each consultant's, with their counts", async () => {
    const res = await secondVisitor.get(
      `/api/reports/demo/score-cards?${(await lastEightWeeks()).replace('&by=week', '')}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.scope).toBe('boutique');
    const team = res.body.team as { behaviours: { key: string; yes: number; no: number }[] };
    const askedForSale = team.behaviours.find((behaviour) => behaviour.key === 'askedForSale')!;
    expect(askedForSale.yes + askedForSale.no).toBeGreaterThan(20);
    expect((await t.client().get('/api/reports/demo/score-cards')).status).toBe(401);
    expect((await secondVisitor.get('/api/reports/demo/score-cards?from=2025-13-01&to=2025-12-31')).status).toBe(400);
  });

  it("shows a visitor the demo team's weekly coaching: the team's digest and one per active consultant, none e-mailed", async () => {
    const res = await secondVisitor.get('/api/reports/demo/coaching');
    expect(res.status).toBe(200);
    const digests = res.body.digests as {
      kind: string;
      mailStatus: string;
      facts: { consultant?: { name: string } };
    }[];
    expect(digests[0]!.kind).toBe('team');
    const names = digests.slice(1).map((digest) => digest.facts.consultant!.name);
    expect(names.length).toBeGreaterThanOrEqual(4);
    expect(digests.every((digest) => digest.mailStatus === 'skipped')).toBe(true);
    expect(await t.sql`SELECT 1 FROM coaching_digests WHERE boutique_id = ${demoBoutiqueId}`).toHaveLength(0);
    expect((await t.client().get('/api/reports/demo/coaching')).status).toBe(401);
  });

  it('shows the team of the day on the demo dashboard', async () => {
    const res = await secondVisitor.get('/api/dashboard/demo');
    expect(res.body.today).toMatchObject({ timeZone: 'America/New_York', date: expect.any(String) });
    expect(Array.isArray(res.body.today.appointments)).toBe(true);
  });
});

describe("the demo's follow-ups", () => {
  const seededWithFollowUps = async () =>
    (
      await t.sql<{ brideId: string; name: string }[]>`
        SELECT f.bride_id, b.name FROM follow_ups f JOIN brides b ON b.id = f.bride_id
        WHERE f.boutique_id = 99 AND f.status = 'sent' ORDER BY f.sent_at, f.id LIMIT 1`
    )[0]!;

  it("lists the demo boutique's follow-ups due, as its admin sees them", async () => {
    const res = await secondVisitor.get('/api/follow-ups/demo/due');
    expect(res.status).toBe(200);
    expect(res.body.timeZone).toBe('America/New_York');
    expect(res.body.items.length).toBeGreaterThan(0);
    expect(res.body.items[0]).toMatchObject({ subject: expect.any(String), brideName: expect.any(String) });
    expect(res.body.items[0].subject).not.toBe('');
  });

  it("shows a seeded bride's follow-ups and the history of what was sent to her", async () => {
    const { brideId, name } = await seededWithFollowUps();
    const res = await visitor.get(`/api/follow-ups/demo/brides/${brideId}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ brideId, brideName: name, blocked: null });
    const sent = res.body.history.filter((item: { status: string }) => item.status === 'sent');
    expect(sent.length).toBeGreaterThan(0);
    expect(sent[0]).toMatchObject({ subject: expect.any(String), sentTo: expect.stringContaining('@example.com') });
  });

  it("answers 404 for a bride outside the demo, another visitor's bride, or no bride id at all", async () => {
    const { boutiqueId } = await signUpAndLogIn(t, { boutiqueName: 'Follow-up Strangers' });
    const [realBride] = await t.sql<{ id: string }[]>`
      INSERT INTO brides (boutique_id, name, answers) VALUES (${boutiqueId}, 'Real Bride', '{}'::jsonb) RETURNING id`;
    for (const brideId of [realBride!.id, visitorsBrideId, 'not-a-uuid', '00000000-0000-0000-0000-000000000000']) {
      const res = await secondVisitor.get(`/api/follow-ups/demo/brides/${brideId}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: followUpMessages.brideNotFound });
    }
  });

  it('answers 401 without demo access, also to a boutique session', async () => {
    const { brideId } = await seededWithFollowUps();
    const { client } = await signUpAndLogIn(t, { boutiqueName: 'Follow-up Readers' });
    for (const caller of [t.client(), client]) {
      for (const url of ['/api/follow-ups/demo/due', `/api/follow-ups/demo/brides/${brideId}`]) {
        const res = await caller.get(url);
        expect(res.status).toBe(401);
        expect(res.body).toEqual({ error: demoMessages.accessRequired });
      }
    }
  });
});
