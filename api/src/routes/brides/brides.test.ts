import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type BridesPage, bridesPageSize, bridesQueryMessages } from '@bridal/shared/brides/brides-page';
import { surveyMessages } from '@bridal/shared/survey/survey-schema';
import {
  analyseBride,
  logInNewConsultant,
  signUpAndLogIn,
  submitTextSurvey,
  surveyForm,
  type TestClient,
} from '../../../test/support/boutique-fixtures';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { instantAgo } from '@bridal/testing/boutique-day';

const path = '/api/brides';

let t: TestApp;
let owner: TestClient;
let boutiqueId: number;
let slug: string;
let stranger: TestClient;
let strangerSlug: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ client: owner, boutiqueId, slug } = await signUpAndLogIn(t));
  ({ client: stranger, slug: strangerSlug } = await signUpAndLogIn(t, { boutiqueName: 'Elsewhere Bridal' }));
});
afterAll(async () => {
  await t.close();
});

const namesOf = (body: BridesPage) => body.brides.map((entry) => entry.bride.name);
const list = async (client: TestClient, query = '') => {
  const res = await client.get(`${path}${query}`);
  expect(res.status).toBe(200);
  return res.body as BridesPage;
};

/** Brides written straight into the table: `count` of them, the n-th submitted n minutes ago. */
async function insertBrides(owner: number, count: number, prefix: string, weddingDate: string | null) {
  await t.sql`
    INSERT INTO brides (boutique_id, name, wedding_date, answers, submitted_at)
    SELECT ${owner}, ${prefix} || ' ' || lpad(n::text, 3, '0'), ${weddingDate}::date,
           jsonb_build_object('name', ${prefix} || ' ' || n), ${instantAgo({ days: 1 })}::timestamptz - n * interval '1 minute'
    FROM generate_series(1, ${count}) AS n`;
}

describe('a wedding date in the past, through POST /api/surveys', () => {
  it('is refused without her confirmation with a message naming the date, and kept with it', async () => {
    const refused = await t
      .client()
      .post('/api/surveys', surveyForm({ name: 'Olive Typo', weddingDate: '2020-06-01', boutiqueName: slug }));
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(surveyMessages.pastWeddingDate('2020-06-01'));
    expect(refused.body.error).toBe(
      'Your wedding date, June 1, 2020, is in the past. Please check the year, or confirm that the date is right.',
    );
    expect(refused.body.fields).toEqual({ weddingDate: surveyMessages.pastWeddingDate('2020-06-01') });

    const garbled = await t
      .client()
      .post(
        '/api/surveys',
        surveyForm({ name: 'Olive Typo', weddingDate: '2020-06-01', weddingDateConfirmed: 'sure', boutiqueName: slug }),
      );
    expect(garbled.status).toBe(400);
    expect(garbled.body.fields.weddingDateConfirmed).toBe(surveyMessages.weddingDateConfirmed);

    const olive = await submitTextSurvey(t, slug, {
      name: 'Olive Past',
      weddingDate: '2020-06-01',
      weddingDateConfirmed: 'true',
    });
    const [row] =
      await t.sql`SELECT to_char(wedding_date, 'YYYY-MM-DD') AS date, answers FROM brides WHERE id = ${olive}`;
    expect(row).toMatchObject({ date: '2020-06-01', answers: { weddingDateConfirmed: true } });
    // Her plan is made and announced like anyone's, and she stays reachable (under past).
    await analyseBride(t, olive);
    const past = await list(owner, '?when=past');
    expect(past.brides.map((entry) => entry.bride.id)).toEqual([olive]);
    expect(past.brides[0]).toMatchObject({ when: 'past', bride: { weddingDate: '2020-06-01', status: 'ready' } });
    expect((await owner.get(`/api/recommendations/${olive}`)).status).toBe(200);
  });
});

describe('GET /api/brides', () => {
  it('asks for a login without a session', async () => {
    const res = await t.client().get(path);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: 'Please log in to continue.' });
  });

  it('lists upcoming and undated brides first, then past ones, newest survey first within each', async () => {
    const una = await submitTextSurvey(t, slug, { name: 'Una Undated' });
    const nora = await submitTextSurvey(t, slug, { name: 'Nora Quinn', weddingDate: '2031-08-14' });
    const body = await list(owner);
    expect(namesOf(body)).toEqual(['Nora Quinn', 'Una Undated', 'Olive Past']);
    expect(body.brides.map((entry) => entry.when)).toEqual(['upcoming', 'upcoming', 'past']);
    expect(body).toMatchObject({ page: 1, pageSize: bridesPageSize, total: 3, pageCount: 1 });
    expect(body.brides[1]).toEqual({
      bride: {
        id: una,
        name: 'Una Undated',
        submittedAt: expect.stringMatching(/Z$/),
        weddingDate: null,
        status: 'analyzing',
        appointmentCancelled: false,
      },
      survey: { consultationStrategy: null, suggestedDresses: null, enhancedImageAnalysis: null },
      when: 'upcoming',
    });
    expect(namesOf(await list(owner, '?when=upcoming'))).toEqual(['Nora Quinn', 'Una Undated']);
    expect(body.brides[0]!.bride.id).toBe(nora);
  });

  it('searches by any part of a name, whatever the case, taking % and _ literally', async () => {
    expect(namesOf(await list(owner, '?search=quinn'))).toEqual(['Nora Quinn']);
    expect(namesOf(await list(owner, '?search=%20UN'))).toEqual(['Una Undated']);
    expect(namesOf(await list(owner, '?search=%25'))).toEqual([]);
    expect(namesOf(await list(owner, '?search=_'))).toEqual([]);
    expect((await list(owner, '?search=nobody')).total).toBe(0);
  });

  it('filters by status, alone or with the other filters', async () => {
    expect(namesOf(await list(owner, '?status=ready'))).toEqual(['Olive Past']);
    expect(namesOf(await list(owner, '?status=analyzing'))).toEqual(['Nora Quinn', 'Una Undated']);
    expect(namesOf(await list(owner, '?status=ready&when=upcoming'))).toEqual([]);
    expect(namesOf(await list(owner, '?status=analyzing&search=nora&when=upcoming'))).toEqual(['Nora Quinn']);
  });

  it('pages through every bride, far past the dashboard’s newest 100', async () => {
    await insertBrides(boutiqueId, 130, 'Bulk Upcoming', '2032-01-01');
    await insertBrides(boutiqueId, 20, 'Bulk Past', '2019-05-05');
    const first = await list(owner);
    const total = 3 + 150;
    expect(first).toMatchObject({ total, pageCount: Math.ceil(total / bridesPageSize) });
    expect(first.brides).toHaveLength(bridesPageSize);

    const seen: string[] = [];
    for (let page = 1; page <= first.pageCount; page += 1) {
      const body = await list(owner, `?page=${page}`);
      seen.push(...body.brides.map((entry) => entry.bride.id));
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    const [lastBulk] = await t.sql<{ id: string }[]>`SELECT id FROM brides WHERE name = 'Bulk Upcoming 130'`;
    expect(seen).toContain(lastBulk!.id);
    // Upcoming ones on the pages before the past ones.
    const [oldestPast] = await t.sql<{ id: string }[]>`SELECT id FROM brides WHERE name = 'Bulk Past 020'`;
    expect(seen.at(-1)).toBe(oldestPast!.id);

    const past = await list(owner, '?when=past&page=1');
    expect(past.total).toBe(21);
    expect(past.brides.every((entry) => entry.when === 'past')).toBe(true);
    expect(namesOf(await list(owner, '?search=bulk%20upcoming%20130'))).toEqual(['Bulk Upcoming 130']);
    // A page past the end is empty, with the totals still there.
    expect(await list(owner, '?page=500')).toMatchObject({ brides: [], total, page: 500 });
  });

  it('gives a consultant the same list', async () => {
    const consultant = await logInNewConsultant(t, boutiqueId, { name: 'Maya Lind', coachingGoals: '' });
    expect(await list(consultant, '?when=past')).toEqual(await list(owner, '?when=past'));
  });

  it("never lists another boutique's brides, whatever boutique the request names", async () => {
    const stella = await submitTextSurvey(t, strangerSlug, { name: 'Stella Elsewhere' });
    const theirs = await list(stranger);
    expect(namesOf(theirs)).toEqual(['Stella Elsewhere']);
    expect(theirs.total).toBe(1);
    const ours = await owner.get(`${path}?search=stella&boutiqueId=999999`, { 'x-boutique-id': '999999' });
    expect(ours.status).toBe(200);
    expect(ours.body).toMatchObject({ brides: [], total: 0 });
    expect(ours.text).not.toContain(stella);
  });

  it.each([
    ['a status not listed', '?status=lost', bridesQueryMessages.status],
    ['a when not listed', '?when=someday', bridesQueryMessages.when],
    ['a page that is not a number', '?page=two', bridesQueryMessages.page],
    ['page 0', '?page=0', bridesQueryMessages.page],
    ['a fractional page', '?page=1.5', bridesQueryMessages.page],
    ['a page too far', '?page=10001', bridesQueryMessages.page],
    ['a search too long', `?search=${'a'.repeat(101)}`, bridesQueryMessages.search],
  ])('refuses %s with a clear message', async (_label, query, message) => {
    const res = await owner.get(`${path}${query}`);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
  });
});
