import { escapeMarkdown } from '@bridal/shared/markdown/escape-markdown';
import type { AnalysisContext } from '../analysis-provider';
import { type InventoryResult, inventoryResultSchema } from '../../plans/analysis-schemas';
import { buildFitCriteria, type FitCriteria } from './build-fit-criteria';
import { describePullNotes } from '../pull-rules/describe-pull-notes';
import { pickUnderRules } from '../pull-rules/pick-under-rules';
import { describeDressPick } from './describe-dress-pick';
import { joinWords } from '@bridal/shared/wording/join-words';
import { listPicks } from './list-picks';
import { markLovedPicks } from './mark-loved-picks';
import { topPreferences } from './top-preferences';
import { writeStyleGuidance } from './write-style-guidance';
import { countOf } from '@bridal/shared/wording/count-of';

function describeBasis(criteria: FitCriteria, name: string): string {
  const styles = topPreferences(criteria.profile, 'style', 3).map((entry) => entry.value);
  const parts = [
    criteria.budget ? `her ${criteria.budget.label} budget` : 'no stated budget',
    styles.length > 0 ? `her ${joinWords(styles)} style` : 'an open style profile',
    criteria.occasion,
  ];
  return `Ranked for ${escapeMarkdown(name)} on ${escapeMarkdown(joinWords(parts))}; after the first pick, silhouettes are varied so she can compare shapes.`;
}

/** The inventory step: up to three dresses from the boutique's own inventory, each with its reasons. */
export function rankInventory(context: AnalysisContext): InventoryResult {
  const criteria = buildFitCriteria(context);
  const name = context.bride.name || 'her';
  if (context.inventory.length === 0) {
    const guidance = writeStyleGuidance(criteria);
    return inventoryResultSchema.parse({
      suggestedDresses: [
        '## Suggested Dresses to Pull',
        '',
        `The boutique has not uploaded an inventory yet, so there are no specific dresses to name. Pull from the floor for ${escapeMarkdown(name)} by these guidelines:`,
        '',
        guidance,
      ].join('\n'),
      picks: [],
      guidance,
    });
  }
  const { chosen, pool } = pickUnderRules(context.inventory, criteria, 3);
  const picks = markLovedPicks(chosen.map(describeDressPick), context.verdicts);
  const lines = [
    `## ${countOf(picks.length, 'Suggested Dress', 'Suggested Dresses')} to Pull`,
    '',
    describeBasis(criteria, name),
    '',
    ...describePullNotes(pool, picks, criteria.budget).flatMap((note) => [`> ${escapeMarkdown(note)}`, '']),
  ];
  const priced = chosen.filter((entry) => !entry.stretch && entry.dress.price !== null);
  if (criteria.budget && chosen.length > 0 && priced.length === 0 && chosen.some((entry) => !entry.stretch)) {
    lines.push(`> No price is listed for these: confirm each against her ${criteria.budget.label} budget.`, '');
  }
  lines.push(...listPicks(chosen, picks));
  return inventoryResultSchema.parse({ suggestedDresses: lines.join('\n').slice(0, 8000), picks, guidance: null });
}
