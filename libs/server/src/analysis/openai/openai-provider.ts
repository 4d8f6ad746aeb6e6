import { escapeMarkdown } from '@bridal/shared/markdown/escape-markdown';
import type { AnalysisContext, AnalysisProvider, StepOutput } from '../analysis-provider';
import {
  type AnalysisStep,
  inventoryResultSchema,
  strategyResultSchema,
  styleResultSchema,
  topSellerResultSchema,
  venueResultSchema,
} from '../../plans/analysis-schemas';
import { askForJson, type AskForJsonOptions } from './ask-for-json';
import { createOpenAiClient, type OpenAiConnection } from './openai-client';
import { offerOnly, pickDresses } from './pick-dresses';
import { inventoryPrompt } from './prompts/inventory-prompt';
import { strategyPrompt } from './prompts/strategy-prompt';
import { stylePrompt } from './prompts/style-prompt';
import { topSellersPrompt } from './prompts/top-sellers-prompt';
import { venuePrompt } from './prompts/venue-prompt';
import { readPhotoParts } from './read-photo-parts';
import { renderPicks } from './render-picks';
import { buildFitCriteria } from '../local/build-fit-criteria';
import { rankInventory } from '../local/rank-inventory';
import { recommendTopSellers } from '../local/recommend-top-sellers';
import { ruleTopSellers } from '../pull-rules/rule-top-sellers';
import { describePullNotes } from '../pull-rules/describe-pull-notes';
import { labelRuledPicks, selectCandidates, selectRuledCandidates } from './select-candidates';
import { toStrictJsonSchema } from './strict-json-schema';
import { UsageMeter } from './usage-meter';

export interface OpenAiProviderOptions extends OpenAiConnection {
  /** For the style step when the bride sent photos; `model` when absent. */
  visionModel?: string;
  /** Per request, not per step. */
  timeoutMs: number;
}

type StepRunners = { [S in AnalysisStep]: (context: AnalysisContext) => Promise<StepOutput<S>> };

/** The analysis steps answered by a model through the official SDK, with answers held to our schemas. */
export function createOpenAiProvider(options: OpenAiProviderOptions): AnalysisProvider {
  const client = createOpenAiClient(options, 2);
  const formats = {
    venue: toStrictJsonSchema(venueResultSchema),
    style: toStrictJsonSchema(styleResultSchema),
    strategy: toStrictJsonSchema(strategyResultSchema),
    inventory: toStrictJsonSchema(inventoryResultSchema),
    topSellers: toStrictJsonSchema(topSellerResultSchema),
  };
  const call = (name: string, meter: UsageMeter) => ({
    client,
    model: meter.model,
    timeoutMs: options.timeoutMs,
    name,
    meter,
  });
  /** One model call answering a whole step, with the tokens it spent. */
  const answerStep = async <T>(
    name: string,
    model: string,
    question: Pick<AskForJsonOptions<T>, 'messages' | 'schema' | 'format'>,
  ) => {
    const meter = new UsageMeter(model);
    const { value } = await askForJson({ ...call(name, meter), ...question });
    return { result: value, usage: meter.total() };
  };

  /** A step one text-only call answers from its prompt. */
  const promptStep =
    <T>(
      name: string,
      prompt: (context: AnalysisContext) => AskForJsonOptions<T>['messages'],
      answer: Pick<AskForJsonOptions<T>, 'schema' | 'format'>,
    ) =>
    async (context: AnalysisContext) =>
      answerStep(name, options.model, { messages: prompt(context), ...answer });

  const runners: StepRunners = {
    venue: promptStep('venue_analysis', venuePrompt, { schema: venueResultSchema, format: formats.venue }),

    async style(context) {
      const images = await readPhotoParts(context);
      const model = images.length > 0 ? (options.visionModel ?? options.model) : options.model;
      return answerStep('style_analysis', model, {
        messages: stylePrompt(context, images),
        schema: styleResultSchema,
        format: formats.style,
      });
    },

    strategy: promptStep('consultation_strategy', strategyPrompt, {
      schema: strategyResultSchema,
      format: formats.strategy,
    }),

    async inventory(context) {
      const meter = new UsageMeter(options.model);
      const ruled = selectRuledCandidates(context);
      const { candidates } = ruled;
      // Dresses in stock but none her size and budget allow: nothing for a model to choose, and the
      // built-in analyst's plan says why, so no call is made.
      if (candidates.length === 0 && context.inventory.length > 0) return { result: rankInventory(context) };
      if (candidates.length === 0) {
        const { value } = await askForJson({
          ...call('inventory_guidance', meter),
          messages: inventoryPrompt(context, []),
          schema: inventoryResultSchema,
          format: formats.inventory,
          requestSchema: offerOnly(formats.inventory.schema, []),
          check: (answer) => [
            ...(answer.picks.length > 0 ? ['picks must be an empty list: the boutique has no inventory'] : []),
            ...(answer.guidance?.trim() ? [] : ['guidance must hold the style guidance']),
          ],
        });
        return { result: { ...value, picks: [] }, usage: meter.total() };
      }
      const { value, dropped } = await pickDresses({
        ...call('inventory_picks', meter),
        messages: inventoryPrompt(context, candidates, ruled),
        schema: inventoryResultSchema,
        format: formats.inventory,
        candidates,
        check: (answer) => (answer.picks.length === 0 ? ['picks is empty: choose up to 3 dresses from the list'] : []),
      });
      const picks = labelRuledPicks(value.picks, ruled);
      const notes = describePullNotes(ruled.pool, picks, ruled.budget)
        .map((note) => `> ${escapeMarkdown(note)}`)
        .join('\n\n');
      const text = dropped.length > 0 ? renderPicks(picks) : value.suggestedDresses;
      const suggestedDresses = notes ? `${notes}\n\n${text}`.slice(0, 8000) : text;
      return { result: { ...value, picks, suggestedDresses, guidance: null }, usage: meter.total() };
    },

    async 'top-sellers'(context) {
      // The documents' top sellers the boutique does not stock are candidates too, checked like the rest.
      const topSellers = [...context.inventory.filter((dress) => dress.isTopSeller), ...(context.topSellerItems ?? [])];
      if (topSellers.length === 0) {
        // No model call: with no top sellers flagged there is nothing to rank, and asking anyway
        // would only invite the model to make some up. This says so instead of pretending.
        return {
          result: {
            topSellerRecommendation: `This boutique has not flagged any top sellers yet, so there are none to recommend to ${escapeMarkdown(context.bride.name)}. Mark your best sellers in the inventory, or upload a top-sellers list on the Trending Gowns card, and they will be ranked for each bride.`,
            picks: [],
          },
        };
      }
      const ruled = ruleTopSellers(context, buildFitCriteria(context));
      const candidates = selectCandidates(
        [...ruled.stocked.map((entry) => entry.dress), ...ruled.documents],
        context.bride.answers,
      );
      // None passes the rules: no call, the built-in analyst says so (and why) instead.
      if (candidates.length === 0) return { result: recommendTopSellers(context) };
      const meter = new UsageMeter(options.model);
      const { value, dropped } = await pickDresses({
        ...call('top_seller_picks', meter),
        messages: topSellersPrompt(context, candidates),
        schema: topSellerResultSchema,
        format: formats.topSellers,
        candidates,
      });
      const topSellerRecommendation = dropped.length > 0 ? renderPicks(value.picks) : value.topSellerRecommendation;
      return { result: { ...value, topSellerRecommendation }, usage: meter.total() };
    },
  };

  return {
    name: 'openai',
    run: <S extends AnalysisStep>(step: S, context: AnalysisContext) =>
      (runners[step] as (context: AnalysisContext) => Promise<StepOutput<S>>)(context),
  };
}
