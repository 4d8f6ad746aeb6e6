import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { AnalysisContext } from '../../analysis-provider';
import type { Dress } from '../../../dresses/dress';
import { coachPersona, surveyPreface } from './coach-persona';
import { describeBride } from './describe-bride';
import { describeDresses } from './describe-dresses';
import { pickRules } from './pick-rules';

const topSellersTask = `Task: recommend the boutique's top sellers that suit this bride.

- topSellerRecommendation (markdown): which top sellers to show her and why, by label and price,
  how to present them (a proven favourite reassures some brides and puts others off), and, if
  none suits her well, say so honestly.
${pickRules}`;

const documentNote = `These top sellers come from the boutique's top-sellers documents and are not in its current
inventory: when you recommend one, say it is from the top-sellers list and may need ordering or pulling.`;

export function topSellersPrompt(context: AnalysisContext, topSellers: readonly Dress[]): ChatCompletionMessageParam[] {
  const fromDocuments = new Set((context.topSellerItems ?? []).map((item) => item.id));
  const stocked = topSellers.filter((dress) => !fromDocuments.has(dress.id));
  const listed = topSellers.filter((dress) => fromDocuments.has(dress.id));
  const sections = [
    ...(stocked.length > 0
      ? [`The boutique's top sellers, one JSON object per line:\n${describeDresses(stocked)}`]
      : []),
    ...(listed.length > 0 ? [`${documentNote} One JSON object per line:\n${describeDresses(listed)}`] : []),
  ];
  return [
    { role: 'system', content: `${coachPersona}\n\n${topSellersTask}` },
    {
      role: 'user',
      content: `${surveyPreface}\n${describeBride(context.bride, context.today)}\n\n${sections.join('\n\n')}`,
    },
  ];
}
