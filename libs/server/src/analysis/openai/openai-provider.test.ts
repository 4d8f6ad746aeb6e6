import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import type { SurveyAnswers } from '@bridal/shared/survey/survey-schema';
import { type FakeChatMessage, type FakeOpenAi, startFakeOpenAi } from '@bridal/testing/fake-openai-server';
import sharp from 'sharp';
import type { AnalysisContext } from '../analysis-provider';
import type { VenueResult } from '../../plans/analysis-schemas';
import type { BrideProfile, BridePhoto } from '../../plans/bride-profile';
import type { Dress } from '../../dresses/dress';
import { createOpenAiProvider, type OpenAiProviderOptions } from './openai-provider';
import { ProviderAnswerError, ProviderRateLimitError, ProviderUnavailableError } from './provider-errors';

const apiKey = 'sk-test-not-a-real-key';

const answers: SurveyAnswers = {
  name: 'Emma',
  weddingDate: '2026-09-12',
  weddingLocation: 'Napa, CA',
  weddingVenue: 'Meadowood Estate',
  pinterestBoard: '',
  weddingVibes: ['garden-party', 'classic'],
  specificVision: 'Lace sleeves, nothing too poofy',
  shoppingParty: ['mom', 'other', 'custom:Aunt Jo'],
  currentFeeling: ['nervous'],
  customFeeling: '',
  shoppingIntention: 'serious-shopping',
  customIntention: '',
  budget: '2000-3000',
  customBudget: '',
  additionalNotes: '',
  boutiqueName: 'demo',
  dressSize: '',
};

function photo(index: number): BridePhoto {
  return {
    id: randomUUID(),
    storageKey: `photos/${index}.jpg`,
    contentType: 'image/jpeg',
    facts: {
      width: 8,
      height: 8,
      orientation: 'square',
      brightness: 0.8,
      saturation: 0.2,
      warmth: 0.6,
      dominantColours: [{ hex: '#f3ede4', name: 'ivory', share: 0.9 }],
    },
  };
}

function bride(overrides: Partial<BrideProfile> = {}): BrideProfile {
  return {
    id: randomUUID(),
    boutiqueId: 99,
    name: 'Emma',
    weddingDate: answers.weddingDate,
    weddingVenue: answers.weddingVenue,
    weddingLocation: answers.weddingLocation,
    answers,
    photos: [],
    submittedAt: new Date('2026-03-01T10:00:00Z'),
    ...overrides,
  };
}

function dress(overrides: Partial<Dress> = {}): Dress {
  return {
    id: randomUUID(),
    styleNumber: 'MS100',
    designer: 'Maggie Sottero',
    name: 'Aurora',
    price: 2400,
    silhouette: 'a-line',
    neckline: 'v-neck',
    fabric: 'lace',
    colour: 'ivory',
    sleeves: 'long',
    train: 'chapel',
    sizes: ['8', '10'],
    tags: [],
    styles: ['romantic', 'garden'],
    description: '',
    isTopSeller: false,
    ...overrides,
  };
}

const context = (overrides: Partial<AnalysisContext> = {}): AnalysisContext => ({
  bride: bride(),
  inventory: [],
  today: new Date('2026-03-02T00:00:00Z'),
  ...overrides,
});

const venueAnswer: VenueResult = {
  summary: 'A relaxed, elegant vineyard celebration among the Napa hills.',
  vibe: 'Light lace and a chapel train that will not drag through the gravel.',
  venueType: 'vineyard',
  setting: 'outdoor',
  season: 'autumn',
  formality: 'formal',
  website: null,
};

const styleAnswer = {
  styleSummary: 'Romantic garden classic with lace sleeves.',
  enhancedImageAnalysis: 'Both photos show **ivory lace** with long sleeves.',
  keywords: ['romantic', 'garden'],
  preferredSilhouettes: ['a-line'],
  preferredNecklines: ['v-neck'],
  preferredFabrics: ['lace'],
  palette: ['ivory'],
};

const json = (value: unknown) => ({ content: JSON.stringify(value) });

function pick(dressId: string, price: number | null = 999) {
  return { dressId, label: 'Whatever the model wrote', price, score: 88, reasons: ['Lace sleeves as she asked'] };
}

function textOf(message: FakeChatMessage | undefined): string {
  if (!message) return '';
  if (typeof message.content === 'string') return message.content;
  return (message.content ?? []).map((part) => part.text ?? '').join('\n');
}

/** Every object node of a JSON schema. */
function objectNodes(node: unknown): Record<string, unknown>[] {
  if (Array.isArray(node)) return node.flatMap(objectNodes);
  if (typeof node !== 'object' || node === null) return [];
  const schema = node as Record<string, unknown>;
  return [...(schema.type === 'object' ? [schema] : []), ...Object.values(schema).flatMap(objectNodes)];
}

describe('the openai analysis provider', () => {
  let fake: FakeOpenAi;
  const provider = (options: Partial<OpenAiProviderOptions> = {}) =>
    createOpenAiProvider({ apiKey, baseURL: fake.baseURL, model: 'test-model', timeoutMs: 5_000, ...options });

  beforeEach(async () => {
    fake = await startFakeOpenAi();
  });
  afterEach(async () => {
    await fake.stop();
  });

  describe('structured output', () => {
    it('asks for a strict JSON schema with her data in labels, and returns the validated answer with usage', async () => {
      fake.respondWith(() => ({
        ...json({ ...venueAnswer, citations: null }),
        usage: { promptTokens: 120, completionTokens: 45 },
      }));

      const output = await provider().run('venue', context());

      expect(output.result).toEqual(venueAnswer);
      expect(output.usage).toEqual({ model: 'test-model', promptTokens: 120, completionTokens: 45 });
      expect(fake.requests).toHaveLength(1);
      const [request] = fake.requests;
      expect(request!.path).toBe('/v1/chat/completions');
      expect(request!.headers.authorization).toBe(`Bearer ${apiKey}`);
      expect(request!.body.model).toBe('test-model');
      const format = request!.body.response_format!;
      expect(format.type).toBe('json_schema');
      expect(format.json_schema!.strict).toBe(true);
      const objects = objectNodes(format.json_schema!.schema);
      expect(objects.length).toBeGreaterThan(0);
      for (const object of objects) expect(object.additionalProperties).toBe(false);

      const [system, user] = request!.body.messages;
      expect(system!.role).toBe('system');
      expect(textOf(system)).toMatch(/senior bridal consultant coach/);
      const data = textOf(user);
      expect(data).toContain('Meadowood Estate');
      expect(data).toContain('Garden Party');
      expect(data).toContain('Classic');
      expect(data).toContain('Aunt Jo');
      expect(data).toContain('$2,000 - $3,000');
      expect(data).toContain('"daysUntilWedding":194');
      expect(data).not.toContain('garden-party');
    });

    it('asks once more after malformed JSON, saying why, and takes the second answer', async () => {
      fake.respondWith((request) => (request.index === 0 ? { content: '{"summary": "A vineyard' } : json(venueAnswer)));

      const output = await provider().run('venue', context());

      expect(output.result).toEqual(venueAnswer);
      expect(fake.requests).toHaveLength(2);
      const retry = fake.requests[1]!.body.messages;
      expect(retry.at(-2)).toMatchObject({ role: 'assistant', content: '{"summary": "A vineyard' });
      expect(textOf(retry.at(-1))).toMatch(
        /^Your previous answer was not valid: it is not JSON.*Answer again with JSON matching the schema\.$/,
      );
      const messageCounts = fake.requests.map((request) => request.body.messages.length);
      expect(messageCounts).toEqual([2, 4]);
      expect(output.usage!.promptTokens).toBeGreaterThan(0);
    });

    it('names the zod issues when the answer misses the schema', async () => {
      fake.respondWith((request) =>
        request.index === 0 ? json({ ...venueAnswer, venueType: 'castle' }) : json(venueAnswer),
      );

      await provider().run('venue', context());

      expect(textOf(fake.requests[1]!.body.messages.at(-1))).toMatch(/not valid: venueType: /);
    });

    it('gives up with ProviderAnswerError after two malformed answers, keeping the tokens spent', async () => {
      fake.respondWith(() => ({ content: 'Sure! Here is the analysis you asked for.' }));

      const error = await provider()
        .run('venue', context())
        .catch((caught: unknown) => caught);

      expect(error).toBeInstanceOf(ProviderAnswerError);
      expect((error as ProviderAnswerError).usage?.promptTokens).toBeGreaterThan(0);
      expect(fake.requests).toHaveLength(2);
    });
  });

  describe('errors', () => {
    it('surfaces a 429 that outlives the SDK retries as ProviderRateLimitError', async () => {
      fake.respondWith(() => ({ status: 429 }));

      const error = await provider({ maxRetries: 1 })
        .run('venue', context())
        .catch((caught: unknown) => caught);

      expect(error).toBeInstanceOf(ProviderRateLimitError);
      expect((error as ProviderRateLimitError).retryAfterMs).toBeUndefined();
      expect(fake.requests).toHaveLength(2);
    });

    it('passes the server retry-after on, in milliseconds', async () => {
      fake.respondWith(() => ({ status: 429, retryAfterSeconds: 2 }));

      const error = await provider({ maxRetries: 0 })
        .run('venue', context())
        .catch((caught: unknown) => caught);

      expect(error).toBeInstanceOf(ProviderRateLimitError);
      expect((error as ProviderRateLimitError).retryAfterMs).toBe(2000);
    });

    it('lets the SDK retry a single 429', async () => {
      fake.respondWith((request) => (request.index === 0 ? { status: 429, retryAfterSeconds: 0 } : json(venueAnswer)));

      const output = await provider({ maxRetries: 1 }).run('venue', context());

      expect(output.result).toEqual(venueAnswer);
      expect(fake.requests).toHaveLength(2);
    });

    it('reports a timeout as ProviderUnavailableError', async () => {
      fake.respondWith(() => ({ ...json(venueAnswer), delayMs: 3_000 }));
      const started = Date.now();

      const error = await provider({ timeoutMs: 300, maxRetries: 0 })
        .run('venue', context())
        .catch((caught: unknown) => caught);

      expect(error).toBeInstanceOf(ProviderUnavailableError);
      // Under jest the abort error comes from another realm, so the SDK calls it a connection
      // error rather than a timeout; the time it took shows the 300 ms limit is what ended it.
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(fake.requests).toHaveLength(1);
    });

    it('reports a server error or a body that is not an API response as ProviderUnavailableError', async () => {
      fake.respondWith(() => ({ status: 500 }));
      const serverError = await provider({ maxRetries: 0 })
        .run('strategy', context())
        .catch((caught: unknown) => caught);
      expect(serverError).toBeInstanceOf(ProviderUnavailableError);
      expect((serverError as ProviderUnavailableError).status).toBe(500);

      fake.respondWith(() => ({ raw: '<html>Bad gateway' }));
      const garbage = await provider({ maxRetries: 0 })
        .run('strategy', context())
        .catch((caught: unknown) => caught);
      expect(garbage).toBeInstanceOf(ProviderUnavailableError);
    });
  });

  describe('dress picks', () => {
    const aurora = dress({ name: 'Aurora', price: 2400 });
    const bella = dress({ name: 'Bella', styleNumber: 'MS200', price: 2800, isTopSeller: true });
    const cora = dress({ name: 'Cora', styleNumber: 'MS300', price: null, styles: ['modern'] });
    const inventory = [aurora, bella, cora];
    const inventedId = randomUUID();
    const inventoryAnswer = (picks: unknown[]) =>
      json({ suggestedDresses: 'Pull these first.', picks, guidance: null });

    it('sends the candidates, limits dressId to them, and rebuilds label and price from our records', async () => {
      fake.respondWith(() => inventoryAnswer([pick(aurora.id, 1), pick(cora.id, 5000)]));

      const { result } = await provider().run('inventory', context({ inventory }));

      expect(result.picks.map(({ dressId, label, price }) => ({ dressId, label, price }))).toEqual([
        { dressId: aurora.id, label: 'Aurora (Maggie Sottero, style MS100)', price: 2400 },
        { dressId: cora.id, label: 'Cora (Maggie Sottero, style MS300)', price: null },
      ]);
      // Her size is unknown: the plan says to ask.
      expect(result.suggestedDresses).toBe('> Her size is not known: ask her before pulling.\n\nPull these first.');
      const body = fake.requests[0]!.body;
      const user = textOf(body.messages[1]);
      for (const candidate of inventory) expect(user).toContain(candidate.id);
      expect(user).toContain('"price":2400');
      const schema = body.response_format!.json_schema!.schema as { properties: Record<string, any> };
      expect(schema.properties.picks.items.properties.dressId.enum).toEqual(inventory.map((entry) => entry.id));
    });

    it('asks again naming an invented dress, and takes the corrected picks', async () => {
      fake.respondWith((request) =>
        request.index === 0 ? inventoryAnswer([pick(inventedId)]) : inventoryAnswer([pick(bella.id, 10)]),
      );

      const { result, usage } = await provider().run('inventory', context({ inventory }));

      expect(fake.requests).toHaveLength(2);
      const retry = textOf(fake.requests[1]!.body.messages.at(-1));
      expect(retry).toContain(inventedId);
      expect(retry).toMatch(/not in the list/);
      expect(result.picks).toEqual([{ ...pick(bella.id), label: 'Bella (Maggie Sottero, style MS200)', price: 2800 }]);
      expect(usage!.promptTokens).toBeGreaterThan(0);
    });

    it('drops dresses invented twice and keeps the real ones, without the text that described them', async () => {
      fake.respondWith(() => inventoryAnswer([pick(inventedId), pick(aurora.id)]));

      const { result } = await provider().run('inventory', context({ inventory }));

      expect(fake.requests).toHaveLength(2);
      expect(result.picks.map((entry) => entry.dressId)).toEqual([aurora.id]);
      expect(result.suggestedDresses).toContain('Aurora (Maggie Sottero, style MS100)');
      expect(result.suggestedDresses).toContain('$2,400');
    });

    it('fails with ProviderAnswerError when every pick is invented, twice', async () => {
      fake.respondWith(() => inventoryAnswer([pick(inventedId)]));

      await expect(provider().run('inventory', context({ inventory }))).rejects.toBeInstanceOf(ProviderAnswerError);
      expect(fake.requests).toHaveLength(2);
    });

    it('offers at most 60 dresses from a large inventory, those in her budget and style first', async () => {
      const fitting = Array.from({ length: 20 }, (_, index) =>
        dress({ name: `Fit ${index}`, price: 2500, styles: ['garden', 'classic'] }),
      );
      const others = Array.from({ length: 200 }, (_, index) =>
        dress({ name: `Other ${index}`, price: index % 2 === 0 ? 9000 : 2900, styles: ['sexy'] }),
      );
      fake.respondWith(() => inventoryAnswer([pick(fitting[0]!.id)]));

      await provider().run('inventory', context({ inventory: [...others, ...fitting] }));

      const user = textOf(fake.requests[0]!.body.messages[1]);
      const lines = user.split('\n').filter((line) => line.startsWith('{"id"'));
      expect(lines).toHaveLength(60);
      for (const entry of fitting) expect(user).toContain(entry.id);
      expect(user).toContain('the 60 closest to her budget and style out of 220');
      // Far over her budget: the rules leave them out before the model sees the list.
      expect(user).not.toContain('"price":9000');
    });

    it('offers only dresses in her size and budget, plus one labelled stretch, and labels the picks from our records', async () => {
      const sized = {
        ...answers,
        budget: 'under-1000',
        additionalNotes: 'I wear a size 20, please only pull my size.',
      };
      const inSize = dress({ name: 'In Size', price: 950, sizes: ['20'] });
      const sample = dress({
        name: 'Sample',
        price: 900,
        sizes: ['8'],
        sampleSizes: ['20'],
        orderRange: { min: 0, max: 30 },
      });
      const stretch = dress({ name: 'Stretch', price: 1150, sizes: ['18', '20'] });
      const tooDear = dress({ name: 'Too Dear', price: 1200, sizes: ['20'] });
      const tooSmall = dress({ name: 'Too Small', price: 800, sizes: ['6', '8'], orderRange: { min: 0, max: 16 } });
      fake.respondWith(() =>
        inventoryAnswer([{ ...pick(inSize.id), stretch: true }, pick(sample.id), pick(stretch.id)]),
      );

      const { result } = await provider().run(
        'inventory',
        context({ bride: bride({ answers: sized }), inventory: [tooSmall, tooDear, stretch, sample, inSize] }),
      );

      const user = textOf(fake.requests[0]!.body.messages[1]);
      const offered = user.split('\n').filter((line) => line.startsWith('{"id"'));
      expect(offered.map((line) => (JSON.parse(line) as { id: string }).id)).toEqual([
        sample.id,
        inSize.id,
        stretch.id,
      ]);
      expect(offered[2]).toContain('"stretch":true');
      expect(user).toContain('Every dress listed comes in her size (US 20)');
      expect(result.picks.map((entry) => [entry.dressId, entry.stretch, entry.reasons[0]])).toEqual([
        [inSize.id, undefined, 'in stock in 20'],
        [sample.id, undefined, 'sample in 20, orders 0-30'],
        [stretch.id, true, expect.stringMatching(/^stretch pick: \$1,150 is 15% over her under \$1,000 budget/)],
      ]);
      expect(result.suggestedDresses).toMatch(/One stretch pick, above her under \$1,000 budget/);
    });

    it('keeps to her limits: never offers what she ruled out, tells the model her words, and checks its answer', async () => {
      const ruling = {
        ...answers,
        specificVision: 'I would never wear a strapless gown. I have always dreamed of a blush gown.',
      };
      const strapless = dress({ name: 'Strapless', neckline: 'strapless', colour: 'Ivory' });
      const blush = dress({ name: 'Blush', neckline: 'v-neck', colour: 'Blush' });
      const ivory = dress({ name: 'Ivory', neckline: 'v-neck', colour: 'Ivory' });
      // The model names the dress she ruled out first: it is not on its list, so it is asked again.
      fake.respondWith((request) =>
        request.index === 0
          ? inventoryAnswer([pick(strapless.id), pick(blush.id)])
          : inventoryAnswer([pick(blush.id), pick(ivory.id)]),
      );

      const { result } = await provider().run(
        'inventory',
        context({ bride: bride({ answers: ruling }), inventory: [strapless, blush, ivory] }),
      );

      const user = textOf(fake.requests[0]!.body.messages[1]);
      const offered = user.split('\n').filter((line) => line.startsWith('{"id"'));
      expect(offered.map((line) => (JSON.parse(line) as { id: string }).id)).toEqual([blush.id, ivory.id]);
      expect(user).toContain('She ruled out strapless ("I would never wear a strapless gown")');
      expect(user).toMatch(/She asked for colour \("I have always dreamed of a blush gown"\): put dresses in it first/);
      expect(result.picks.map((entry) => entry.dressId)).toEqual([blush.id, ivory.id]);
      expect(result.suggestedDresses).toMatch(/Kept out, as she asked: strapless .*: 1 dress\./);
    });

    it('makes no call when no dress passes the rules, and says why', async () => {
      const sized = { ...answers, budget: 'under-1000', additionalNotes: 'I wear a size 20.' };
      const { result, usage } = await provider().run(
        'inventory',
        context({ bride: bride({ answers: sized }), inventory: [dress({ price: 800, sizes: ['6'] })] }),
      );
      expect(fake.requests).toHaveLength(0);
      expect(usage).toBeUndefined();
      expect(result.picks).toEqual([]);
      expect(result.suggestedDresses).toMatch(/No dress in stock in her size \(US 20\) fits her under \$1,000 budget/);
    });

    it('gives style guidance and no picks when the boutique has no inventory', async () => {
      fake.respondWith(() =>
        json({ suggestedDresses: 'No inventory yet: look for these.', picks: [], guidance: 'Pull lace A-lines.' }),
      );

      const { result } = await provider().run('inventory', context({ inventory: [] }));

      expect(result).toEqual({
        suggestedDresses: 'No inventory yet: look for these.',
        picks: [],
        guidance: 'Pull lace A-lines.',
      });
      const schema = fake.requests[0]!.body.response_format!.json_schema!.schema as { properties: Record<string, any> };
      expect(schema.properties.picks.maxItems).toBe(0);
    });

    it('ranks only the top sellers, and rejects an ordinary dress as not offered', async () => {
      fake.respondWith((request) =>
        request.index === 0
          ? json({ topSellerRecommendation: 'Show Aurora.', picks: [pick(aurora.id)] })
          : json({ topSellerRecommendation: 'Show Bella.', picks: [pick(bella.id)] }),
      );

      const { result } = await provider().run('top-sellers', context({ inventory }));

      const user = textOf(fake.requests[0]!.body.messages[1]);
      expect(user).toContain(bella.id);
      expect(user).not.toContain(aurora.id);
      expect(textOf(fake.requests[1]!.body.messages.at(-1))).toContain(aurora.id);
      expect(result).toEqual({
        topSellerRecommendation: 'Show Bella.',
        picks: [{ ...pick(bella.id), label: 'Bella (Maggie Sottero, style MS200)', price: 2800 }],
      });
    });

    it('says honestly that there are no top sellers, without calling the model', async () => {
      const output = await provider().run('top-sellers', context({ inventory: [aurora] }));

      expect(fake.requests).toHaveLength(0);
      expect(output.usage).toBeUndefined();
      expect(output.result.picks).toEqual([]);
      expect(output.result.topSellerRecommendation).toMatch(/not flagged any top sellers/);
    });
  });

  describe('the style step', () => {
    it('sends her photos as JPEG data URLs to the vision model', async () => {
      const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#f3ede4' } })
        .jpeg()
        .toBuffer();
      const read: string[] = [];
      const readPhoto = async (storageKey: string) => {
        read.push(storageKey);
        return jpeg;
      };
      fake.respondWith(() => json(styleAnswer));

      const output = await provider({ visionModel: 'vision-model' }).run(
        'style',
        context({ bride: bride({ photos: [photo(1), photo(2)] }), readPhoto }),
      );

      expect(output.result).toEqual(styleAnswer);
      expect(output.usage!.model).toBe('vision-model');
      expect(read).toEqual(['photos/1.jpg', 'photos/2.jpg']);
      const body = fake.requests[0]!.body;
      expect(body.model).toBe('vision-model');
      const parts = body.messages[1]!.content as Exclude<FakeChatMessage['content'], string | null>;
      const images = parts.filter((part) => part.type === 'image_url');
      expect(images).toHaveLength(2);
      for (const image of images) expect(image.image_url!.url).toMatch(/^data:image\/jpeg;base64,\/9j\//);
      expect(parts[0]!.text).toContain('ivory 90%');
    });

    it('sends text only to the main model when she has no photos', async () => {
      fake.respondWith(() => json(styleAnswer));

      await provider({ visionModel: 'vision-model' }).run('style', context());

      const body = fake.requests[0]!.body;
      expect(body.model).toBe('test-model');
      expect(typeof body.messages[1]!.content).toBe('string');
      expect(textOf(body.messages[1])).toContain('She uploaded no inspiration photos.');
    });
  });
});
