import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { coachWriter } from '@bridal/server/coaching/digest/digest-writers';
import { writeCoachingWeek } from '@bridal/server/coaching/digest/write-coaching-week';
import { createLogger } from '@bridal/server/logging/create-logger';
import { apiPaths } from '@bridal/shared/api/api-paths';
import {
  type CoachingDigest,
  type CoachingDigestList,
  digestMessages,
  type TeamDigestPreview,
} from '@bridal/shared/coaching/digest';
import { type CoachingVisit, seedCoachingVisits } from '@bridal/testing/fixtures/coaching-fixtures';
import { boutiqueDate, boutiqueInstant } from '@bridal/testing/boutique-day';
import { logInNewConsultant, signUpAndLogIn, type TestClient } from '../../../test/support/boutique-fixtures';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

let t: TestApp;
let owner: TestClient;
let clara: TestClient;
let dora: TestClient;
let stranger: TestClient;
let boutiqueId: number;
let ids: Record<string, string>;
let strangerTeamDigest: string;

const logger = createLogger({ level: 'silent', name: 'coaching-digests-test' });
const idOf = async (name: string) => (await t.sql<{ id: string }[]>`SELECT id FROM users WHERE name = ${name}`)[0]!.id;
const digestIdOf = async (userId: string, weekStart: string) =>
  (
    await t.sql<
      { id: string }[]
    >`SELECT id FROM coaching_digests WHERE user_id = ${userId} AND week_start = ${weekStart}`
  )[0]!.id;
const write = (boutique: number, weekStart: string) =>
  writeCoachingWeek({
    sql: t.sql,
    boutiqueId: boutique,
    weekStart,
    writers: { writer: coachWriter, fallback: coachWriter },
    logger,
  });

const zone = 'America/New_York';
const sundayNoon = new Date('2026-11-01T17:00:00Z');

/** Four weeks of visits before 2 November, three a week, one sale in three. */
const visitsOf = (consultantId: string): CoachingVisit[] =>
  Array.from({ length: 12 }, (_, index) => ({
    consultantId,
    startsAt: boutiqueInstant(zone, boutiqueDate(zone, -index * 2, sundayNoon), '11:00'),
    sold: index % 3 === 0,
    reasons: ['budget'],
  }));

beforeAll(async () => {
  t = await createTestApp();
  let ownerId: string;
  ({ client: owner, boutiqueId, ownerId } = await signUpAndLogIn(t));
  clara = await logInNewConsultant(t, boutiqueId, { name: 'Clara Vale', coachingGoals: '' });
  dora = await logInNewConsultant(t, boutiqueId, { name: 'Dora Lind', coachingGoals: '' });
  ids = { owner: ownerId, clara: await idOf('Clara Vale'), dora: await idOf('Dora Lind') };
  await seedCoachingVisits(t.sql, boutiqueId, [...visitsOf(ids.clara!), ...visitsOf(ids.dora!)]);
  await write(boutiqueId, '2026-10-26');
  await write(boutiqueId, '2026-11-02');

  let strangerBoutique: number;
  let strangerOwner: string;
  ({
    client: stranger,
    boutiqueId: strangerBoutique,
    ownerId: strangerOwner,
  } = await signUpAndLogIn(t, {
    boutiqueName: 'Elsewhere Bridal',
  }));
  await write(strangerBoutique, '2026-11-02');
  strangerTeamDigest = await digestIdOf(strangerOwner, '2026-11-02');
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/coaching-digests: her weeks', () => {
  it("answers a consultant's own weeks, newest first, and the latest whole with its facts and words", async () => {
    const res = await clara.get(apiPaths.coachingDigests.list);
    expect(res.status).toBe(200);
    const list = res.body as CoachingDigestList;
    expect(list.weeks.map((week) => [week.kind, week.weekStart])).toEqual([
      ['consultant', '2026-11-02'],
      ['consultant', '2026-10-26'],
    ]);
    expect(list.weeks[0]!.subject).toBe('Your week of Oct 26 – Nov 1: Keep doing what works');
    expect(list.latest).toMatchObject({
      kind: 'consultant',
      weekStart: '2026-11-02',
      writtenBy: 'coach',
      mailStatus: 'pending',
      facts: { consultant: { name: 'Clara Vale' }, lastWeek: { completed: 4, sales: 2 } },
    });
    expect(list.latest!.content.figures).toContain('Your closing, Oct 26 – Nov 1: 2 of 4 (50 %) appointments');
  });

  it("answers the owner the team's weeks; a consultant asking for the team's is refused", async () => {
    const team = await owner.get(apiPaths.coachingDigests.list);
    expect(team.status).toBe(200);
    expect((team.body as CoachingDigestList).latest!.facts).toMatchObject({
      kind: 'team',
      members: [{ name: 'Clara Vale' }, { name: 'Dora Lind' }],
    });
    const refused = await clara.get(`${apiPaths.coachingDigests.list}?kind=team`);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: digestMessages.teamOnly });
  });

  it('refuses a kind that is neither, and answers nothing without a session', async () => {
    const res = await clara.get(`${apiPaths.coachingDigests.list}?kind=everyone`);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(digestMessages.kind);
    expect((await t.client().get(apiPaths.coachingDigests.list)).status).toBe(401);
  });
});

describe('GET /api/coaching-digests/:digestId: one week', () => {
  it('answers her own; the owner reads any of the boutique’s, to prepare a conversation', async () => {
    const claras = await digestIdOf(ids.clara!, '2026-10-26');
    const own = await clara.get(apiPaths.coachingDigests.one(claras));
    expect(own.status).toBe(200);
    expect((own.body as CoachingDigest).weekStart).toBe('2026-10-26');
    expect((await owner.get(apiPaths.coachingDigests.one(claras))).status).toBe(200);
  });

  it("answers 404 for another boutique's digest and for another consultant's, 403 for the team's", async () => {
    const teamDigest = await digestIdOf(ids.owner!, '2026-11-02');
    const doras = await digestIdOf(ids.dora!, '2026-11-02');
    const otherBoutique = await clara.get(apiPaths.coachingDigests.one(strangerTeamDigest));
    expect(otherBoutique.status).toBe(404);
    expect(otherBoutique.body).toEqual({ error: digestMessages.notFound });
    expect((await owner.get(apiPaths.coachingDigests.one(strangerTeamDigest))).status).toBe(404);
    expect((await stranger.get(apiPaths.coachingDigests.one(doras))).status).toBe(404);
    expect((await clara.get(apiPaths.coachingDigests.one(doras))).status).toBe(404);
    const team = await clara.get(apiPaths.coachingDigests.one(teamDigest));
    expect(team.status).toBe(403);
    expect(team.body).toEqual({ error: digestMessages.teamOnly });
    expect((await clara.get(apiPaths.coachingDigests.one('not-an-id'))).status).toBe(404);
  });
});

describe('GET /api/coaching-digests/preview: the team’s week so far', () => {
  it('answers the owner the team facts computed live, and refuses a consultant', async () => {
    const res = await owner.get(apiPaths.coachingDigests.preview);
    expect(res.status).toBe(200);
    expect((res.body as TeamDigestPreview).facts).toMatchObject({
      kind: 'team',
      members: [{ name: 'Clara Vale' }, { name: 'Dora Lind' }],
    });
    expect((await clara.get(apiPaths.coachingDigests.preview)).status).toBe(403);
  });
});

describe('GET and PUT /api/account/coaching-digest: her e-mail on or off', () => {
  it('turns her own e-mail off and on; the answer and the next reads say so', async () => {
    expect((await dora.get(apiPaths.account.coachingDigest)).body).toEqual({ optOut: false });
    const off = await dora.put(apiPaths.account.coachingDigest, { optOut: true });
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ optOut: true });
    expect((await dora.get(apiPaths.account.coachingDigest)).body).toEqual({ optOut: true });
    expect((await clara.get(apiPaths.account.coachingDigest)).body).toEqual({ optOut: false });
    expect((await dora.put(apiPaths.account.coachingDigest, { optOut: false })).body).toEqual({ optOut: false });
  });

  it('refuses a body whose optOut is not a boolean, and changes nothing', async () => {
    for (const body of [{ optOut: 'yes' }, { optOut: 1 }, {}, { optOut: null }]) {
      const res = await dora.put(apiPaths.account.coachingDigest, body);
      expect([JSON.stringify(body), res.status, res.body.error]).toEqual([
        JSON.stringify(body),
        400,
        digestMessages.optOut,
      ]);
    }
    expect((await dora.get(apiPaths.account.coachingDigest)).body).toEqual({ optOut: false });
    expect((await t.client().put(apiPaths.account.coachingDigest, { optOut: true })).status).toBe(401);
  });
});

describe('GET and PUT /api/boutique-settings/coaching-digest: the boutique’s digest on or off', () => {
  it('is read by any staff, changed by admins only, with a boolean', async () => {
    expect((await clara.get(apiPaths.coachingDigests.settings)).body).toEqual({ enabled: true });
    expect((await clara.put(apiPaths.coachingDigests.settings, { enabled: false })).status).toBe(403);
    const bad = await owner.put(apiPaths.coachingDigests.settings, { enabled: 'off' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe(digestMessages.enabled);
    const off = await owner.put(apiPaths.coachingDigests.settings, { enabled: false });
    expect(off.body).toEqual({ enabled: false });
    expect((await clara.get(apiPaths.coachingDigests.settings)).body).toEqual({ enabled: false });
    // Turned off, the next week writes nothing; the weeks written stay readable.
    expect(await write(boutiqueId, '2026-11-09')).toEqual({ written: 0, toMail: [] });
    expect((await clara.get(apiPaths.coachingDigests.list)).body.weeks).toHaveLength(2);
    await owner.put(apiPaths.coachingDigests.settings, { enabled: true });
  });
});
