import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { AnalysisContext } from '../../analysis-provider';
import type { Dress } from '../../dress';
import { coachPersona, surveyPreface } from './coach-persona';
import { describeBride } from './describe-bride';
import { describeDresses } from './describe-dresses';
import { pickRules } from './pick-rules';

const inventoryTask = `Task: choose the dresses the consultant should pull first from the boutique's inventory.

- suggestedDresses (markdown, shown as '3 Suggested Dresses to Pull'): each pick by its label
  and price, why it suits her, and what to watch for (budget stretch, sizes, alterations).
${pickRules}
- guidance: null.
Respect her budget: a dress far above it needs a strong reason, and say so.`;

const noInventoryTask = `Task: this boutique has not uploaded an inventory yet, so there are no dresses to choose from.

- picks: an empty list.
- guidance (markdown): style guidance for the consultant: which silhouettes, necklines, fabrics,
  lengths and price range to pull for her, with a reason for each.
- suggestedDresses (markdown): a short version of the same guidance that says plainly that no
  inventory was available, so these are styles to look for, not specific dresses.`;

/** `candidates` are the dresses the model may choose from (already narrowed for large inventories). */
export function inventoryPrompt(context: AnalysisContext, candidates: readonly Dress[]): ChatCompletionMessageParam[] {
  const bride = `${surveyPreface}\n${describeBride(context.bride, context.today)}`;
  if (candidates.length === 0) {
    return [
      { role: 'system', content: `${coachPersona}\n\n${noInventoryTask}` },
      { role: 'user', content: bride },
    ];
  }
  const narrowed =
    candidates.length < context.inventory.length
      ? ` (the ${candidates.length} closest to her budget and style out of ${context.inventory.length})`
      : '';
  return [
    { role: 'system', content: `${coachPersona}\n\n${inventoryTask}` },
    {
      role: 'user',
      content: `${bride}\n\nThe boutique's dresses${narrowed}, one JSON object per line:\n${describeDresses(candidates)}`,
    },
  ];
}
