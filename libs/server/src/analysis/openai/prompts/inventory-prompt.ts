import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { AnalysisContext } from '../../analysis-provider';
import type { Dress } from '../../../dresses/dress';
import { coachPersona, surveyPreface } from './coach-persona';
import { describeBride } from './describe-bride';
import { describeDresses } from './describe-dresses';
import { pickRules } from './pick-rules';
import type { PullPool } from '../../pull-rules/apply-pull-rules';
import { nameOfExclusion } from '../../pull-rules/her-limit-rules';
import { garmentNames } from '../../../dresses/limit-vocabulary';
import { formatMoney } from '@bridal/shared/format/money';

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

type RuledPool = Pick<PullPool, 'herSizeText' | 'limits' | 'budgetFloor'>;

/** Her limits, in the model's instructions: what the list already keeps to, and what to put first. */
function describeHerLimits(pool: RuledPool): string {
  const limits = pool.limits;
  if (!limits) return '';
  const lines: string[] = [];
  if (limits.exclusions.length > 0) {
    const ruledOut = limits.exclusions.map((exclusion) => `${nameOfExclusion(exclusion)} ("${exclusion.quote}")`);
    lines.push(`She ruled out ${ruledOut.join(', ')}: no dress listed has it; never suggest one that does.`);
  }
  if (limits.coverage) {
    lines.push(
      `She asked for coverage ("${limits.coverage.quotes.join('"; "')}"): every dress listed covers at least that much.`,
    );
  }
  if (limits.bump) {
    lines.push(
      `She is expecting (${limits.bump.reason}): put empire and A-line waists, stretch and adjustable backs first, and say to plan her fittings late.`,
    );
  }
  if (limits.colour) lines.push(`She asked for colour ("${limits.colour.quote}"): put dresses in it first.`);
  for (const asked of limits.askedFor) {
    lines.push(
      `She asked for ${garmentNames[asked.garment]} by name ("${asked.quote}"): pick one first if one is listed.`,
    );
  }
  if (pool.budgetFloor !== null) {
    lines.push(
      `Her budget is large: the first picks should be priced from ${formatMoney(pool.budgetFloor)} up when the list has them.`,
    );
  }
  return lines.map((line) => ` ${line}`).join('');
}

/** The pull rules, already applied to the list: the model is told so, and how to write a stretch pick. */
function describeRules(rules: { stretchId: string | null; pool: RuledPool }): string {
  const size = rules.pool.herSizeText
    ? `Every dress listed comes in her size (${rules.pool.herSizeText}): in stock, as a sample or to order.`
    : 'Her size is not known: say that the consultant should ask her before pulling.';
  const stretch = rules.stretchId
    ? ' Every dress is within her budget except the one marked "stretch": it is above her budget (at most 15 % over) and may be picked only as a stretch pick, last, saying so.'
    : ' Every priced dress listed is within her budget.';
  return `\n\n${size}${stretch}${describeHerLimits(rules.pool)}`;
}

/** `candidates` are the dresses the model may choose from (already narrowed by the pull rules and for large inventories). */
export function inventoryPrompt(
  context: AnalysisContext,
  candidates: readonly Dress[],
  rules?: { stretchId: string | null; pool: RuledPool },
): ChatCompletionMessageParam[] {
  const bride = `${surveyPreface}\n${describeBride(context.bride, context.today)}`;
  if (candidates.length === 0) {
    return [
      { role: 'system', content: `${coachPersona}\n\n${noInventoryTask}` },
      { role: 'user', content: bride },
    ];
  }
  const narrowed =
    candidates.length < context.inventory.length
      ? ` (the ${candidates.length} closest to her budget and style out of ${context.inventory.length}${rules ? ' that her size and budget allow' : ''})`
      : '';
  return [
    { role: 'system', content: `${coachPersona}\n\n${inventoryTask}` },
    {
      role: 'user',
      content: `${bride}${rules ? describeRules(rules) : ''}\n\nThe boutique's dresses${narrowed}, one JSON object per line:\n${describeDresses(candidates, rules?.stretchId ?? null)}`,
    },
  ];
}
