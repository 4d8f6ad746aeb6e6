import { analysisSteps } from '@bridal/server/analysis/analysis-schemas';
import { finishAnalysis } from '@bridal/server/analysis/finish-analysis';
import { createLocalProvider } from '@bridal/server/analysis/local/local-provider';
import { runAnalysisStep } from '@bridal/server/analysis/run-analysis-step';
import { hashPassword } from '@bridal/server/auth/password-hashing';
import { createLogger } from '@bridal/server/logging/create-logger';
import { prepareBridePhotos } from '@bridal/server/photos/prepare-bride-photos';
import { type TestApp, type TestResponse, validSignup } from './test-app';

export type TestClient = ReturnType<TestApp['client']>;

/** Signs a boutique up and logs its owner in. */
export async function signUpAndLogIn(t: TestApp, overrides: Record<string, unknown> = {}) {
  const person = validSignup(overrides);
  const { body } = await t.client().post('/api/signup', person);
  const client = t.client();
  await client.post('/api/auth/login', { email: person.email, password: person.password });
  const [row] = await t.sql<{ slug: string }[]>`SELECT slug FROM boutiques WHERE id = ${body.boutiqueId}`;
  return { client, person, boutiqueId: body.boutiqueId as number, slug: row!.slug };
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

/** A bride's text-only survey through POST /api/surveys; answers her id. */
export async function submitTextSurvey(t: TestApp, slug: string, fields: Record<string, string | string[]>) {
  const form = new FormData();
  for (const [key, value] of Object.entries({ ...fields, boutiqueName: slug })) {
    for (const item of [value].flat()) form.append(key, item);
  }
  const res = await t.client().post('/api/surveys', form);
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

/** Every step, then the finish that marks her ready and writes the 'bride-ready' notification. */
export async function analyseBride(t: TestApp, brideId: string) {
  for (const step of analysisSteps) await runStep(t, brideId, step);
  await finishAnalysis(t.sql, brideId);
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
