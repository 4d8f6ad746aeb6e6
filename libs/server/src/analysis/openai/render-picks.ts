import { formatMoney } from '@bridal/shared/format/money';
import { escapeMarkdown } from '@bridal/shared/markdown/escape-markdown';
import type { DressPick } from '../../plans/analysis-schemas';

/**
 * The picks as markdown, from our records and the model's reasons. Used instead of the model's
 * own text when it named dresses we had to drop, since that text would describe them too.
 */
export function renderPicks(picks: readonly DressPick[]): string {
  return picks
    .map((pick, index) => {
      const price = pick.price === null ? 'price on request' : formatMoney(pick.price);
      // The label comes from the inventory file, the reasons from the model: both quoted as text.
      const reasons = pick.reasons.map((reason) => `- ${escapeMarkdown(reason)}`).join('\n');
      const stretch = pick.stretch ? ' *(stretch pick, above her budget)*' : '';
      return `**${index + 1}. ${escapeMarkdown(pick.label)}** (${price})${stretch}\n${reasons}`;
    })
    .join('\n\n');
}
