import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { analysisSteps } from '@bridal/server/plans/analysis-schemas';
import { finishAnalysis } from '@bridal/server/analysis/finish-analysis';
import { createLocalProvider } from '@bridal/server/analysis/local/local-provider';
import { runAnalysisStep } from '@bridal/server/analysis/run-analysis-step';
import type { ServerEnv } from '@bridal/server/config/server-env';
import { createLogger } from '@bridal/server/logging/create-logger';
import { rateLimitRules } from '@bridal/server/security/rate-limits';
import { adviceMessages } from '@bridal/shared/advice/help-problems';
import { startFakeOpenAi } from '@bridal/testing/fake-openai-server';
import { createApp } from '../../app';
import { logInNewConsultant, signUpAndLogIn, uploadStockCsv } from '../../../test/support/boutique-fixtures';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

type Client = ReturnType<TestApp['client']>;

let t: TestApp;
let owner: Client;
let stranger: Client;
let consultant: Client;
let boutiqueId: number;
let emmaId: string;
let mayaId: string;
let strangersBrideId: string;

// Her address stays unconfirmed: advice never needs it.
const signUpOwner = () => signUpAndLogIn(t, {}, { confirmEmail: false });

const logInConsultant = (coachingGoals: string) =>
  logInNewConsultant(t, boutiqueId, { name: 'Maya Lind', coachingGoals });

async function submitAndAnalyse(slug: string, fields: Record<string, string | string[]>) {
  const form = new FormData();
  for (const [key, value] of Object.entries({ ...fields, boutiqueName: slug }))
    for (const item of [value].flat()) form.append(key, item);
  const { body } = await t.client().post('/api/surveys', form);
  const provider = createLocalProvider();
  for (const step of analysisSteps) {
    await runAnalysisStep({
      sql: t.sql,
      brideId: body.brideId,
      step,
      provider,
      fallback: provider,
      lastAttempt: true,
      logger: createLogger({ level: 'silent', name: 't' }),
    });
  }
  await finishAnalysis(t.sql, body.brideId);
  return body.brideId as string;
}

const stored = (brideId: string) =>
  t.sql`SELECT user_id, kind, problem, details, advice, provider FROM advice_requests
        WHERE bride_id = ${brideId} ORDER BY created_at`;

beforeAll(async () => {
  t = await createTestApp();
  let slug: string;
  ({ client: owner, boutiqueId, slug } = await signUpOwner());
  const other = await signUpOwner();
  stranger = other.client;
  const stock = [
    'Product Code,House,Gown Name,Retail Price,Cut,Fabrication,Sleeves,Available Sizes,Best Seller,Details',
    'HX-1,Hollow Oak,Fern,1650,A-Line,Chiffon,Sleeveless,4-14,yes,Breezy beach gown with a sweep train',
    'HX-2,Hollow Oak,Ivy,2900,Ball Gown,Satin,Long,6-12,no,Structured classic ball gown with a cathedral train',
    'HX-3,Rue Bridal,Sage,1950,Sheath,Crepe,Sleeveless,2-10,yes,Minimal modern crepe sheath with an open back',
    'HX-4,Rue Bridal,Lark,4800,Mermaid,Sequin,Sleeveless,8-12,no,Glam sequin mermaid',
    'HX-5,Rue Bridal,Wren,1450,A-Line,Lace,Long,4-16,no,Long-sleeve lace A-line with a chapel train',
    'HX-6,Hollow Oak,Moss,1250,Empire,Chiffon,Cap,4-14,no,Soft chiffon empire gown for garden weddings',
    'HX-7,Hollow Oak,Pearl,2100,Fit and Flare,Lace,Three-quarter,6-14,yes,Lace fit and flare with a court train',
  ];
  expect((await uploadStockCsv(owner, stock)).body.dressCount).toBe(7);
  emmaId = await submitAndAnalyse(slug!, {
    name: 'Emma Hart',
    weddingDate: '2027-12-11',
    weddingVenue: "St. Luke's Cathedral",
    weddingLocation: 'Portland, ME',
    weddingVibes: ['classic', 'garden-party'],
    specificVision: 'Long lace sleeves, nothing strapless.',
    shoppingParty: ['mom', 'grandmother'],
    currentFeeling: ['nervous'],
    shoppingIntention: 'serious-shopping',
    budget: '1000-2000',
    additionalNotes: '',
  });
  mayaId = await submitAndAnalyse(slug!, {
    name: 'Maya Cruz',
    weddingDate: '2027-07-17',
    weddingVenue: 'Crescent Beach Club',
    weddingLocation: 'Cape Elizabeth, ME',
    weddingVibes: ['beach', 'bohemian'],
    specificVision: 'Flowy and light, barefoot in the sand.',
    shoppingParty: ['alone'],
    currentFeeling: ['excited'],
    shoppingIntention: 'browsing',
    budget: '1000-2000',
    additionalNotes: '',
  });
  strangersBrideId = await submitAndAnalyse(other.slug, { name: 'Nora Quinn', additionalNotes: '' });
  consultant = await logInConsultant('Upsell veils and accessories, and close on the day.');
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/help/advice', () => {
  it('answers markdown advice computed for the bride, and keeps it with her', async () => {
    const res = await owner.post('/api/help/advice', {
      brideId: emmaId,
      problem: 'dress-issues',
      details: 'The satin is too heavy and she wants sleeves',
    });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['advice']);
    expect(res.body.advice).toMatch(/^## Dress Fit or Style Concerns: Emma Hart/);
    expect(res.body.advice).toContain('> You said: "The satin is too heavy and she wants sleeves"');
    expect(res.body.advice).toMatch(/a December church ceremony/);
    expect(res.body.advice).toMatch(/\*\*Wren \(Rue Bridal, style HX-5\)\*\*/);

    const rows = await stored(emmaId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'help',
      problem: 'dress-issues',
      details: 'The satin is too heavy and she wants sleeves',
      advice: res.body.advice,
      provider: 'local',
    });
    expect(rows[0]!.userId).not.toBeNull();
  });

  it('gives two brides different advice, and new dresses only from the boutique, never one already suggested', async () => {
    const ask = async (brideId: string) =>
      (await owner.post('/api/help/advice', { brideId, problem: 'new-dress-recommendations', details: '' })).body
        .advice as string;
    const [forEmma, forMaya] = [await ask(emmaId), await ask(mayaId)];
    expect(forEmma).not.toEqual(forMaya);
    const plan = (await owner.get(`/api/recommendations/${mayaId}`)).body;
    const suggested = new Set(plan.recommendations.map((pick: { label: string }) => pick.label));
    const ours = new Set(['Fern', 'Ivy', 'Sage', 'Lark', 'Wren', 'Moss', 'Pearl']);
    const picks = [...forMaya.matchAll(/^\d\. \*\*(.+?)\*\*/gm)].map((match) => match[1]!);
    expect(picks.length).toBeGreaterThan(0);
    for (const label of picks) {
      expect(ours.has(label.replace(/ \(.*$/, ''))).toBe(true);
      expect(suggested.has(label)).toBe(false);
    }
  });

  it('lets a consultant of the boutique ask too, for any of the five problems', async () => {
    for (const [problem, details] of [
      ['body-image', ''],
      ['difficult-guests', 'Her mom is pushy'],
      ['other', 'Will it arrive in time for her date?'],
    ] as const) {
      const res = await consultant.post('/api/help/advice', { brideId: mayaId, problem, details });
      expect(res.status).toBe(200);
      expect(res.body.advice.length).toBeGreaterThan(200);
    }
    expect((await stored(mayaId)).map((row) => row.problem)).toEqual([
      'new-dress-recommendations',
      'body-image',
      'difficult-guests',
      'other',
    ]);
  });

  it('refuses a caller without a session', async () => {
    const res = await t.client().post('/api/help/advice', { brideId: emmaId, problem: 'other', details: 'x' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: 'Please log in to continue.' });
  });

  it('says what is wrong with a bad request, field by field', async () => {
    const before = (await stored(emmaId)).length;
    const cases: [unknown, string, Record<string, string>?][] = [
      [{ problem: 'body-image' }, 'brideId is required', { brideId: 'brideId is required' }],
      [
        { brideId: emmaId, problem: 'tantrum' },
        adviceMessages.chooseProblem,
        { problem: adviceMessages.chooseProblem },
      ],
      [{ brideId: emmaId }, adviceMessages.chooseProblem, { problem: adviceMessages.chooseProblem }],
      [
        { brideId: emmaId, problem: 'other', details: '   ' },
        adviceMessages.describeOther,
        { details: adviceMessages.describeOther },
      ],
      [{ brideId: emmaId, problem: 'other' }, adviceMessages.describeOther, { details: adviceMessages.describeOther }],
      [
        { brideId: emmaId, problem: 'dress-issues', details: 'x'.repeat(2303) },
        'Please keep the details under 2000 characters.',
        { details: 'Please keep the details under 2000 characters.' },
      ],
      [[1, 2], 'The request body must be a JSON object.'],
    ];
    for (const [body, error, fields] of cases) {
      const res = await owner.post('/api/help/advice', body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual(fields ? { error, fields } : { error });
    }
    const notJson = await owner.post('/api/help/advice', '{"brideId": ');
    expect(notJson.status).toBe(400);
    expect(notJson.body).toEqual({ error: 'The request body is not valid JSON.' });
    const form = await owner.post('/api/help/advice', 'brideId=1', { 'content-type': 'text/plain' });
    expect(form.status).toBe(415);
    expect(await stored(emmaId)).toHaveLength(before);
  });

  it("answers 'Client not found' for a bad id or another boutique's bride, and stores nothing", async () => {
    for (const brideId of ['not-a-uuid', '00000000-0000-4000-8000-000000000000', strangersBrideId]) {
      const res = await owner.post('/api/help/advice', { brideId, problem: 'body-image', details: '' });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: 'Client not found' });
    }
    expect((await stranger.post('/api/coaching-advice', { brideId: emmaId })).status).toBe(404);
    expect(await stored(strangersBrideId)).toHaveLength(0);
  });
});

describe('POST /api/coaching-advice', () => {
  it('coaches a consultant towards her own goals with this bride, and keeps it with her', async () => {
    const res = await consultant.post('/api/coaching-advice', { brideId: emmaId });
    expect(res.status).toBe(200);
    expect(res.body.advice).toMatch(/^## Your Coaching Goals with Emma Hart/);
    expect(res.body.advice).toContain('> Your goals: "Upsell veils and accessories, and close on the day."');
    expect(res.body.advice).toMatch(/### Accessories and veils\n- For a December church ceremony: a cathedral/);
    expect(res.body.advice).toMatch(/### Closing on the day/);
    const rows =
      await t.sql`SELECT kind, problem, details, provider FROM advice_requests WHERE bride_id = ${emmaId} AND kind = 'coaching'`;
    expect(rows).toEqual([{ kind: 'coaching', problem: null, details: '', provider: 'local' }]);
  });

  it('tells an admin without goals how to set them, and refuses bad input and strangers', async () => {
    const res = await owner.post('/api/coaching-advice', { brideId: mayaId });
    expect(res.status).toBe(200);
    expect(res.body.advice).toMatch(/No coaching goals are set for you yet/);
    expect((await owner.post('/api/coaching-advice', {})).body).toEqual({
      error: 'brideId is required',
      fields: { brideId: 'brideId is required' },
    });
    expect((await owner.post('/api/coaching-advice', { brideId: 'nope' })).status).toBe(404);
    expect((await t.client().post('/api/coaching-advice', { brideId: mayaId })).status).toBe(401);
  });

  it('limits each user to 30 advice requests in 10 minutes, with a clear 429', async () => {
    const limited = await logInConsultant('');
    const [user] = await t.sql`SELECT id FROM users WHERE boutique_id = ${boutiqueId} ORDER BY created_at DESC LIMIT 1`;
    for (let n = 0; n < rateLimitRules.adviceByUser.points; n += 1) {
      await t.deps.rateLimiter.consume('adviceByUser', user!.id);
    }
    const res = await limited.post('/api/coaching-advice', { brideId: mayaId });
    expect(res.status).toBe(429);
    expect(res.body.error).toMatch(
      /^You have asked for advice many times in a short while\. Please wait \d+ minute\(s\) and try again\.$/,
    );
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    // Others are not affected.
    expect((await consultant.post('/api/coaching-advice', { brideId: mayaId })).status).toBe(200);
  });
});

describe('advice from the model', () => {
  it('uses the model when it answers well, and falls back to the built-in advisor, recorded as such, when it fails', async () => {
    const fake = await startFakeOpenAi();
    try {
      const env: ServerEnv = {
        ...t.env,
        AI_PROVIDER: 'openai',
        OPENAI_API_KEY: 'sk-test',
        OPENAI_BASE_URL: fake.baseURL,
        OPENAI_TIMEOUT_MS: 1_000,
      };
      const app = createApp({ ...t.deps, env });
      const cookie = [...consultant.jar].map(([name, value]) => `${name}=${value}`).join('; ');
      const post = async (path: string, body: unknown) => {
        const text = JSON.stringify(body);
        const response = await app.request(
          path,
          {
            method: 'POST',
            body: text,
            headers: { cookie, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(text)) },
          },
          { incoming: { socket: { remoteAddress: '203.0.113.9' } } },
        );
        return { status: response.status, body: (await response.json()) as { advice: string } };
      };
      const modelAdvice =
        '## For Emma Hart\n\n### Now\n- Offer a bolero: her December church ceremony asks for covered shoulders.';
      fake.respondWith(() => ({
        content: JSON.stringify({ advice: modelAdvice }),
        usage: { promptTokens: 500, completionTokens: 80 },
      }));
      const good = await post('/api/help/advice', { brideId: emmaId, problem: 'body-image', details: '' });
      expect(good).toEqual({ status: 200, body: { advice: modelAdvice } });

      fake.respondWith(() => ({ status: 500 }));
      const broken = await post('/api/coaching-advice', { brideId: emmaId });
      expect(broken.status).toBe(200);
      expect(broken.body.advice).toMatch(/^## Your Coaching Goals with Emma Hart/);

      fake.respondWith(() => ({ content: JSON.stringify({ advice: modelAdvice }), delayMs: 3_000 }));
      const started = Date.now();
      const slow = await post('/api/help/advice', {
        brideId: emmaId,
        problem: 'other',
        details: 'She wants it sooner',
      });
      expect(slow.status).toBe(200);
      expect(slow.body.advice).toMatch(/^## Help with: "She wants it sooner"/);
      expect(Date.now() - started).toBeLessThan(2_500);

      const rows = await t.sql`
        SELECT problem, provider FROM advice_requests WHERE bride_id = ${emmaId} ORDER BY created_at DESC LIMIT 3`;
      expect(rows.map((row) => row.provider)).toEqual(['local-fallback', 'local-fallback', 'openai']);
      const usage =
        await t.sql`SELECT provider, model, step, prompt_tokens FROM ai_usage WHERE boutique_id = ${boutiqueId}`;
      expect(usage).toContainEqual({
        provider: 'openai',
        model: 'gpt-4o-mini',
        step: 'help-advice',
        promptTokens: 500,
      });
    } finally {
      await fake.stop();
    }
  });
});

describe('advice that knows the consultant', () => {
  /**
   * Completed appointments with their outcomes in the last 90 days, as recordOutcome keeps them:
   * the route reads the record up to the real today, so the days are counted back from the database's.
   */
  async function plantRecord(consultantId: string, brideId: string, outcomes: { sold: boolean; reasons: string[] }[]) {
    for (const [index, outcome] of outcomes.entries()) {
      const [appointment] = await t.sql<{ id: string }[]>`
        INSERT INTO appointments (boutique_id, bride_id, consultant_id, starts_at, duration_minutes, status, booked_by,
                                  started_at, ended_at)
        SELECT ${boutiqueId}, ${brideId}, ${consultantId}, at, 90, 'completed', 'staff', at, at + interval '85 minutes'
        FROM (SELECT now() - make_interval(days => ${2 + (index % 80)}) AS at) day
        RETURNING id`;
      await t.sql`
        INSERT INTO appointment_outcomes (appointment_id, boutique_id, bride_id, consultant_id, result,
                                          sale_amount_cents, reasons, recorded_by)
        VALUES (${appointment!.id}, ${boutiqueId}, ${brideId}, ${consultantId},
                ${outcome.sold ? 'said_yes' : 'no_sale'}, ${outcome.sold ? 180_000 : null},
                ${outcome.reasons}, ${consultantId})`;
    }
  }
  const times = (count: number, outcome: { sold: boolean; reasons: string[] }) =>
    Array.from({ length: count }, () => outcome);
  const sale = { sold: true, reasons: [] };
  const lost = (reason: string) => ({ sold: false, reasons: [reason] });

  it('leads I Need Help with her own record when it bears on the bride, naming the figure', async () => {
    const jo = await logInNewConsultant(t, boutiqueId, { name: 'Jo Record', coachingGoals: '' });
    const [row] = await t.sql<{ id: string; ownerId: string }[]>`
      SELECT id, (SELECT id FROM users WHERE boutique_id = ${boutiqueId} AND role = 'owner') AS owner_id
      FROM users WHERE boutique_id = ${boutiqueId} AND name = 'Jo Record'`;
    const pastBrideId = await submitAndAnalyse(
      (await t.sql<{ slug: string }[]>`SELECT slug FROM boutiques WHERE id = ${boutiqueId}`)[0]!.slug,
      { name: 'Past Bride', additionalNotes: '' },
    );
    // Jo: 8 of her 14 no-sales were the decision-maker's absence; the rest of the team: 6 of 40.
    await plantRecord(row!.id, pastBrideId, [
      ...times(16, sale),
      ...times(8, lost('decision_maker_absent')),
      ...times(3, lost('keep_shopping')),
      ...times(3, lost('budget')),
    ]);
    await plantRecord(row!.ownerId, pastBrideId, [
      ...times(50, sale),
      ...times(6, lost('decision_maker_absent')),
      ...times(17, lost('keep_shopping')),
      ...times(17, lost('not_the_one')),
    ]);

    // Maya shops alone: Jo hears about it first.
    const alone = await jo.post('/api/help/advice', { brideId: mayaId, problem: 'difficult-guests', details: '' });
    expect(alone.status).toBe(200);
    expect(alone.body.advice).toMatch(
      /^## Difficult Family or Friends: Maya Cruz\n\n### From your record\n- \*\*Bring the decision-maker in today\.\*\* Maya Cruz shops alone: .* From your record: 8 of your 14 no-sales in the last 90 days were 'Decision-maker not there' \(57\.1 %; the rest of the team: 15 %, 6 of 40\)\.\n\n### Who is with her/,
    );
    const coaching = await jo.post('/api/coaching-advice', { brideId: mayaId });
    expect(coaching.body.advice).toMatch(/### From your record\n- \*\*Bring the decision-maker in today\.\*\*/);
    // Emma brings her mom and her grandmother: nothing of Jo's record bears on her.
    const withFamily = await jo.post('/api/help/advice', { brideId: emmaId, problem: 'difficult-guests', details: '' });
    expect(withFamily.body.advice).not.toMatch(/record/i);
    // The owner's record holds nothing to cite: her advice has no record line, and no figure.
    const owners = await owner.post('/api/help/advice', { brideId: mayaId, problem: 'difficult-guests', details: '' });
    expect(owners.body.advice).not.toMatch(/record|%/i);
  });
});
