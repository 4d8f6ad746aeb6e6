import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { type FakeChatMessage, type FakeOpenAi, startFakeOpenAi } from '@bridal/testing/fake-openai-server';
import { ProviderAnswerError, ProviderUnavailableError } from '../../analysis/openai/provider-errors';
import { parseServerEnv } from '../../config/server-env';
import { createLogger } from '../../logging/create-logger';
import { createFollowUpWriters } from './create-follow-up-writers';
import type { FollowUpDraft, FollowUpWriters } from './follow-up-writer';
import { createLocalFollowUpWriter, writeLocalFollowUp } from './local-follow-up-writer';
import { createOpenAiFollowUpWriter, type OpenAiFollowUpWriterOptions } from './openai-follow-up-writer';
import { emmaFacts } from './test-follow-up-facts';
import { writeFollowUp } from './write-follow-up';

const logger = createLogger({ level: 'silent', name: 'follow-up-writer-test' });
const facts = emmaFacts();
const json = (value: unknown) => ({ content: JSON.stringify(value) });
const textOf = (message: FakeChatMessage | undefined) => (typeof message?.content === 'string' ? message.content : '');

const goodDraft: FollowUpDraft = {
  subject: 'Emma, Aurora and two gowns within your budget',
  body: [
    'Dear Emma,',
    'Thank you for coming to Belle Bridal on Saturday. You glowed in Aurora by Maggie Sottero, the lace A-line with a sweetheart neckline ($2,400).',
    'Since your budget is $1,000 to $2,000, I would love you to try Celeste by Stella York (style SY7788), a lace A-line at $1,650.',
    'Reply to this e-mail or call us at (555) 010-2000 to book your next visit.',
    'With love,\nAna Ruiz\nBelle Bridal',
  ].join('\n\n'),
  textMessage:
    'Hi Emma, it is Ana from Belle Bridal. Still dreaming of Aurora? Celeste is $1,650. Call (555) 010-2000 to come back.',
};

describe('the model follow-up writer', () => {
  let fake: FakeOpenAi;
  const writer = (options: Partial<OpenAiFollowUpWriterOptions> = {}) =>
    createOpenAiFollowUpWriter({
      apiKey: 'sk-test',
      baseURL: fake.baseURL,
      model: 'test-model',
      timeoutMs: 5_000,
      ...options,
    });
  const writers = (options: Partial<OpenAiFollowUpWriterOptions> = {}): FollowUpWriters => ({
    writer: writer(options),
    fallback: createLocalFollowUpWriter(),
  });

  beforeEach(async () => {
    fake = await startFakeOpenAi();
  });
  afterEach(async () => {
    await fake.stop();
  });

  it('asks with a strict schema and her facts, and uses a valid answer with its usage', async () => {
    fake.respondWith(() => ({ ...json(goodDraft), usage: { promptTokens: 700, completionTokens: 200 } }));

    const written = await writeFollowUp(writers(), facts, logger);

    expect(written).toEqual({
      draft: goodDraft,
      writer: 'openai',
      usage: { model: 'test-model', promptTokens: 700, completionTokens: 200 },
    });
    const [request] = fake.requests;
    expect(fake.requests).toHaveLength(1);
    expect(request!.body.response_format!.json_schema).toMatchObject({ name: 'follow_up', strict: true });
    expect(request!.body.response_format!.json_schema!.schema).toMatchObject({
      additionalProperties: false,
      required: ['subject', 'body', 'textMessage'],
    });
    const [system, user] = request!.body.messages;
    expect(textOf(system)).toContain('Answer each reason she gave');
    const prompt = textOf(user);
    expect(prompt).toContain('Write follow-up 1 of 2');
    expect(prompt).toContain('"firstName": "Emma"');
    expect(prompt).toContain('"budget": "$1,000 - $2,000"');
    expect(prompt).toContain('"Aunt June"');
    expect(prompt).toContain('"label": "Aurora (Maggie Sottero, style 21MS345)"');
    expect(prompt).toContain('"consultantNote": "the lace back"');
    expect(prompt).toContain('"label": "Celeste (Stella York, style SY7788)"');
    expect(prompt).toContain('"orderBy": "Saturday, December 26"');
    expect(prompt).toContain('"day": "Saturday, November 21"');
    // Only her facts: the rest of the inventory is not offered to the model.
    expect(prompt).not.toContain('"inventory"');
  });

  it('asks the second check-in to be shorter and different from the subjects already sent', async () => {
    fake.respondWith(() => json(goodDraft));
    const second = emmaFacts({
      step: 2,
      earlier: [{ step: 1, subject: 'Emma, we can hold Aurora for you', sentAt: new Date() }],
    });
    await writer().write(second);
    const [system, user] = fake.requests[0]!.body.messages;
    expect(textOf(system)).toContain('second, last check-in');
    expect(textOf(user)).toContain('"earlierSubjects": [\n  "Emma, we can hold Aurora for you"');
  });

  it('falls back to the built-in draft, marked local-fallback, on an off-schema answer', async () => {
    for (const answer of [
      json({ subject: 'Hi', body: 'Too short.' }),
      json({ ...goodDraft, textMessage: 'x'.repeat(481) }),
      { content: 'not json at all' },
    ]) {
      fake.respondWith(() => ({ ...answer, usage: { promptTokens: 50, completionTokens: 10 } }));
      const before = fake.requests.length;
      await expect(writer().write(facts)).rejects.toBeInstanceOf(ProviderAnswerError);
      const written = await writeFollowUp(writers(), facts, logger);
      expect(written.writer).toBe('local-fallback');
      expect(written.draft).toEqual(writeLocalFollowUp(facts));
      // One corrective retry, both billed.
      expect(fake.requests.length - before).toBe(4);
      expect(written.usage).toEqual({ model: 'test-model', promptTokens: 100, completionTokens: 20 });
    }
  });

  it('falls back on a server error and on a timeout', async () => {
    fake.respondWith(() => ({ status: 500 }));
    const failed = await writeFollowUp(writers({ maxRetries: 0 }), facts, logger);
    expect(failed).toEqual({ draft: writeLocalFollowUp(facts), writer: 'local-fallback', usage: undefined });

    fake.respondWith(() => ({ ...json(goodDraft), delayMs: 3_000 }));
    await expect(writer({ timeoutMs: 300 }).write(facts)).rejects.toBeInstanceOf(ProviderUnavailableError);
    const started = Date.now();
    const slow = await writeFollowUp(writers({ timeoutMs: 300 }), facts, logger);
    expect(slow.writer).toBe('local-fallback');
    expect(Date.now() - started).toBeLessThan(2_000);

    // The configured timeout holds when it is shorter than the writer's own 30 seconds.
    const configured = createFollowUpWriters(
      parseServerEnv({ OPENAI_API_KEY: 'sk-x', OPENAI_BASE_URL: fake.baseURL, OPENAI_TIMEOUT_MS: '1000' }),
    );
    const begun = Date.now();
    await expect(writeFollowUp(configured, facts, logger)).resolves.toMatchObject({ writer: 'local-fallback' });
    expect(Date.now() - begun).toBeLessThan(2_900);
  });

  it('refuses a draft naming a dress that is not in her facts, or leaving out the one she loved', async () => {
    const refused: [FollowUpDraft, RegExp][] = [
      // Invented.
      [
        { ...goodDraft, body: `${goodDraft.body}\n\nOr Midnight Star (Fake House, style ZZ9).` },
        /style ZZ9 by Fake House is not one of the dresses offered/,
      ],
      // In stock, but not one of hers: by label, and by name and designer.
      [
        { ...goodDraft, body: `${goodDraft.body}\n\nAlso Nova (Pronovias, style PR77).` },
        /style PR77 by Pronovias is not one/,
      ],
      [
        {
          ...goodDraft,
          body: goodDraft.body.replace('Celeste by Stella York', 'Celeste by Stella York, or Vera by Allure,'),
        },
        /Vera by Allure is not one of her dresses/,
      ],
      [
        { ...goodDraft, body: goodDraft.body.replace(/Aurora/g, 'your favourite') },
        /does not name the dress she loved \(Aurora\)/,
      ],
      [{ ...goodDraft, body: `${goodDraft.body}\n\nBook at https://example.com/book` }, /plain text/],
    ];
    const inventory = [
      ...facts.inventory!,
      { ...facts.inventory![0]!, id: 'x-vera', name: 'Vera', designer: 'Allure', styleNumber: 'AL1' },
      { ...facts.inventory![0]!, id: 'x-nova', name: 'Nova', designer: 'Pronovias', styleNumber: 'PR77' },
    ];
    for (const [draft, problem] of refused) {
      fake.respondWith(() => json(draft));
      await expect(writer().write({ ...facts, inventory })).rejects.toThrow(problem);
      const written = await writeFollowUp(writers(), { ...facts, inventory }, logger);
      expect(written.writer).toBe('local-fallback');
    }
    // Her dresses and a typed one of a replaced upload are allowed, by label or by name.
    const gone = { dress: null, label: 'Lyra (Allure, style 9801)', reason: '' };
    const withGone = { ...facts, loved: [...facts.loved, gone] };
    const naming = {
      ...goodDraft,
      body: `${goodDraft.body}\n\nLyra (Allure, style 9801) is gone, and Juno (Pronovias, style PR4410) was not for you.`,
    };
    fake.respondWith(() => json(naming));
    await expect(writer().write(withGone)).resolves.toMatchObject({ draft: naming });
  });
});

describe('choosing the follow-up writer', () => {
  it('uses the model when a key is set, and the built-in writer otherwise', () => {
    expect(createFollowUpWriters(parseServerEnv({})).writer.name).toBe('local');
    const local = createFollowUpWriters(parseServerEnv({ OPENAI_API_KEY: 'sk-x', AI_PROVIDER: 'local' }));
    expect(local.writer).toBe(local.fallback);
    const model = createFollowUpWriters(parseServerEnv({ OPENAI_API_KEY: 'sk-x' }));
    expect(model.writer.name).toBe('openai');
    expect(model.fallback.name).toBe('local');
    expect(() => createFollowUpWriters(parseServerEnv({ AI_PROVIDER: 'openai' }))).toThrow(/OPENAI_API_KEY/);
  });

  it('lets a failure of the built-in writer itself through', async () => {
    const broken = { name: 'local' as const, write: () => Promise.reject(new Error('boom')) };
    await expect(writeFollowUp({ writer: broken, fallback: broken }, facts, logger)).rejects.toThrow('boom');
  });
});
