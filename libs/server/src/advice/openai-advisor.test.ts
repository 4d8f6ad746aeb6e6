import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { type FakeChatMessage, type FakeOpenAi, startFakeOpenAi } from '@bridal/testing/fake-openai-server';
import { dressLabel } from '../dresses/dress';
import { emma, inventory, maya } from '@bridal/testing/fixtures/analysis-fixtures';
import { deciderAwayRecord } from '@bridal/testing/fixtures/record-fixtures';
import { ProviderAnswerError, ProviderUnavailableError } from '../analysis/openai/provider-errors';
import { parseServerEnv } from '../config/server-env';
import { createLogger } from '../logging/create-logger';
import type { HelpQuestion } from './advice-context';
import { adviceContextFor } from '@bridal/testing/fixtures/advice-fixtures';
import { adviseWithFallback } from './advise-with-fallback';
import { createAdvisors } from './create-advisor';
import { createLocalAdvisor, writeHelpAdvice } from './local-advisor';
import { createOpenAiAdvisor, newDressCandidates, type OpenAiAdvisorOptions } from './openai-advisor';

const logger = createLogger({ level: 'silent', name: 'advice-test' });
const context = adviceContextFor(emma);
const suggestedLabels = [...context.results.inventory!.picks, ...context.results['top-sellers']!.picks].map(
  (pick) => pick.label,
);
const newDresses: HelpQuestion = { problem: 'new-dress-recommendations', details: 'She wants sleeves' };

const json = (value: unknown) => ({ content: JSON.stringify(value) });
const textOf = (message: FakeChatMessage | undefined) => (typeof message?.content === 'string' ? message.content : '');
const goodAdvice =
  '## Help for Emma\n\n### What to do\n- Her December church ceremony calls for sleeves: offer a bolero.\n- Stay within $1,000 - $2,000.';

describe('the openai advisor', () => {
  let fake: FakeOpenAi;
  const advisor = (options: Partial<OpenAiAdvisorOptions> = {}) =>
    createOpenAiAdvisor({
      apiKey: 'sk-test',
      baseURL: fake.baseURL,
      model: 'test-model',
      timeoutMs: 5_000,
      ...options,
    });
  const withFallback = (options: Partial<OpenAiAdvisorOptions> = {}) => ({
    advisor: advisor(options),
    fallback: createLocalAdvisor(),
  });

  beforeEach(async () => {
    fake = await startFakeOpenAi();
  });
  afterEach(async () => {
    await fake.stop();
  });

  it('asks with a strict schema, her data and the note, and returns the validated advice with usage', async () => {
    fake.respondWith(() => ({ ...json({ advice: goodAdvice }), usage: { promptTokens: 300, completionTokens: 90 } }));

    const output = await advisor().helpAdvice(context, { problem: 'dress-issues', details: 'Too tight at the waist' });

    expect(output).toEqual({
      advice: goodAdvice,
      usage: { model: 'test-model', promptTokens: 300, completionTokens: 90 },
    });
    const [request] = fake.requests;
    expect(request!.body.response_format!.json_schema!.strict).toBe(true);
    expect(request!.body.response_format!.json_schema!.schema).toMatchObject({ additionalProperties: false });
    const [system, user] = request!.body.messages;
    expect(textOf(system)).toMatch(/the consultant chose "Dress fit or style concerns"/);
    expect(textOf(user)).toContain("St. Luke's Cathedral");
    expect(textOf(user)).toContain('"""Too tight at the waist"""');
    expect(textOf(user)).toContain('"alreadySuggested"');
  });

  it('offers only re-ranked dresses not yet suggested, and takes an answer that names them', async () => {
    const candidates = newDressCandidates(context, newDresses);
    // Every dress in her budget not yet suggested, but the strapless ones: she ruled them out ("No strapless, please").
    expect(candidates.length).toBeGreaterThanOrEqual(3);
    for (const dress of candidates) {
      expect(suggestedLabels).not.toContain(dressLabel(dress));
      expect(dress.neckline).not.toBe('strapless');
    }
    const label = dressLabel(candidates[0]!);
    const advice = `## New dresses for Emma\n\n### Pull next\n1. **${label}**: sleeves for her December church ceremony, within budget.`;
    fake.respondWith(() => json({ advice, dressLabels: [label] }));

    const output = await advisor().helpAdvice(context, newDresses);

    expect(output.advice).toBe(advice);
    const user = textOf(fake.requests[0]!.body.messages[1]);
    expect(user).toContain('Candidate dresses, ranked for her');
    for (const dress of candidates) expect(user).toContain(dress.id);
  });

  it('rejects an invented dress, or one already suggested, and the built-in advisor answers instead', async () => {
    for (const [advice, dressLabels] of [
      [
        '## New\n\n- **Midnight Star (Fake House, style ZZ9)** has sleeves and fits her budget.',
        ['Midnight Star (Fake House, style ZZ9)'],
      ],
      [`## New\n\n- **${suggestedLabels[0]}** again: it fits her budget.`, [suggestedLabels[0]!]],
    ] as const) {
      fake.respondWith(() => json({ advice, dressLabels }));
      await expect(advisor().helpAdvice(context, newDresses)).rejects.toBeInstanceOf(ProviderAnswerError);

      const outcome = await adviseWithFallback(
        withFallback(),
        (chosen) => chosen.helpAdvice(context, newDresses),
        logger,
      );
      expect(outcome.provider).toBe('local-fallback');
      expect(outcome.advice).toBe(writeHelpAdvice(context, newDresses));
      expect(outcome.usage?.promptTokens).toBeGreaterThan(0);
    }
  });

  it('rejects a dress that is not in the inventory in any advice, and an answer off the schema', async () => {
    fake.respondWith(() => json({ advice: `${goodAdvice}\n- Try **Nova (Pronovias, style PR77)**.` }));
    await expect(advisor().coachingAdvice(context, { consultantName: 'Jo', coachingGoals: '' })).rejects.toThrow(
      /style PR77 by Pronovias is not one of the dresses offered/,
    );
    fake.respondWith(() => json({ advice: 'Too short.' }));
    await expect(advisor().helpAdvice(context, { problem: 'body-image', details: '' })).rejects.toBeInstanceOf(
      ProviderAnswerError,
    );
  });

  it('falls back on a server error and on a timeout, well within the request', async () => {
    fake.respondWith(() => ({ status: 500 }));
    const question: HelpQuestion = { problem: 'difficult-guests', details: 'Her mom is pushy' };
    const failed = await adviseWithFallback(
      withFallback({ maxRetries: 0 }),
      (chosen) => chosen.helpAdvice(context, question),
      logger,
    );
    expect(failed).toEqual({
      advice: writeHelpAdvice(context, question),
      provider: 'local-fallback',
      usage: undefined,
    });

    fake.respondWith(() => ({ ...json({ advice: goodAdvice }), delayMs: 3_000 }));
    await expect(advisor({ timeoutMs: 300 }).helpAdvice(context, question)).rejects.toBeInstanceOf(
      ProviderUnavailableError,
    );
    const started = Date.now();
    const slow = await adviseWithFallback(
      withFallback({ timeoutMs: 300 }),
      (chosen) => chosen.helpAdvice(context, question),
      logger,
    );
    expect(slow.provider).toBe('local-fallback');
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('gives the model her record as it bears on the bride, and holds its answer to those figures', async () => {
    const withRecord = { ...adviceContextFor(maya), record: deciderAwayRecord };
    const question: HelpQuestion = { problem: 'difficult-guests', details: '' };
    const cited =
      "## Help for Maya\n\n### From your record\n- Maya shops alone: ask early who else decides. From your record: 8 of your 14 no-sales in the last 90 days were 'Decision-maker not there' (57.1 %; the rest of the team: 15 %, 6 of 40).";
    fake.respondWith(() => json({ advice: cited }));
    expect((await advisor().helpAdvice(withRecord, question)).advice).toBe(cited);
    const [system, user] = fake.requests[0]!.body.messages;
    expect(textOf(system)).toMatch(/Never invent facts/);
    expect(textOf(user)).toContain('Her own record (her last 90 days against the rest of the team)');
    expect(textOf(user)).toContain(
      "From your record: 8 of your 14 no-sales in the last 90 days were 'Decision-maker not there' (57.1 %; the rest of the team: 15 %, 6 of 40).",
    );

    // A figure it was not given: refused, and the built-in advisor answers with the true one.
    fake.respondWith(() => json({ advice: cited.replace('8 of your 14', '11 of your 14') }));
    await expect(advisor().helpAdvice(withRecord, question)).rejects.toThrow(/11 is not a figure of her record/);
    const outcome = await adviseWithFallback(
      withFallback(),
      (chosen) => chosen.helpAdvice(withRecord, question),
      logger,
    );
    expect(outcome.provider).toBe('local-fallback');
    expect(outcome.advice).toContain('From your record: 8 of your 14 no-sales');

    // Without a record that bears on her, the prompt says so and a stated figure is refused.
    fake.respondWith(() => json({ advice: `${goodAdvice}\n- Your closing ratio is 35 %: ask for the sale.` }));
    await expect(advisor().coachingAdvice(context, { consultantName: 'Jo', coachingGoals: '' })).rejects.toThrow(
      /35 % is not a figure of her record/,
    );
    expect(textOf(fake.requests.at(-1)!.body.messages[1])).toContain('gives no figure to cite for this bride');
  });

  it('coaches with the consultant’s goals in the prompt', async () => {
    fake.respondWith(() => json({ advice: goodAdvice }));
    const output = await advisor().coachingAdvice(context, { consultantName: 'Jo', coachingGoals: 'Upsell veils' });
    expect(output.advice).toBe(goodAdvice);
    expect(textOf(fake.requests[0]!.body.messages[1])).toContain('"""Upsell veils"""');
  });
});

describe('choosing the advisor', () => {
  it('uses the model when a key is set, and the built-in advisor otherwise', () => {
    expect(createAdvisors(parseServerEnv({})).advisor.name).toBe('local');
    expect(createAdvisors(parseServerEnv({ OPENAI_API_KEY: 'sk-x' })).advisor.name).toBe('openai');
    expect(createAdvisors(parseServerEnv({ OPENAI_API_KEY: 'sk-x', AI_PROVIDER: 'local' })).advisor.name).toBe('local');
    expect(() => createAdvisors(parseServerEnv({ AI_PROVIDER: 'openai' }))).toThrow(/OPENAI_API_KEY/);
    expect(inventory.length).toBeGreaterThan(0);
  });
});
