import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { deleteExpiredDemoAdvice } from '@bridal/server/demo/delete-expired-demo-advice';
import { deleteExpiredDemoBrides } from '@bridal/server/demo/delete-expired-demo-brides';
import { countShowcase, seedDemoShowcase } from '@bridal/server/demo/seed-demo-showcase';
import { analyseBride, signUpAndLogIn, submitTextSurvey, type TestClient } from '../support/boutique-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';

/*
 * A demo visitor leaves nothing behind: the advice she asks for about the seeded sample brides (who
 * are never deleted) goes an hour later with the rest of her demo data, when the worker's hourly
 * sweep runs. Another visitor's recent advice, and a real boutique's advice, stay.
 */

let t: TestApp;
let seeded: { id: string }[];

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoShowcase({ sql: t.sql, storage: t.deps.storage, appointments: 'wait' });
  seeded = await t.sql<{ id: string }[]>`SELECT id FROM brides WHERE boutique_id = 99 AND demo_seed ORDER BY name`;
});
afterAll(async () => {
  await t?.close();
});

async function signUpForTrial(name: string): Promise<TestClient> {
  const client = t.client();
  const res = await client.post('/api/trial-signup', {
    name,
    phone: '2075550188',
    email: `${name.toLowerCase().replace(/\W+/g, '.')}@lace-and-light.com`,
    boutiqueName: 'Lace & Light',
  });
  expect(res.status).toBe(201);
  return client;
}

/** The worker's hourly sweep with its clock at `now`. */
async function sweep(now: Date): Promise<void> {
  await deleteExpiredDemoBrides({
    sql: t.sql,
    storage: t.deps.storage,
    redis: t.deps.redis,
    prefix: t.env.REDIS_PREFIX,
    now,
  });
  await deleteExpiredDemoAdvice({ sql: t.sql, now });
}

const adviceAbout = async (brideId: string) =>
  (await t.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM advice_requests WHERE bride_id = ${brideId}`)[0]!.n;

const hoursAgo = (brideId: string, hours: number) =>
  t.sql`UPDATE advice_requests SET created_at = now() - make_interval(hours => ${hours}) WHERE bride_id = ${brideId}`;

describe("a demo visitor's advice", () => {
  it("is deleted an hour after she asked, and no one else's is", async () => {
    const [aboutEarly, aboutLater] = [seeded[0]!.id, seeded[1]!.id];
    const early = await signUpForTrial('Maya Chen');
    const later = await signUpForTrial('Lena Ortiz');
    const help = { brideId: aboutEarly, problem: 'body-image', details: 'She feels self-conscious about her arms.' };
    expect((await early.post('/api/help/advice', help, { 'x-boutique-id': '99' })).status).toBe(200);
    expect((await early.post('/api/coaching-advice', { brideId: aboutEarly })).status).toBe(200);
    expect((await later.post('/api/coaching-advice', { brideId: aboutLater })).status).toBe(200);

    // A real boutique's consultant asks too; her advice is the boutique's record, kept however old.
    const boutique = await signUpAndLogIn(t);
    const realBride = await submitTextSurvey(t, boutique.slug, { name: 'Rosa Real' });
    await analyseBride(t, realBride);
    expect((await boutique.client.post('/api/coaching-advice', { brideId: realBride })).status).toBe(200);

    await hoursAgo(aboutEarly, 2);
    await hoursAgo(realBride, 2);
    const showcase = await countShowcase(t.sql);

    await sweep(new Date());
    expect(await adviceAbout(aboutEarly)).toBe(0);
    expect(await adviceAbout(aboutLater)).toBe(1);
    expect(await adviceAbout(realBride)).toBe(1);

    await sweep(new Date(Date.now() + 61 * 60_000));
    expect(await adviceAbout(aboutLater)).toBe(0);
    expect(await adviceAbout(realBride)).toBe(1);
    expect(await countShowcase(t.sql)).toEqual(showcase);
  });
});
