/**
 * The dashboard's data under load: 100 boutiques and 10,000 brides seeded with set-based SQL, 50
 * active brides with finished analyses in the measured boutique (made by sign-up), and its admin
 * logged in as many times as dashboards are open in different browsers.
 */
import { analysisSteps } from '@bridal/server/plans/analysis-schemas';
import { finishAnalysis } from '@bridal/server/analysis/finish-analysis';
import { createLocalProvider } from '@bridal/server/analysis/local/local-provider';
import { runAnalysisStep } from '@bridal/server/analysis/run-analysis-step';
import type { Sql } from '@bridal/server/db/create-sql';
import { createLogger } from '@bridal/server/logging/create-logger';
import { demoBoutiqueId } from '@bridal/shared/accounts/account-types';
import { postSurvey, surveyForm } from '@bridal/testing/survey-form';
import { type BenchPlatform, giveDemoInventory } from './bench-platform';

export const seed = {
  boutiques: 100,
  brides: 10_000,
  /** In the measured boutique: shown on its dashboard, each with a finished analysis. */
  activeBrides: 50,
  /** In the measured boutique too, but with their wedding past: filtered out. */
  pastBrides: 30,
  /** Logins of the measured boutique's admin: dashboards open in as many browsers. */
  sessions: 20,
};
export const benchPassword = 'Veil&Lace2025';

export async function postJson(baseUrl: string, route: string, body: unknown): Promise<Response> {
  const response = await fetch(`${baseUrl}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  if (!response.ok) throw new Error(`POST ${route} answered ${response.status}: ${await response.text()}`);
  return response;
}

/** A bride of the demo boutique analysed by the built-in analyst: her answers and results are the seed's templates. */
async function analysedTemplateBride(sql: Sql, baseUrl: string, signal: AbortSignal): Promise<string> {
  const [inventory] = await sql`SELECT 1 FROM inventories WHERE boutique_id = ${demoBoutiqueId} AND is_current`;
  if (!inventory) await giveDemoInventory(sql, 60);
  const brideId = await postSurvey(baseUrl, surveyForm(77_000), { timeoutMs: 10_000, signal });
  const provider = createLocalProvider();
  const logger = createLogger({ level: 'silent', name: 'bench' });
  for (const step of analysisSteps) {
    await runAnalysisStep({ sql, brideId, step, provider, fallback: provider, lastAttempt: true, logger });
  }
  if (!(await finishAnalysis(sql, brideId))) throw new Error('the template bride was not analysed');
  return brideId;
}

/** Everything but the measured boutique (made by sign-up), in a few set-based statements. */
async function seedBoutiquesAndBrides(sql: Sql, boutiqueId: number, templateId: string): Promise<void> {
  // The demo boutique, the measured one and the template bride count towards the totals.
  const [existing] = await sql<{ boutiques: number; brides: number }[]>`
    SELECT (SELECT count(*)::int FROM boutiques) AS boutiques, (SELECT count(*)::int FROM brides) AS brides`;
  const others = seed.boutiques - existing!.boutiques;
  const otherBrides = seed.brides - existing!.brides - seed.activeBrides - seed.pastBrides;
  await sql.begin(async (tx) => {
    await tx`
      INSERT INTO boutiques (slug, name)
      SELECT 'bench-boutique-' || g, 'Bench Boutique ' || g FROM generate_series(1, ${others}) g`;
    // The measured boutique: active brides (weddings ahead) and some whose wedding is past.
    await tx`
      INSERT INTO brides (boutique_id, name, wedding_date, wedding_venue, wedding_location, answers, status,
                          submitted_at, ready_at, enqueued_at)
      SELECT ${boutiqueId}, 'Measured Bride ' || g,
             CASE WHEN g <= ${seed.activeBrides} THEN current_date + 3 * g ELSE current_date - g END,
             t.wedding_venue, t.wedding_location, jsonb_set(t.answers, '{name}', to_jsonb('Measured Bride ' || g)),
             'ready', now() - g * interval '37 minutes', now() - g * interval '37 minutes' + interval '2 seconds',
             now() - g * interval '37 minutes'
      FROM generate_series(1, ${seed.activeBrides + seed.pastBrides}) g, brides t
      WHERE t.id = ${templateId}`;
    // The other boutiques' brides, round robin; one in ten still analysing.
    await tx`
      INSERT INTO brides (boutique_id, name, wedding_date, wedding_venue, wedding_location, answers, status,
                          submitted_at, ready_at, enqueued_at)
      SELECT ids[1 + g % ${others}], 'Other Bride ' || g, current_date + (g % 700) - 100,
             t.wedding_venue, t.wedding_location, jsonb_set(t.answers, '{name}', to_jsonb('Other Bride ' || g)),
             CASE WHEN g % 10 = 0 THEN 'analyzing' ELSE 'ready' END,
             now() - g * interval '3 minutes', CASE WHEN g % 10 = 0 THEN NULL ELSE now() END, now()
      FROM generate_series(1, ${otherBrides}) g, brides t,
           (SELECT array_agg(id ORDER BY id) AS ids FROM boutiques WHERE slug LIKE 'bench-boutique-%') b
      WHERE t.id = ${templateId}`;
    // Only the brides made here (a survey section before this one leaves brides of its own).
    const seeded = (
      await tx<{ id: number }[]>`SELECT id FROM boutiques WHERE id = ${boutiqueId} OR slug LIKE 'bench-boutique-%'`
    ).map((row) => row.id);
    // Every step of every ready bride holds the template's results (as large as real ones).
    await tx`
      INSERT INTO analysis_steps (bride_id, step, status, result, provider, attempts)
      SELECT br.id, s.step, 'done', s.result, s.provider, 1
      FROM brides br CROSS JOIN analysis_steps s
      WHERE s.bride_id = ${templateId} AND br.status = 'ready' AND br.boutique_id = ANY(${seeded}::int[])`;
    await tx`
      INSERT INTO analysis_steps (bride_id, step)
      SELECT br.id, s.step FROM brides br CROSS JOIN unnest(${analysisSteps as unknown as string[]}::text[]) s(step)
      WHERE br.status = 'analyzing' AND br.boutique_id = ANY(${seeded}::int[])`;
    // A 'bride-ready' notification per ready bride; the measured boutique's active ones unread.
    await tx`
      INSERT INTO notifications (boutique_id, bride_id, kind, message, read_at, created_at)
      SELECT br.boutique_id, br.id, 'bride-ready', br.name || '''s coaching plan is ready.',
             CASE WHEN br.boutique_id = ${boutiqueId} AND br.wedding_date >= current_date THEN NULL
                  WHEN br.boutique_id <> ${boutiqueId} AND random() < 0.1 THEN NULL
                  ELSE now() END,
             br.ready_at
      FROM brides br
      WHERE br.status = 'ready' AND br.boutique_id = ANY(${seeded}::int[])`;
  });
  await sql`ANALYZE`;
}

export interface MeasuredBoutique {
  boutiqueId: number;
  /** Its admin, whose dashboard is polled. */
  userId: string;
  /** One session cookie (`name=value`) per login. */
  cookies: string[];
  counts: { boutiques: number; brides: number };
  seedMs: number;
}

/** Seeds everything, signs the measured boutique up and logs its admin in `seed.sessions` times. */
export async function seedMeasuredBoutique(platform: BenchPlatform, signal: AbortSignal): Promise<MeasuredBoutique> {
  const { baseUrl } = platform;
  const sql = platform.database.sql;
  const seedStarted = performance.now();
  const templateId = await analysedTemplateBride(sql, baseUrl, signal);
  const email = `bench.admin.${Date.now()}@example.com`;
  await postJson(baseUrl, '/api/signup', {
    name: 'Bench Admin',
    email,
    password: benchPassword,
    phone: '(207) 555-0100',
    boutiqueName: 'Measured Bridal',
    address: '1 Bench Street, Portland, ME',
    consultantSeats: 8,
    agreedToTerms: true,
  });
  const [owner] = await sql<{ boutiqueId: number }[]>`SELECT boutique_id FROM users WHERE email = ${email}`;
  if (!owner) throw new Error('the measured boutique was not signed up');
  const { boutiqueId } = owner;
  await seedBoutiquesAndBrides(sql, boutiqueId, templateId);
  const [counts] = await sql<{ boutiques: number; brides: number }[]>`
    SELECT (SELECT count(*)::int FROM boutiques) AS boutiques, (SELECT count(*)::int FROM brides) AS brides`;
  const [user] = await sql<{ id: string }[]>`SELECT id FROM users WHERE email = ${email}`;
  if (!user) throw new Error('the measured boutique has no admin');
  const seedMs = performance.now() - seedStarted;

  const cookies: string[] = [];
  for (let i = 0; i < seed.sessions; i += 1) {
    signal.throwIfAborted();
    const login = await postJson(baseUrl, '/api/auth/login', { email, password: benchPassword });
    const cookie = login.headers.getSetCookie().find((line) => line.includes('_session='));
    if (!cookie) throw new Error('the login set no session cookie');
    cookies.push(cookie.split(';')[0]!);
  }
  return { boutiqueId, userId: user.id, cookies, counts: counts!, seedMs };
}
