/**
 * The model for the latency-bound scaling runs: the tests' fake OpenAI-compatible server
 * (libs/testing/src/fake-openai-server.ts), answering every chat completion after a fixed
 * MODEL_DELAY_MS with a valid structured answer for its step, as a fast model would. The answers
 * are the built-in analyst's own results for one of its test brides (analysis-fixtures.ts), so they
 * pass the step schemas; the dress picks are the first dresses the request offers (the dressId
 * enum of its schema, as the provider's tests read it), so they exist in the boutique's inventory.
 * Run by the benchmark in a process of its own (bench-process.ts); it says `{ ready: baseURL }` and
 * answers each job with the requests it answered since the last job, by schema name.
 */
import type { AnalysisStep } from '@bridal/server/plans/analysis-schemas';
import { resultSchemaOf } from '@bridal/server/plans/analysis-schemas';
import { contextFor, emma } from '@bridal/testing/fixtures/analysis-fixtures';
import { createLocalProvider } from '@bridal/server/analysis/local/local-provider';
import { type FakeAnswer, type RecordedRequest, startFakeOpenAi } from '@bridal/testing/fake-openai-server';
import { serveBenchJobs } from './bench-process';

export interface ModelRequestCounts {
  /** Requests answered, by the name of the schema they asked for. */
  bySchema: Record<string, number>;
  /** Requests for a schema this server has no answer for (answered 400). */
  unknown: number;
}

const delayMs = Number(process.env.MODEL_DELAY_MS);
if (!Number.isInteger(delayMs) || delayMs < 0) {
  process.send?.({
    fatal: `MODEL_DELAY_MS must be a whole number of milliseconds, not "${process.env.MODEL_DELAY_MS}"`,
  });
  process.exit(1);
}

// The step each schema name belongs to (openai-provider.ts names them), and its answer.
const local = createLocalProvider();
const answerOf = async <S extends AnalysisStep>(step: S, inventory = contextFor(emma).inventory) =>
  resultSchemaOf[step].parse((await local.run(step, contextFor(emma, inventory))).result) as Record<string, unknown>;
const answers: Record<string, Record<string, unknown>> = {
  venue_analysis: await answerOf('venue'),
  style_analysis: await answerOf('style'),
  consultation_strategy: await answerOf('strategy'),
  inventory_picks: await answerOf('inventory'),
  inventory_guidance: await answerOf('inventory', []),
  top_seller_picks: await answerOf('top-sellers'),
};
const template = (answers.inventory_picks!.picks as Record<string, unknown>[])[0];
if (!template) {
  process.send?.({ fatal: "the built-in analyst picked no dress for the fixtures' bride" });
  process.exit(1);
}

/** The dress ids the request offers (its schema limits dressId to them), at most 3 as the schema allows. */
function offeredIds(request: RecordedRequest): string[] {
  const schema = request.body.response_format?.json_schema?.schema as
    { properties?: { picks?: { items?: { properties?: { dressId?: { enum?: unknown } } } } } } | undefined;
  const ids = schema?.properties?.picks?.items?.properties?.dressId?.enum;
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string').slice(0, 3) : [];
}

let counts: ModelRequestCounts = { bySchema: {}, unknown: 0 };

function answer(request: RecordedRequest): FakeAnswer {
  const name = request.body.response_format?.json_schema?.name ?? '(none)';
  const base = answers[name];
  if (!base) {
    counts.unknown += 1;
    return { status: 400, message: `bench model: no answer for the schema "${name}"` };
  }
  counts.bySchema[name] = (counts.bySchema[name] ?? 0) + 1;
  const value = Array.isArray(base.picks)
    ? { ...base, picks: offeredIds(request).map((dressId) => ({ ...template, dressId })) }
    : base;
  return { content: JSON.stringify(value), delayMs };
}

const fake = await startFakeOpenAi();
fake.respondWith(answer);

serveBenchJobs(fake.baseURL, async () => {
  const taken = counts;
  counts = { bySchema: {}, unknown: 0 };
  // The fake keeps every request it received; these are counted, so let them go.
  fake.requests.length = 0;
  return taken;
});

process.on('SIGTERM', () => {
  void fake.stop().finally(() => process.exit(0));
});
