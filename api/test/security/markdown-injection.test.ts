import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { finishAnalysis } from '@bridal/server/analysis/finish-analysis';
import { createLocalProvider } from '@bridal/server/analysis/local/local-provider';
import { createOpenAiProvider } from '@bridal/server/analysis/openai/openai-provider';
import { runAnalysisStep } from '@bridal/server/analysis/run-analysis-step';
import type { ServerEnv } from '@bridal/server/config/server-env';
import { createLogger } from '@bridal/server/logging/create-logger';
import { helpProblemValues } from '@bridal/shared/advice/help-problems';
import { surveyMessages } from '@bridal/shared/survey/survey-schema';
import { type FakeOpenAi, startFakeOpenAi } from '@bridal/testing/fake-openai-server';
import { markdownLinks, markdownText } from '@bridal/testing/markdown-nodes';
import { createApp } from '../../src/app';
import {
  analyseBride,
  logInNewConsultant,
  signUpAndLogIn,
  submitTextSurvey,
  type TestClient,
  uploadStockCsv,
} from '../support/boutique-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';

/*
 * Anyone can type into the public survey, and an inventory file is whatever the boutique was sent.
 * The analyst and the advisors quote both into markdown, and a model writes what it likes: a
 * '[Confirm your booking](https://evil.example)' must stay words in the plan, the review page and
 * the advice. The only links a plan carries are her venue's website and her Pinterest board.
 */

const lure = '[Confirm your booking](https://evil.example)';
const html = '<a href="https://evil.example/html">Pay the deposit</a>';
const picture = '![x](https://evil.example/p.png)';
const autolink = '<https://evil.example/auto>';
const board = 'https://www.pinterest.com/clara/lace-a-line-dresses/';
const venueSite = 'https://villa-rosa.example/';

let t: TestApp;
let owner: TestClient;
let boutiqueId: number;
let slug: string;
let brideId: string;

const csvCell = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

const hostileSurvey = {
  name: `Clara ${lure}`,
  weddingDate: '2027-06-12',
  weddingVenue: `Villa Rosa ${html} ${picture}`,
  weddingLocation: `Napa, CA ${lure}`,
  pinterestBoard: board,
  weddingVibes: ['classic', 'garden-party'],
  specificVision: `Lace sleeves and an A-line ${lure}, no strapless ${html} ${picture}`,
  shoppingParty: ['mom', `custom:Aunt ${lure}`],
  currentFeeling: ['nervous', 'other'],
  customFeeling: `excited ${lure}`,
  shoppingIntention: 'other',
  customIntention: `Say yes ${lure}`,
  budget: '1000-2000',
  additionalNotes: `Call me ${lure} ${autolink} ${html}`,
};

/** Each markdown text of a plan, by name. */
function planMarkdown(survey: Record<string, any>): Record<string, string> {
  return {
    'venue summary': survey.venueAnalysis?.summary ?? '',
    'venue vibe': survey.venueAnalysis?.vibe ?? '',
    enhancedImageAnalysis: survey.enhancedImageAnalysis ?? '',
    consultationStrategy: survey.consultationStrategy ?? '',
    suggestedDresses: survey.suggestedDresses ?? '',
    topSellerRecommendation: survey.topSellerRecommendation ?? '',
  };
}

/** The links of each text that are not one of `allowed`: what the page would wrongly show. */
function foreignLinks(texts: Record<string, string>, allowed: string[]): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(texts).map(([name, markdown]) => [
      name,
      markdownLinks(markdown).filter((link) => !allowed.includes(link)),
    ]),
  );
}

const noForeignLinks = (texts: Record<string, string>) =>
  Object.fromEntries(Object.keys(texts).map((name) => [name, []]));

beforeAll(async () => {
  t = await createTestApp();
  ({ client: owner, boutiqueId, slug } = await signUpAndLogIn(t));
  const rows = [
    'Product Code,House,Gown Name,Retail Price,Cut,Fabrication,Sleeves,Available Sizes,Best Seller,Details',
    ['EV-1', `Atelier ${lure}`, lure, '1500', 'A-Line', 'Lace', 'Long', '4-14', 'yes', `Lace A-line ${html} ${picture}`]
      .map(csvCell)
      .join(','),
    ['EV-2', 'Hollow Oak', `Fern ${picture}`, '1650', 'A-Line', 'Chiffon', 'Long', '4-14', 'yes', `Romantic ${lure}`]
      .map(csvCell)
      .join(','),
    'EV-3,Rue Bridal,Wren,1450,A-Line,Lace,Long,4-16,no,Long-sleeve lace A-line with a chapel train',
  ];
  const upload = await uploadStockCsv(owner, rows);
  expect(upload.body.dressCount).toBe(3);
  brideId = await submitTextSurvey(t, slug, hostileSurvey);
  await analyseBride(t, brideId);
});
afterAll(async () => {
  await t?.close();
});

describe('text typed into the survey or an inventory file', () => {
  it('stays words in every markdown text of her plan, where only her Pinterest board is a link', async () => {
    const plan = await owner.get(`/api/recommendations/${brideId}`);
    expect(plan.status).toBe(200);
    expect(plan.body.bride.status).toBe('ready');
    const texts = planMarkdown(plan.body.survey);

    expect(foreignLinks(texts, [board])).toEqual(noForeignLinks(texts));
    expect(markdownLinks(texts.enhancedImageAnalysis!)).toEqual([board]);
    // Escaped, not dropped: the consultant reads what was typed.
    const shown = Object.values(texts).map(markdownText).join('\n');
    expect(shown).toContain(`Clara ${lure}`);
    expect(shown).toContain(lure);
    for (const pick of plan.body.recommendations) expect(pick.label).not.toMatch(/\\/);
  });

  it('stays words in help advice for every problem, and in coaching advice', async () => {
    const consultant = await logInNewConsultant(t, boutiqueId, {
      name: 'Maya Lind',
      coachingGoals: `Close on the day ${lure} ${html}`,
    });
    for (const problem of helpProblemValues) {
      const res = await consultant.post('/api/help/advice', {
        brideId,
        problem,
        details: `Her aunt said ${lure} ${html} ${picture} and she is unsure about the lace`,
      });
      expect({ problem, status: res.status }).toEqual({ problem, status: 200 });
      expect({ problem, links: markdownLinks(res.body.advice) }).toEqual({ problem, links: [] });
    }
    const coaching = await consultant.post('/api/coaching-advice', { brideId });
    expect(coaching.status).toBe(200);
    expect(markdownLinks(coaching.body.advice)).toEqual([]);
    expect(markdownText(coaching.body.advice)).toContain(lure);
  });
});

describe('markdown a model writes', () => {
  let fake: FakeOpenAi;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
  });
  afterAll(async () => {
    await fake?.stop();
  });

  it('keeps the venue website and her board as links and turns every other link into words', async () => {
    const modelBrideId = await submitTextSurvey(t, slug, { ...hostileSurvey, name: 'Clara Model' });
    const linked = `[Villa Rosa](${venueSite}), [her board](${board}) and ${lure}, ${picture}, ${autolink}, ${html}`;
    fake.respondWith(({ body }) => {
      const answers: Record<string, unknown> = {
        venue_analysis: {
          summary: `A garden day at ${linked}.`,
          vibe: `Light lace. [Book a fitting](https://evil.example/fitting)`,
          venueType: 'garden',
          setting: 'outdoor',
          season: 'summer',
          formality: 'formal',
          website: venueSite,
          citations: [venueSite, 'https://evil.example/citation'],
        },
        style_analysis: {
          styleSummary: 'Romantic lace A-line.',
          enhancedImageAnalysis: `Her board: ${linked}`,
          keywords: ['romantic'],
          preferredSilhouettes: ['a-line'],
          preferredNecklines: [],
          preferredFabrics: ['lace'],
          palette: [],
        },
        consultation_strategy: {
          aiAnalysis: {
            communicationStyle: 'Calm.',
            emotionalState: 'Nervous.',
            decisionMakingApproach: 'With her mom.',
            appointmentStrategy: 'Lace first.',
            confidence: 0.6,
          },
          consultationStrategy: `## Strategy\n\n- Open with ${linked}\n\n[ref]: https://evil.example/ref`,
        },
      };
      return { content: JSON.stringify(answers[body.response_format!.json_schema!.name]) };
    });
    const silent = createLogger({ level: 'silent', name: 'test' });
    const model = createOpenAiProvider({ apiKey: 'sk-test', baseURL: fake.baseURL, model: 'test', timeoutMs: 5_000 });
    const local = createLocalProvider();
    for (const step of ['venue', 'style', 'strategy', 'inventory', 'top-sellers'] as const) {
      const provider = step === 'inventory' || step === 'top-sellers' ? local : model;
      await runAnalysisStep({
        sql: t.sql,
        brideId: modelBrideId,
        step,
        provider,
        fallback: local,
        lastAttempt: true,
        logger: silent,
      });
    }
    await finishAnalysis(t.sql, modelBrideId);

    const { body } = await owner.get(`/api/recommendations/${modelBrideId}`);
    const texts = planMarkdown(body.survey);
    expect(foreignLinks(texts, [board, venueSite])).toEqual(noForeignLinks(texts));
    expect(markdownLinks(texts['venue summary']!)).toEqual([venueSite, board]);
    // The other steps run before the venue's website is known: there it stays words.
    expect(markdownLinks(texts.enhancedImageAnalysis!)).toEqual([board]);
    expect(markdownText(texts['venue vibe']!)).toContain('Book a fitting');
    expect(body.survey.venueAnalysis.website).toBe(venueSite);
  });

  it('keeps links out of model-written advice', async () => {
    const env: ServerEnv = {
      ...t.env,
      AI_PROVIDER: 'openai',
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: fake.baseURL,
      OPENAI_TIMEOUT_MS: 5_000,
    };
    const app = createApp({ ...t.deps, env });
    fake.respondWith(() => ({
      content: JSON.stringify({
        advice: `## For Clara\n\n### Now\n- Send her to ${lure} or ${autolink}. ${html} ${picture}`,
      }),
    }));
    const cookie = [...owner.jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const text = JSON.stringify({ brideId, problem: 'body-image', details: '' });
    const response = await app.request(
      '/api/help/advice',
      {
        method: 'POST',
        body: text,
        headers: { cookie, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(text)) },
      },
      { incoming: { socket: { remoteAddress: '203.0.113.21' } } },
    );
    expect(response.status).toBe(200);
    const { advice } = (await response.json()) as { advice: string };
    expect(markdownLinks(advice)).toEqual([]);
    expect(markdownText(advice)).toContain('Confirm your booking');
  });
});

describe('the Pinterest board link', () => {
  it('is refused from a look-alike domain with the usual message', async () => {
    for (const pinterestBoard of [
      'https://pinterest.eu.org/clara/wedding/',
      'https://pinterest.my.id/clara/wedding/',
      'https://evilpinterest.com/clara/wedding/',
      'https://pinterest.com.evil.example/clara/wedding/',
    ]) {
      const form = new FormData();
      form.append('name', 'Clara');
      form.append('pinterestBoard', pinterestBoard);
      form.append('boutiqueName', slug);
      const res = await t.client().post('/api/surveys', form);
      expect({ pinterestBoard, status: res.status, fields: res.body.fields }).toEqual({
        pinterestBoard,
        status: 400,
        fields: { pinterestBoard: surveyMessages.pinterestBoard },
      });
    }
  });
});
