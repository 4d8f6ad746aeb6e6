import { analysisSteps } from '@bridal/server/plans/analysis-schemas';
import { finishAnalysis } from '@bridal/server/analysis/finish-analysis';
import { createLocalProvider } from '@bridal/server/analysis/local/local-provider';
import { runAnalysisStep } from '@bridal/server/analysis/run-analysis-step';
import {
  type AccountMailJob,
  deliverAccountMail,
  isAccountMailJob,
} from '@bridal/server/accounts/deliver-account-mail';
import { hashPassword } from '@bridal/server/auth/password-hashing';
import { createLogger } from '@bridal/server/logging/create-logger';
import type { MailMessage } from '@bridal/server/mail/mail-transport';
import { prepareBridePhotos } from '@bridal/server/photos/prepare-bride-photos';
import { analysisJobId } from '@bridal/server/analysis/analysis-jobs';
import { queueNames } from '@bridal/server/queue/queue-names';
import { Queue } from 'bullmq';
import { boutiqueIdOf, type TestApp, type TestResponse, validSignup } from './test-app';

export type TestClient = ReturnType<TestApp['client']>;

/**
 * The e-mail of a kind queued for a user, built as the worker builds it, and the token of its link:
 * 'email-confirmation' (her sign-up address) or 'email-change' (a new one she asked for).
 */
export async function emailedConfirmation(
  t: TestApp,
  userId: string,
  kind: 'email-confirmation' | 'email-change' = 'email-confirmation',
): Promise<{ token: string; mail: MailMessage }> {
  const jobs = await t.deps.mailQueue.getJobs(['waiting', 'delayed', 'prioritized', 'active', 'completed', 'failed']);
  const job = jobs
    .map((queued) => queued.data)
    .find((data): data is AccountMailJob => isAccountMailJob(data) && data.kind === kind && data.userId === userId);
  if (!job) throw new Error(`no ${kind} e-mail queued for user ${userId}`);
  const sent: MailMessage[] = [];
  const transport = { send: async (message: MailMessage) => void sent.push(message), close: () => undefined };
  await deliverAccountMail({ sql: t.sql, transport, publicUrl: t.env.PUBLIC_URL, job });
  const token = /\/confirm-email\?token=([\w-]+)/.exec(sent[0]?.text ?? '')?.[1];
  if (!token) throw new Error(`no confirmation link in the ${kind} e-mail`);
  return { token, mail: sent[0]! };
}

/**
 * Confirms a user's e-mail address as she would: the confirmation e-mail queued for her is built
 * as the worker builds it, and the token of its link goes to POST /api/auth/confirm-email.
 */
export async function confirmEmailFromMail(t: TestApp, userId: string): Promise<void> {
  const { token } = await emailedConfirmation(t, userId);
  const res = await t.client().post('/api/auth/confirm-email', { token });
  if (res.status !== 200) throw new Error(`confirm-email answered ${res.status}: ${res.text}`);
}

/**
 * Signs a boutique up and logs its owner in. Her e-mail is confirmed through the e-mailed link, as
 * every owner must before she invites anyone, unless `confirmEmail: false`. She then saves her
 * schedule settings as they are, which confirms her hours and time zone and opens online booking
 * to brides, unless `confirmSchedule: false` (her first hour, before she has).
 */
export async function signUpAndLogIn(
  t: TestApp,
  overrides: Record<string, unknown> = {},
  { confirmEmail = true, confirmSchedule = true }: { confirmEmail?: boolean; confirmSchedule?: boolean } = {},
) {
  const person = validSignup(overrides);
  const signedUp = await t.client().post('/api/signup', person);
  if (signedUp.status !== 201) throw new Error(`sign-up answered ${signedUp.status}: ${signedUp.text}`);
  const boutiqueId = await boutiqueIdOf(t, person.email);
  const [row] = await t.sql<{ slug: string; ownerId: string }[]>`
    SELECT b.slug, u.id AS owner_id FROM boutiques b JOIN users u ON u.boutique_id = b.id AND u.role = 'owner'
    WHERE b.id = ${boutiqueId}`;
  if (confirmEmail) await confirmEmailFromMail(t, row!.ownerId);
  const client = t.client();
  await client.post('/api/auth/login', { email: person.email, password: person.password });
  if (confirmSchedule) await confirmScheduleSettings(client);
  return { client, person, boutiqueId, slug: row!.slug, ownerId: row!.ownerId };
}

/** An admin saves the boutique's schedule settings as they stand: her hours and time zone confirmed. */
export async function confirmScheduleSettings(admin: TestClient): Promise<void> {
  const settings = await admin.get('/api/boutique-settings');
  const saved = await admin.put('/api/boutique-settings', settings.body);
  if (saved.status !== 200) throw new Error(`saving the schedule answered ${saved.status}: ${saved.text}`);
}

/** An active consultant of the boutique, made directly in the database, logged in. */
export async function logInNewConsultant(
  t: TestApp,
  boutiqueId: number,
  fields: { name: string; coachingGoals: string },
) {
  const email = `consultant.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = 'Tulle&Satin2025';
  await t.sql`
    INSERT INTO users (boutique_id, email, name, password_hash, role, status, coaching_goals)
    VALUES (${boutiqueId}, ${email}, ${fields.name}, ${await hashPassword(password)}, 'consultant', 'active',
            ${fields.coachingGoals})`;
  const client = t.client();
  const login = await client.post('/api/auth/login', { email, password });
  if (login.status !== 200) throw new Error(`consultant login answered ${login.status}`);
  return client;
}

export type SurveyFields = Record<string, string | string[]>;

/** A bride who answered every question of the survey in words (no photos). */
export const sampleBrideFields = {
  name: 'Nora Quill',
  weddingDate: '2027-09-18',
  weddingVenue: 'Stonewall Kitchen Barn',
  weddingLocation: 'York, ME',
  weddingVibes: ['beach'],
  budget: '2000-3000',
  shoppingParty: ['mom'],
  currentFeeling: ['excited'],
};

/** The survey form as the browser posts it: a field per answer, repeated for each one picked. */
export function surveyForm(fields: SurveyFields): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) for (const item of [value].flat()) form.append(key, item);
  return form;
}

/** A bride's text-only survey through POST /api/surveys; answers her id. */
export async function submitTextSurvey(t: TestApp, slug: string, fields: SurveyFields) {
  const res = await t.client().post('/api/surveys', surveyForm({ ...fields, boutiqueName: slug }));
  if (res.status !== 201) throw new Error(`survey answered ${res.status}: ${res.text}`);
  return res.body.brideId as string;
}

const silent = createLogger({ level: 'silent', name: 'test' });

/** Runs one analysis step with the built-in analyst, as a worker would: her photos re-encoded first. */
export async function runStep(t: TestApp, brideId: string, step: (typeof analysisSteps)[number]) {
  const provider = createLocalProvider();
  await prepareBridePhotos({
    sql: t.sql,
    storage: t.deps.storage,
    brideId,
    limits: { maxBytes: t.env.PHOTO_MAX_BYTES, maxPixels: t.env.PHOTO_MAX_PIXELS },
    logger: silent,
  });
  return runAnalysisStep({
    sql: t.sql,
    brideId,
    step,
    provider,
    fallback: provider,
    lastAttempt: true,
    logger: silent,
  });
}

/**
 * Every step, then the finish that marks her ready and writes the 'bride-ready' notification. The
 * flow her survey queued is then removed, as a worker's finished flow would be done with: no test
 * runs a worker, and a flow left waiting would keep her analysis "under way" (a refresh is refused).
 */
export async function analyseBride(t: TestApp, brideId: string) {
  for (const step of analysisSteps) await runStep(t, brideId, step);
  await finishAnalysis(t.sql, brideId);
  const finishQueue = new Queue(queueNames.analysisFinish, { connection: t.deps.redis, prefix: t.env.REDIS_PREFIX });
  try {
    await (await finishQueue.getJob(analysisJobId(brideId)))?.remove({ removeChildren: true });
  } finally {
    await finishQueue.close();
  }
}

/** The stock every matching test can use: three gowns of two houses, one line each. */
export const sampleStockLines = [
  'Product Code,House,Gown Name,Retail Price,Cut,Fabrication,Available Sizes,Best Seller,Details',
  'HX-1,Hollow Oak,Fern,1650,A-Line,Chiffon,4-14,yes,Breezy beach gown with a sweep train',
  'HX-2,Hollow Oak,Ivy,2900,Ball Gown,Satin,6-12,no,Structured classic ball gown with a cathedral train',
  'HX-3,Rue Bridal,Sage,1950,Sheath,Crepe,2-10,yes,Minimal modern crepe sheath with an open back',
];

/** Uploads a CSV stock file, its lines joined, through POST /api/inventory/upload. */
export async function uploadStockCsv(client: TestClient, lines: string[], fileName = 'stock.csv') {
  const inventory = new FormData();
  inventory.append('inventory', new Blob([lines.join('\n')]), fileName);
  return client.post('/api/inventory/upload', inventory);
}

/** PATCH through the app with the client's cookies (the test client has no patch of its own). */
export async function patch(t: TestApp, client: TestClient, path: string): Promise<TestResponse> {
  const cookie = [...client.jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const response = await t.app.request(
    path,
    { method: 'PATCH', headers: cookie ? { cookie } : {} },
    { incoming: { socket: { remoteAddress: '198.51.255.1' } } },
  );
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON
  }
  return { status: response.status, headers: response.headers, body, text, setCookies: [] };
}
