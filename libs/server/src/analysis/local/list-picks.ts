import { escapeMarkdown } from '@bridal/shared/markdown/escape-markdown';
import type { DressPick } from '../../plans/analysis-schemas';
import { describeDressFacts } from './describe-dress-facts';
import type { ScoredDress } from './score-dress';

/** The picks as a numbered markdown list: label, the tag at a glance, then the reasons. */
export function listPicks(chosen: readonly ScoredDress[], picks: readonly DressPick[]): string[] {
  return picks.flatMap((pick, index) => {
    const entry = chosen[index];
    // Names, colours and reasons come from the inventory file and her answers: quoted as text.
    const facts = entry ? `: ${escapeMarkdown(describeDressFacts(entry.dress))}` : '';
    return [
      `${index + 1}. **${escapeMarkdown(pick.label)}**${pick.stretch ? ' *(stretch pick, above her budget)*' : ''}${facts}`,
      ...pick.reasons.map((reason) => `   - ${escapeMarkdown(reason)}`),
    ];
  });
}
