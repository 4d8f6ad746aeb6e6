import { escapeMarkdown } from '@bridal/shared/markdown/escape-markdown';
import type { AnalysisContext } from '../analysis-provider';
import { type DressPick, type TopSellerResult, topSellerResultSchema } from '../analysis-schemas';
import { dressLabel } from '../dress';
import { buildFitCriteria } from './build-fit-criteria';
import { describeDressPick } from './describe-dress-pick';
import { joinWords } from './join-words';
import { listPicks } from './list-picks';
import { pickDresses } from './pick-dresses';
import { scoreDress } from './score-dress';
import { selectStocked } from './select-stocked';
import { topPreferences } from './top-preferences';

const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

/** Says where a top seller outside the inventory comes from, first among its reasons. */
function fromDocument(pick: DressPick, documentName: string): DressPick {
  const source = `from your top-sellers list "${clip(documentName, 80)}"; not in the current inventory, so check it can be ordered or pulled`;
  return { ...pick, reasons: [source, ...pick.reasons.slice(0, 5)] };
}

/**
 * The top-sellers step: the same scoring as the inventory step, over the dresses the boutique
 * flagged as top sellers (or its top-sellers documents name) and the documents' top sellers it
 * does not stock, plus a line on the top sellers that do not suit her and why.
 */
export function recommendTopSellers(context: AnalysisContext): TopSellerResult {
  const name = escapeMarkdown(context.bride.name) || 'her';
  const documentItems = context.topSellerItems ?? [];
  const documentOf = new Map(documentItems.map((item) => [item.id, item.documentName]));
  const stocked = context.inventory.filter((dress) => dress.isTopSeller);
  const topSellers = [...stocked, ...documentItems];
  if (topSellers.length === 0) {
    const why =
      context.inventory.length === 0 ? 'has not uploaded an inventory yet' : 'has not flagged any top sellers';
    return topSellerResultSchema.parse({
      topSellerRecommendation: [
        '## Top Sellers',
        '',
        `The boutique ${why}, so there are no top-seller recommendations for ${name}. Upload a top-sellers list on the Trending Gowns card (or mark best-selling dresses as top sellers in the inventory) and this section will rank them for each bride.`,
      ].join('\n'),
      picks: [],
    });
  }
  const criteria = buildFitCriteria(context);
  // Every candidate is a top seller, so the boost would not tell them apart. Sizes tell what is
  // in stock only for the inventory's: a document's list gives none.
  const scored = [...selectStocked(stocked), ...documentItems].map((dress) =>
    scoreDress(dress, criteria, { topSellerBoost: false }),
  );
  const chosen = pickDresses(scored, 3);
  const picks = chosen.map((entry) => {
    const pick = describeDressPick(entry);
    const documentName = documentOf.get(entry.dress.id);
    return documentName === undefined ? pick : fromDocument(pick, documentName);
  });
  const lines = [
    '## Top Sellers',
    '',
    `Of the boutique's ${topSellers.length} top seller${topSellers.length === 1 ? '' : 's'}, ${picks.length === 1 ? 'this one suits' : `these ${picks.length} suit`} ${name} best:`,
    '',
    ...listPicks(chosen, picks),
  ];
  if (criteria.budget && !chosen.some((entry) => entry.budgetFit === 'within' || entry.budgetFit === 'under')) {
    lines.push('', `> None of the top sellers fits her ${criteria.budget.label} budget; these are the closest.`);
  }
  const others = scored
    .filter((entry) => !chosen.includes(entry))
    .sort((a, b) => a.score - b.score)
    .slice(0, 3)
    .map((entry) => {
      const worst = entry.lines
        .filter((line) => line.explain && line.points < 0)
        .sort((a, b) => a.points - b.points)[0];
      const styles = topPreferences(criteria.profile, 'style', 2).map((style) => style.value);
      const shape = [entry.dress.silhouette, entry.dress.fabric].filter(Boolean).join(' in ') || 'its style';
      const why = worst?.explain
        ? worst.explain()
        : `${shape} has little in common with her ${styles.length > 0 ? joinWords(styles) : 'stated'} style`;
      return `- ${escapeMarkdown(dressLabel(entry.dress))}: ${escapeMarkdown(why)}`;
    });
  if (others.length > 0) lines.push('', '**Less suited for her:**', ...others);
  return topSellerResultSchema.parse({ topSellerRecommendation: lines.join('\n').slice(0, 8000), picks });
}
