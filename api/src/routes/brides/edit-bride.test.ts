import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { analysisSteps } from '@bridal/shared/analysis/analysis-steps';
import { clientNotFoundMessage } from '@bridal/shared/brides/client-not-found-message';
import { surveyMessages } from '@bridal/shared/survey/survey-schema';
import { brideFilesNotDeletedMessage } from '@bridal/server/brides/delete-bride';
import { dashboardVersionKey } from '@bridal/server/dashboard-version/dashboard-version';
import { analysisJobId, analysisStepJobId } from '@bridal/server/analysis/analysis-jobs';
import { queueNames } from '@bridal/server/queue/queue-names';
import { jpegWithGps } from '@bridal/testing/make-images';
import { Queue } from 'bullmq';
import {
  analyseBride,
  logInNewConsultant,
  sampleBrideFields,
  sampleStockLines,
  signUpAndLogIn,
  submitTextSurvey,
  surveyForm,
  type TestClient,
  uploadStockCsv,
} from '../../../test/support/boutique-fixtures';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { listFiles } from '../../../test/security/security-requests';
import { adminsOnlyMessage } from '../../http/require-role';

let t: TestApp;
let owner: TestClient;
let consultant: TestClient;
let stranger: TestClient;
let boutiqueId: number;
let slug: string;
let finishQueue: Queue;
let stepQueue: Queue;

const brideUrl = (brideId: string) => `/api/brides/${brideId}`;

beforeAll(async () => {
  t = await createTestApp();
  ({ client: owner, boutiqueId, slug } = await signUpAndLogIn(t));
  consultant = await logInNewConsultant(t, boutiqueId, { name: 'Clara Vale', coachingGoals: '' });
  ({ client: stranger } = await signUpAndLogIn(t, { boutiqueName: 'Elsewhere Bridal' }));
  expect((await uploadStockCsv(owner, sampleStockLines)).status).toBe(200);
  const open = (name: string) => new Queue(name, { connection: t.deps.redis, prefix: t.env.REDIS_PREFIX });
  [finishQueue, stepQueue] = [open(queueNames.analysisFinish), open(queueNames.analysisStep)];
});
afterAll(async () => {
  await Promise.all([finishQueue?.close(), stepQueue?.close()]);
  await t.close();
});

const dashboardVersion = () => t.deps.redis.get(dashboardVersionKey(t.env.REDIS_PREFIX, boutiqueId));

/**
 * A bride analysed by hand, as a worker would, with the flow her survey queued taken away (no
 * worker runs here): her plan is ready and nothing of hers is under way.
 */
async function readyBride(fields: Record<string, string | string[]> = {}) {
  const brideId = await submitTextSurvey(t, slug, { ...sampleBrideFields, ...fields });
  await analyseBride(t, brideId);
  await removeQueuedFlow(brideId);
  return brideId;
}

async function removeQueuedFlow(brideId: string) {
  await (await finishQueue.getJob(analysisJobId(brideId)))?.remove({ removeChildren: true });
  for (const step of analysisSteps) await (await stepQueue.getJob(analysisStepJobId(brideId, step)))?.remove();
}

async function stepStatuses(brideId: string) {
  const rows = await t.sql<{ step: string; status: string }[]>`
    SELECT step, status FROM analysis_steps WHERE bride_id = ${brideId} ORDER BY step`;
  return Object.fromEntries(rows.map((row) => [row.step, row.status]));
}

describe('PATCH /api/brides/{brideId}', () => {
  it("corrects her name, keeps her plan, and tells the boutique's dashboards", async () => {
    const brideId = await readyBride({ name: 'Nora Qill' });
    const before = await dashboardVersion();

    const res = await owner.patch(brideUrl(brideId), { name: '  Nora Quill ' });

    expect(res.status).toBe(200);
    expect(res.body.replanning).toBe(false);
    expect(res.body.bride).toMatchObject({
      id: brideId,
      name: 'Nora Quill',
      weddingDate: sampleBrideFields.weddingDate,
      weddingVenue: sampleBrideFields.weddingVenue,
      status: 'ready',
    });
    expect(await dashboardVersion()).not.toBe(before);
    const plan = (await owner.get(`/api/recommendations/${brideId}`)).body;
    expect(plan.bride.name).toBe('Nora Quill');
    expect(plan.survey.budget).toBe(sampleBrideFields.budget);
    expect(plan.survey.consultationStrategy).not.toBeNull();
    expect(Object.values(await stepStatuses(brideId))).toEqual(analysisSteps.map(() => 'done'));
    expect(await finishQueue.getJob(analysisJobId(brideId))).toBeUndefined();
    const [row] = await t.sql<{ answers: { name: string } }[]>`SELECT answers FROM brides WHERE id = ${brideId}`;
    expect(row!.answers.name).toBe('Nora Quill');
  });

  it('has her plan made again through her analysis flow when her venue changes', async () => {
    const brideId = await readyBride({
      weddingVenue: 'Crescent Beach Pavilion',
      weddingLocation: 'Cape Elizabeth, ME',
    });
    const before = (await owner.get(`/api/recommendations/${brideId}`)).body;
    expect(before.survey.venueAnalysis.venueType).toBe('beach');
    const version = await dashboardVersion();

    const res = await owner.patch(brideUrl(brideId), {
      weddingVenue: 'The Grand Ballroom at the Plaza Hotel',
      weddingLocation: 'New York, NY',
    });

    expect(res.status).toBe(200);
    expect(res.body.replanning).toBe(true);
    expect(res.body.bride).toMatchObject({
      weddingVenue: 'The Grand Ballroom at the Plaza Hotel',
      status: 'analyzing',
    });
    expect(await dashboardVersion()).not.toBe(version);
    // Every step is to be run again, by a fresh flow under her id (her photos need no preparing).
    expect(Object.values(await stepStatuses(brideId))).toEqual(analysisSteps.map(() => 'pending'));
    expect(await (await finishQueue.getJob(analysisJobId(brideId)))?.getState()).toBe('waiting-children');
    expect(await (await stepQueue.getJob(analysisStepJobId(brideId, 'venue')))?.getState()).toBe('waiting');
    const [queued] = await t.sql<{ enqueuedAt: Date | null }[]>`SELECT enqueued_at FROM brides WHERE id = ${brideId}`;
    expect(queued!.enqueuedAt).not.toBeNull();
    const during = (await owner.get(`/api/recommendations/${brideId}`)).body;
    expect(during.survey.venueAnalysis).toBeNull();

    // The worker's run of the flow, by hand: the plan follows her new venue.
    await analyseBride(t, brideId);
    const after = (await owner.get(`/api/recommendations/${brideId}`)).body;
    expect(after.bride.status).toBe('ready');
    expect(after.survey.venueAnalysis.venueType).not.toBe('beach');
  });

  it('clears her date when it is sent empty or null, and her plan follows', async () => {
    const brideId = await readyBride();
    const res = await owner.patch(brideUrl(brideId), { weddingDate: null });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ replanning: true, bride: { weddingDate: null } });
  });

  it('has her plan made again when her date or budget changes, not when nothing that shapes it does', async () => {
    const brideId = await readyBride();
    const unchanged = await owner.patch(brideUrl(brideId), {
      weddingDate: sampleBrideFields.weddingDate,
      budget: sampleBrideFields.budget,
    });
    expect(unchanged.body.replanning).toBe(false);

    const budget = await owner.patch(brideUrl(brideId), { budget: 'custom', customBudget: '$4,200' });
    expect(budget.status).toBe(200);
    expect(budget.body.replanning).toBe(true);
    const plan = (await owner.get(`/api/recommendations/${brideId}`)).body;
    expect(plan.survey).toMatchObject({ budget: 'custom', customBudget: '$4,200' });

    await analyseBride(t, brideId);
    await removeQueuedFlow(brideId);
    const date = await owner.patch(brideUrl(brideId), { weddingDate: '2028-05-06' });
    expect(date.body).toMatchObject({ replanning: true, bride: { weddingDate: '2028-05-06', status: 'analyzing' } });
  });

  it('while her first analysis is still under way, leaves her steps for housekeeping to queue afresh', async () => {
    const brideId = await submitTextSurvey(t, slug, sampleBrideFields);
    expect(await (await finishQueue.getJob(analysisJobId(brideId)))?.getState()).toBe('waiting-children');

    const res = await owner.patch(brideUrl(brideId), { weddingVenue: 'Harbor View Hotel' });

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ replanning: true, bride: { status: 'analyzing' } });
    expect(Object.values(await stepStatuses(brideId))).toEqual(analysisSteps.map(() => 'pending'));
    // Unqueued: housekeeping's sweep starts a fresh flow once the current one has ended.
    const [row] = await t.sql<{ enqueuedAt: Date | null }[]>`SELECT enqueued_at FROM brides WHERE id = ${brideId}`;
    expect(row!.enqueuedAt).toBeNull();
  });

  it('refuses an impossible date with the survey’s message, and changes nothing', async () => {
    const brideId = await readyBride();
    for (const weddingDate of ['2027-02-30', 'next June', '2027-13-01', '27-09-18']) {
      const res = await owner.patch(brideUrl(brideId), { weddingDate });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(surveyMessages.weddingDate);
      expect(res.body.error).toBe('Please enter a valid wedding date');
      expect(res.body.fields).toEqual({ weddingDate: surveyMessages.weddingDate });
    }
    const plan = (await owner.get(`/api/recommendations/${brideId}`)).body;
    expect(plan.bride).toMatchObject({ weddingDate: sampleBrideFields.weddingDate, status: 'ready' });
  });

  it('asks to confirm a new date in the past, as the survey does, and keeps a past date she already has', async () => {
    const brideId = await readyBride();
    const refused = await owner.patch(brideUrl(brideId), { weddingDate: '2021-06-05' });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(surveyMessages.pastWeddingDate('2021-06-05'));

    const confirmed = await owner.patch(brideUrl(brideId), { weddingDate: '2021-06-05', weddingDateConfirmed: true });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.bride.weddingDate).toBe('2021-06-05');
    // Her past date stays as it is while her name is corrected.
    const renamed = await owner.patch(brideUrl(brideId), { name: 'Nora Past' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.bride).toMatchObject({ name: 'Nora Past', weddingDate: '2021-06-05' });
  });

  it('refuses other bad input with a clear message, field by field', async () => {
    const brideId = await readyBride();
    const cases: [unknown, string, string][] = [
      [{ name: '   ' }, 'name', surveyMessages.nameRequired],
      [{ name: 'x'.repeat(101) }, 'name', surveyMessages.tooLong('Name', 100)],
      [{ budget: 'a lot' }, 'budget', surveyMessages.choice('your budget')],
      [{ customBudget: 'about two grand' }, 'customBudget', surveyMessages.customBudget],
      [{ weddingLocation: '2027-09-18' }, 'weddingLocation', surveyMessages.weddingLocation],
      [{ weddingVenue: { nested: true } }, 'weddingVenue', 'This field must be text.'],
      [{ name: null }, 'name', surveyMessages.nameRequired],
      [{ weddingDate: 20270918 }, 'weddingDate', surveyMessages.weddingDate],
    ];
    for (const [body, field, message] of cases) {
      const res = await owner.patch(brideUrl(brideId), body);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(message);
      expect(res.body.fields).toMatchObject({ [field]: message });
    }
    for (const body of ['"Nora"', '[]', 'null']) {
      const res = await owner.patch(brideUrl(brideId), body);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('The request body must be a JSON object.');
    }
    expect((await owner.patch(brideUrl(brideId), '{nope')).body.error).toBe('The request body is not valid JSON.');
    expect((await owner.get(`/api/recommendations/${brideId}`)).body.bride.name).toBe(sampleBrideFields.name);
  });

  it("refuses a consultant (403), and answers 404 for another boutique's bride or none", async () => {
    const brideId = await readyBride();
    const asConsultant = await consultant.patch(brideUrl(brideId), { name: 'Taken Over' });
    expect(asConsultant.status).toBe(403);
    expect(asConsultant.body.error).toBe(adminsOnlyMessage);

    for (const id of [brideId, '00000000-0000-4000-8000-000000000000', 'not-a-bride']) {
      const res = await stranger.patch(brideUrl(id), { name: 'Taken Over' });
      expect(res.status).toBe(404);
      expect(res.body.error).toBe(clientNotFoundMessage);
    }
    expect((await t.client().patch(brideUrl(brideId), { name: 'Taken Over' })).status).toBe(401);
    expect((await owner.get(`/api/recommendations/${brideId}`)).body.bride.name).toBe(sampleBrideFields.name);
  });

  it('reads the body as an object at the edge, before looking her up', async () => {
    const brideId = await readyBride();
    for (const id of [brideId, 'not-a-bride']) {
      const res = await stranger.patch(brideUrl(id), '[]');
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('The request body must be a JSON object.');
    }
  });
});

describe('DELETE /api/brides/{brideId}', () => {
  /** A bride with a photo, a ready plan, a note, the ready notification and advice kept with her. */
  async function fullBride() {
    const form = surveyForm({ ...sampleBrideFields, name: 'Delia Gone', boutiqueName: slug });
    form.append('inspirationImages', new Blob([new Uint8Array(await jpegWithGps())], { type: 'image/jpeg' }), 'a.jpg');
    const submitted = await t.client().post('/api/surveys', form);
    expect(submitted.status).toBe(201);
    const brideId = submitted.body.brideId as string;
    await analyseBride(t, brideId);
    expect((await owner.post('/api/consultant/notify', { brideId, message: 'Call her back' })).status).toBe(201);
    const advice = await owner.post('/api/help/advice', { brideId, problem: 'dress-issues', details: 'Too heavy' });
    expect(advice.status).toBe(200);
    return brideId;
  }

  const rowsOf = async (brideId: string) => {
    const [counts] = await t.sql<Record<string, number>[]>`
      SELECT (SELECT count(*)::int FROM brides WHERE id = ${brideId}) AS brides,
             (SELECT count(*)::int FROM bride_photos WHERE bride_id = ${brideId}) AS photos,
             (SELECT count(*)::int FROM analysis_steps WHERE bride_id = ${brideId}) AS steps,
             (SELECT count(*)::int FROM notifications WHERE bride_id = ${brideId}) AS notifications,
             (SELECT count(*)::int FROM advice_requests WHERE bride_id = ${brideId}) AS advice`;
    return counts!;
  };
  const folderOf = (brideId: string) => path.join(t.storageDir, 'boutiques', String(boutiqueId), 'brides', brideId);

  it('deletes her with her photos, plan, notifications and advice, from storage too', async () => {
    const brideId = await fullBride();
    const other = await fullBride();
    expect(Object.values(await rowsOf(brideId)).every((count) => count > 0)).toBe(true);
    const plan = (await owner.get(`/api/recommendations/${brideId}`)).body;
    const photo = plan.survey.inspirationImages[0];
    expect((await owner.get(photo.url)).status).toBe(200);
    expect((await owner.get(photo.thumbnailUrl)).status).toBe(200);
    expect(Object.keys(await listFiles(folderOf(brideId))).length).toBeGreaterThanOrEqual(2);
    const otherFiles = await listFiles(folderOf(other));
    const version = await dashboardVersion();

    const res = await owner.delete(brideUrl(brideId));

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect(await rowsOf(brideId)).toEqual({ brides: 0, photos: 0, steps: 0, notifications: 0, advice: 0 });
    expect((await owner.get(photo.url)).status).toBe(404);
    expect((await owner.get(photo.thumbnailUrl)).status).toBe(404);
    expect(await listFiles(folderOf(brideId))).toEqual({});
    expect((await owner.get(`/api/recommendations/${brideId}`)).status).toBe(404);
    expect(await dashboardVersion()).not.toBe(version);
    const dashboard = (await owner.get('/api/dashboard/consultant')).text;
    expect(dashboard).not.toContain(brideId);
    // Nothing of anyone else's.
    expect(await listFiles(folderOf(other))).toEqual(otherFiles);
    expect((await rowsOf(other)).brides).toBe(1);
  });

  it('answers 404 the second time', async () => {
    const brideId = await readyBride();
    expect((await owner.delete(brideUrl(brideId))).status).toBe(200);
    const again = await owner.delete(brideUrl(brideId));
    expect(again.status).toBe(404);
    expect(again.body.error).toBe(clientNotFoundMessage);
  });

  it('keeps her, to be deleted again, when her files cannot be deleted', async () => {
    const brideId = await fullBride();
    const deleteFolder = t.deps.storage.deleteFolder;
    t.deps.storage.deleteFolder = async () => {
      throw new Error('storage away');
    };
    try {
      const res = await owner.delete(brideUrl(brideId));
      expect(res.status).toBe(503);
      expect(res.body.error).toBe(brideFilesNotDeletedMessage);
    } finally {
      t.deps.storage.deleteFolder = deleteFolder;
    }
    expect((await rowsOf(brideId)).brides).toBe(1);
    expect((await owner.delete(brideUrl(brideId))).status).toBe(200);
    expect(await listFiles(folderOf(brideId))).toEqual({});
  });

  it("refuses a consultant (403), and answers 404 for another boutique's bride or none", async () => {
    const brideId = await fullBride();
    const files = await listFiles(folderOf(brideId));
    const asConsultant = await consultant.delete(brideUrl(brideId));
    expect(asConsultant.status).toBe(403);
    expect(asConsultant.body.error).toBe(adminsOnlyMessage);
    for (const id of [brideId, '00000000-0000-4000-8000-000000000000', 'not-a-bride', '..']) {
      const res = await stranger.delete(brideUrl(id));
      expect(res.status).toBe(404);
    }
    expect((await t.client().delete(brideUrl(brideId))).status).toBe(401);
    expect((await rowsOf(brideId)).brides).toBe(1);
    expect(await listFiles(folderOf(brideId))).toEqual(files);
  });
});
