import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  analyseBride,
  logInNewConsultant,
  patch,
  signUpAndLogIn,
  submitTextSurvey,
  type TestClient,
} from '../../../test/support/boutique-fixtures';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

const dashboardPath = '/api/dashboard/consultant';
const missingId = '00000000-0000-4000-8000-000000000000';

let t: TestApp;
let owner: TestClient;
let consultant: TestClient;
let stranger: TestClient;
let noraId: string;
let strangersBrideId: string;
let ourSlug: string;
let ourBoutiqueId: number;
let strangersBoutiqueId: number;

beforeAll(async () => {
  t = await createTestApp();
  const ours = await signUpAndLogIn(t);
  owner = ours.client;
  consultant = await logInNewConsultant(t, ours.boutiqueId, { name: 'Maya Lind', coachingGoals: '' });
  const theirs = await signUpAndLogIn(t, { boutiqueName: 'Elsewhere Bridal' });
  stranger = theirs.client;
  ourSlug = ours.slug;
  ourBoutiqueId = ours.boutiqueId;
  strangersBoutiqueId = theirs.boutiqueId;
  noraId = await submitTextSurvey(t, ours.slug, { name: 'Nora Quinn', weddingDate: '2027-08-14' });
  strangersBrideId = await submitTextSurvey(t, theirs.slug, { name: 'Stella Elsewhere' });
  await analyseBride(t, noraId);
  await analyseBride(t, strangersBrideId);
});
afterAll(async () => {
  await t.close();
});

async function unreadOf(client: TestClient) {
  const res = await client.get(dashboardPath);
  expect(res.status).toBe(200);
  return res.body.notifications as { id: string; brideId: string; kind: string; message: string }[];
}

describe('POST /api/consultant/notify', () => {
  it('asks for a login without a session', async () => {
    const res = await t.client().post('/api/consultant/notify', { brideId: noraId, message: 'Hello' });
    expect(res.status).toBe(401);
  });

  it("stores a trimmed note about one of the boutique's brides that the whole team sees", async () => {
    const etag = (await owner.get(dashboardPath)).headers.get('etag')!;
    const res = await consultant.post('/api/consultant/notify', {
      brideId: noraId,
      message: '  Nora would like to try the Fern again on Saturday.  ',
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      ok: true,
      notification: {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        brideId: noraId,
        kind: 'consultant-note',
        message: 'Nora would like to try the Fern again on Saturday.',
        createdAt: expect.stringMatching(/Z$/),
      },
    });
    // The owner's open dashboard sees it at its next poll.
    const poll = await owner.get(dashboardPath, { 'if-none-match': etag });
    expect(poll.status).toBe(200);
    expect(poll.body.notifications[0]).toEqual(res.body.notification);
    expect(await unreadOf(stranger)).not.toContainEqual(expect.objectContaining({ brideId: noraId }));
  });

  it('takes a message of up to 500 characters', async () => {
    const message = 'x'.repeat(500);
    const res = await owner.post('/api/consultant/notify', { brideId: noraId, message: ` ${message} ` });
    expect(res.status).toBe(201);
    expect(res.body.notification.message).toBe(message);
  });

  it('refuses a missing, blank or too long message and a missing brideId, saying which', async () => {
    for (const [body, field, error] of [
      [{ brideId: noraId }, 'message', 'Please write a message.'],
      [{ brideId: noraId, message: '   ' }, 'message', 'Please write a message.'],
      [{ brideId: noraId, message: 'y'.repeat(501) }, 'message', 'Please keep the message to 500 characters or fewer.'],
      [{ message: 'Hello' }, 'brideId', 'brideId is required'],
      [{ brideId: '  ', message: 'Hello' }, 'brideId', 'brideId is required'],
    ] as const) {
      const res = await consultant.post('/api/consultant/notify', body);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(error);
      expect(res.body.fields[field]).toBe(error);
    }
    expect((await consultant.post('/api/consultant/notify', 'not json')).status).toBe(400);
    expect((await consultant.post('/api/consultant/notify', ['a'])).status).toBe(400);
    const [count] =
      await t.sql`SELECT count(*)::int AS n FROM notifications WHERE message LIKE 'y%' OR message = 'Hello'`;
    expect(count!.n).toBe(0);
  });

  it("answers 'Client not found' for another boutique's bride, an unknown id or a bad id, and stores nothing", async () => {
    for (const brideId of [strangersBrideId, missingId, 'not-a-uuid']) {
      const res = await consultant.post('/api/consultant/notify', { brideId, message: 'Sneaky note' });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: 'Client not found' });
    }
    const [count] = await t.sql`SELECT count(*)::int AS n FROM notifications WHERE message = 'Sneaky note'`;
    expect(count!.n).toBe(0);
  });
});

describe('PATCH /api/notifications/{id}/read', () => {
  it('asks for a login without a session', async () => {
    const [note] = await unreadOf(owner);
    const res = await patch(t, t.client(), `/api/notifications/${note!.id}/read`);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: 'Please log in to continue.' });
  });

  it("lets any user of the boutique mark one read; it leaves everyone's dashboard at the next poll", async () => {
    const ready = (await unreadOf(owner)).find((note) => note.kind === 'bride-ready')!;
    expect(ready.brideId).toBe(noraId);
    const consultantEtag = (await consultant.get(dashboardPath)).headers.get('etag')!;

    const res = await patch(t, consultant, `/api/notifications/${ready.id}/read`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect((await unreadOf(owner)).map((note) => note.id)).not.toContain(ready.id);
    const poll = await consultant.get(dashboardPath, { 'if-none-match': consultantEtag });
    expect(poll.status).toBe(200);
    expect(poll.body.notifications.map((note: { id: string }) => note.id)).not.toContain(ready.id);

    // Marking it again is harmless and changes nothing the dashboards show.
    const etag = poll.headers.get('etag')!;
    expect((await patch(t, owner, `/api/notifications/${ready.id}/read`)).body).toEqual({ ok: true });
    expect((await consultant.get(dashboardPath, { 'if-none-match': etag })).status).toBe(304);
  });

  it("answers 404 for another boutique's notification, an unknown id and a bad id, and marks nothing", async () => {
    const [theirs] = await unreadOf(stranger);
    expect(theirs!.brideId).toBe(strangersBrideId);
    for (const id of [theirs!.id, missingId, 'not-a-uuid']) {
      const res = await patch(t, owner, `/api/notifications/${id}/read`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: 'Notification not found' });
    }
    expect((await unreadOf(stranger)).map((note) => note.id)).toContain(theirs!.id);
    expect(await unreadOf(owner)).not.toContainEqual(expect.objectContaining({ id: theirs!.id }));
  });
});

describe('a notification about a bride the list no longer shows', () => {
  it("carries her id, and her profile still opens from it, for the boutique's users only", async () => {
    const wrenId = await submitTextSurvey(t, ourSlug, { name: 'Wren Past', weddingDate: '2027-05-01' });
    await analyseBride(t, wrenId);
    // Her wedding has gone by: 'Our Brides' no longer lists her among the upcoming ones.
    await t.sql`UPDATE brides SET wedding_date = '2019-06-01' WHERE id = ${wrenId}`;

    const hers = (await unreadOf(consultant)).find((note) => note.brideId === wrenId);
    expect(hers).toMatchObject({ kind: 'bride-ready', message: "Wren Past's coaching plan is ready." });
    const plan = await consultant.get(`/api/recommendations/${hers!.brideId}`);
    expect(plan.status).toBe(200);
    expect(plan.body.bride).toMatchObject({ id: wrenId, name: 'Wren Past', weddingDate: '2019-06-01' });
    expect((await stranger.get(`/api/recommendations/${wrenId}`)).status).toBe(404);
  });
});

describe('POST /api/notifications/read-all', () => {
  const readAll = '/api/notifications/read-all';

  async function unreadCount(id: number) {
    const [row] = await t.sql`
      SELECT count(*)::int AS n FROM notifications WHERE boutique_id = ${id} AND read_at IS NULL`;
    return row!.n as number;
  }

  it('asks for a login without a session, and marks nothing', async () => {
    const before = await unreadCount(ourBoutiqueId);
    const res = await t.client().post(readAll);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: 'Please log in to continue.' });
    expect(await unreadCount(ourBoutiqueId)).toBe(before);
  });

  it('refuses an upTo that is not a date and time, or a body that is not JSON, saying why, and marks nothing', async () => {
    const before = await unreadCount(ourBoutiqueId);
    expect(before).toBeGreaterThan(0);
    const notAnInstant = 'upTo must be a date and time with its zone, like 2026-11-24T20:30:00Z.';
    for (const upTo of ['yesterday', '2026-11-24', '2026-13-45T25:61:00Z', '2026-11-24T20:30:00', '', 42]) {
      const res = await owner.post(readAll, { upTo });
      expect({ upTo, status: res.status, body: res.body }).toEqual({
        upTo,
        status: 400,
        body: { error: notAnInstant, fields: { upTo: notAnInstant } },
      });
    }
    const list = await owner.post(readAll, { upTo: ['2026-11-24T20:30:00Z'] });
    expect(list.status).toBe(400);
    expect(list.body.fields).toEqual({ upTo: 'This field must be text.' });
    expect((await owner.post(readAll, 'not json')).body).toEqual({ error: 'The request body is not valid JSON.' });
    expect((await owner.post(readAll, ['a'])).status).toBe(400);
    expect(await unreadCount(ourBoutiqueId)).toBe(before);
  });

  it('marks those up to the newest the user saw, leaving one that came after, in her boutique only', async () => {
    const seen = await consultant.post('/api/consultant/notify', { brideId: noraId, message: 'Seen before the click' });
    const later = await owner.post('/api/consultant/notify', { brideId: noraId, message: 'Came while she read' });
    // A second apart, whatever the clock's resolution.
    await t.sql`UPDATE notifications SET created_at = created_at + interval '1 second' WHERE id = ${later.body.notification.id}`;
    const theirsBefore = await unreadCount(strangersBoutiqueId);
    const etag = (await owner.get(dashboardPath)).headers.get('etag')!;

    const res = await consultant.post(readAll, { upTo: seen.body.notification.createdAt });
    expect(res.status).toBe(200);
    expect(res.body.ok).toBe(true);
    expect(res.body.marked).toBeGreaterThanOrEqual(1);
    const poll = await owner.get(dashboardPath, { 'if-none-match': etag });
    expect(poll.status).toBe(200);
    expect(poll.body.notifications.map((note: { id: string }) => note.id)).toEqual([later.body.notification.id]);
    expect(await unreadCount(strangersBoutiqueId)).toBe(theirsBefore);
    expect(theirsBefore).toBeGreaterThan(0);
  });

  it('marks every unread one with a bare POST; marking again is harmless and changes no dashboard', async () => {
    const res = await owner.post(readAll);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true, marked: 1 });
    expect(await unreadOf(consultant)).toEqual([]);
    expect(await unreadCount(ourBoutiqueId)).toBe(0);

    const etag = (await consultant.get(dashboardPath)).headers.get('etag')!;
    expect((await consultant.post(readAll)).body).toEqual({ ok: true, marked: 0 });
    expect((await consultant.post(readAll, { upTo: new Date().toISOString() })).body).toEqual({ ok: true, marked: 0 });
    expect((await consultant.get(dashboardPath, { 'if-none-match': etag })).status).toBe(304);
    expect((await unreadOf(stranger)).length).toBeGreaterThan(0);
  });
});
