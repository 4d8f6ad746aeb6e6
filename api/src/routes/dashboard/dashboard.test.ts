import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { markDashboardChanged } from '@bridal/server/dashboard-version/dashboard-version';
import { type DashboardResponse, isBrideReady } from '@bridal/shared/dashboard/dashboard';
import {
  analyseBride,
  logInNewConsultant,
  runStep,
  sampleStockLines,
  signUpAndLogIn,
  submitTextSurvey,
  type TestClient,
  uploadStockCsv,
} from '../../../test/support/boutique-fixtures';
import { announcementArrived, whileRedisIsAway } from '../../../test/support/dashboard-counters';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

const path = '/api/dashboard/consultant';

let t: TestApp;
let owner: TestClient;
let boutiqueId: number;
let slug: string;
let stranger: TestClient;
let strangerSlug: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ client: owner, boutiqueId, slug } = await signUpAndLogIn(t, { consultantSeats: 6 }));
  ({ client: stranger, slug: strangerSlug } = await signUpAndLogIn(t, { boutiqueName: 'Elsewhere Bridal' }));
  expect((await uploadStockCsv(owner, sampleStockLines)).status).toBe(200);
});
afterAll(async () => {
  await t.close();
});

const namesOf = (body: DashboardResponse) => body.activeClients.map((client) => client.bride.name);

describe('GET /api/dashboard/consultant', () => {
  it('asks for a login without a session', async () => {
    const res = await t.client().get(path);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: 'Please log in to continue.' });
  });

  it("shows the admin her boutique, its active brides with short excerpts and the Ready rule, and what's unread", async () => {
    const past = await submitTextSurvey(t, slug, {
      name: 'Olive Past',
      weddingDate: '2020-06-01',
      weddingDateConfirmed: 'true',
    });
    const nora = await submitTextSurvey(t, slug, {
      name: 'Nora Quinn',
      weddingDate: '2027-08-14',
      weddingVenue: 'Crescent Beach Pavilion',
      weddingLocation: 'Cape Elizabeth, ME',
      weddingVibes: ['beach', 'modern'],
      budget: '1000-2000',
      currentFeeling: ['excited'],
    });
    await analyseBride(t, nora);
    await analyseBride(t, past);
    const undated = await submitTextSurvey(t, slug, { name: 'Una Undated' });

    const res = await owner.get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    expect(res.headers.get('etag')).toMatch(/^W\/"[\w-]+"$/);
    const body = res.body as DashboardResponse;
    expect(body).toMatchObject({
      boutiqueId,
      boutiqueName: 'Hollis Bridal Atelier',
      userType: 'admin',
      consultantName: 'Grace Hollis',
      consultantGoals: '',
      surveyUrl: `http://localhost:3000/survey/${slug}`,
      subscription: { maxConsultants: 6 },
    });
    // Newest first; a wedding in the past is no longer active.
    expect(namesOf(body)).toEqual(['Una Undated', 'Nora Quinn']);

    const [una, noraCard] = body.activeClients;
    expect(una!.bride).toEqual({
      id: undated,
      name: 'Una Undated',
      submittedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      weddingDate: null,
      status: 'analyzing',
      appointmentCancelled: false,
    });
    expect(una!.survey).toEqual({ consultationStrategy: null, suggestedDresses: null, enhancedImageAnalysis: null });
    expect(isBrideReady(una!)).toBe(false);

    expect(noraCard!.bride).toMatchObject({ id: nora, weddingDate: '2027-08-14', status: 'ready' });
    expect(isBrideReady(noraCard!)).toBe(true);
    // The excerpts are the start of the full texts the profile shows, 160 characters at most.
    const plan = (await owner.get(`/api/recommendations/${nora}`)).body;
    for (const field of ['consultationStrategy', 'suggestedDresses', 'enhancedImageAnalysis'] as const) {
      const excerpt = noraCard!.survey[field]!;
      expect(excerpt.length).toBeGreaterThan(20);
      expect(excerpt.length).toBeLessThanOrEqual(160);
      expect(plan.survey[field].trim().startsWith(excerpt)).toBe(true);
      if (plan.survey[field].trim().length > 160) expect(excerpt).toHaveLength(160);
    }
    expect(res.text.length).toBeLessThan(4_000);

    // Both analysed brides got a 'bride-ready' notification; the dashboard lists the unread, newest first.
    expect(body.notifications.map((n) => n.brideId)).toEqual([past, nora]);
    expect(body.notifications[1]).toEqual({
      id: expect.any(String),
      brideId: nora,
      kind: 'bride-ready',
      message: "Nora Quinn's coaching plan is ready.",
      createdAt: expect.stringMatching(/Z$/),
    });
  });

  it('answers an unchanged poll 304 with no body, and a change with a fresh answer and a new ETag', async () => {
    const first = await owner.get(path);
    const etag = first.headers.get('etag')!;
    const unchanged = await owner.get(path, { 'if-none-match': etag });
    expect(unchanged.status).toBe(304);
    expect(unchanged.text).toBe('');
    expect(unchanged.headers.get('etag')).toBe(etag);
    expect(unchanged.headers.get('cache-control')).toBe('private, no-cache');
    // A list, and the strong form of the same tag, match too; another tag does not.
    expect((await owner.get(path, { 'if-none-match': `"old", ${etag}` })).status).toBe(304);
    expect((await owner.get(path, { 'if-none-match': etag.slice(2) })).status).toBe(304);
    expect((await owner.get(path, { 'if-none-match': 'W/"old"' })).status).toBe(200);

    // A bride submits her survey.
    const bea = await submitTextSurvey(t, slug, { name: 'Bea New', weddingDate: '2028-05-20' });
    const afterSurvey = await owner.get(path, { 'if-none-match': etag });
    expect(afterSurvey.status).toBe(200);
    expect(afterSurvey.headers.get('etag')).not.toBe(etag);
    expect(namesOf(afterSurvey.body)[0]).toBe('Bea New');
    expect(afterSurvey.body.activeClients[0].survey.enhancedImageAnalysis).toBeNull();

    // A step finishes (the worker bumps the counter after it, as here).
    const etag2 = afterSurvey.headers.get('etag')!;
    expect((await owner.get(path, { 'if-none-match': etag2 })).status).toBe(304);
    expect(await runStep(t, bea, 'style')).toBe('done');
    const known = t.deps.dashboardVersions!.peek(boutiqueId);
    expect(known).toBeDefined();
    expect(await markDashboardChanged({ redis: t.deps.redis, prefix: t.env.REDIS_PREFIX }, boutiqueId)).toBe(true);
    // The worker is another process: its bump reaches this replica as Redis' announcement.
    expect(await announcementArrived(t, boutiqueId, known)).toBe(true);
    const afterStep = await owner.get(path, { 'if-none-match': etag2 });
    expect(afterStep.status).toBe(200);
    expect(afterStep.headers.get('etag')).not.toBe(etag2);
    const card = afterStep.body.activeClients[0];
    expect(card.bride.name).toBe('Bea New');
    expect(typeof card.survey.enhancedImageAnalysis).toBe('string');
    expect(isBrideReady(card)).toBe(false);
  });

  it("never lists another boutique's brides or notifications, and its ETags are its own", async () => {
    await submitTextSurvey(t, strangerSlug, { name: 'Stella Elsewhere' });
    const theirs = await stranger.get(path);
    expect(theirs.status).toBe(200);
    expect(namesOf(theirs.body)).toEqual(['Stella Elsewhere']);
    expect(theirs.body.notifications).toEqual([]);
    expect(theirs.body.boutiqueName).toBe('Elsewhere Bridal');
    expect(theirs.text).not.toMatch(/Nora|Una|Bea/);

    const ours = await owner.get(path);
    expect(namesOf(ours.body)).not.toContain('Stella Elsewhere');
    expect((await stranger.get(path, { 'if-none-match': ours.headers.get('etag')! })).status).toBe(200);
  });

  it('shows a consultant her own name and coaching goals, the same brides, and an ETag of her own', async () => {
    const consultant = await logInNewConsultant(t, boutiqueId, {
      name: 'Maya Lind',
      coachingGoals: 'Offer every bride a second look at her favourite before she decides.',
    });
    const res = await consultant.get(path);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      userType: 'consultant',
      consultantName: 'Maya Lind',
      consultantGoals: 'Offer every bride a second look at her favourite before she decides.',
      boutiqueName: 'Hollis Bridal Atelier',
    });
    const admin = await owner.get(path);
    expect(namesOf(res.body)).toEqual(namesOf(admin.body));
    expect(res.body.notifications).toEqual(admin.body.notifications);
    expect(res.headers.get('etag')).not.toBe(admin.headers.get('etag'));
    expect((await consultant.get(path, { 'if-none-match': admin.headers.get('etag')! })).status).toBe(200);
    expect((await consultant.get(path, { 'if-none-match': res.headers.get('etag')! })).status).toBe(304);
  });

  it('still answers, fresh and without an ETag, when Redis is away', async () => {
    await whileRedisIsAway(t, async () => {
      const res = await owner.get(path, { 'if-none-match': '*' });
      expect(res.status).toBe(200);
      expect(res.headers.get('etag')).toBeNull();
      expect(namesOf(res.body)).toContain('Nora Quinn');
    });
  });
});
