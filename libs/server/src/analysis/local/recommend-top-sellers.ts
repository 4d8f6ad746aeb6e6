import { escapeMarkdown } from '@bridal/shared/markdown/escape-markdown';
import type { AnalysisContext } from '../analysis-provider';
import { type DressPick, type TopSellerResult, topSellerResultSchema } from '../../plans/analysis-schemas';
import { type Dress, dressLabel } from '../../dresses/dress';
import { ruleTopSellers } from '../pull-rules/rule-top-sellers';
import { formatMoney } from '@bridal/shared/format/money';
import { sizeFitOf } from '../../dresses/dress-fit';
import { buildFitCriteria } from './build-fit-criteria';
import { describeDressPick } from './describe-dress-pick';
import { joinWords } from '@bridal/shared/wording/join-words';
import { listPicks } from './list-picks';
import { pickDresses } from './pick-dresses';
import { scoreDress } from './score-dress';
import { topPreferences } from './top-preferences';
import { countOf } from '@bridal/shared/wording/count-of';

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
  // Every candidate is a top seller, so the boost would not tell them apart.
  const score = (dress: Dress) => scoreDress(dress, criteria, { topSellerBoost: false });
  const ruled = ruleTopSellers(context, criteria);
  const { pool } = ruled;
  const fromStock = ruled.stocked.map((entry) => ({ ...score(entry.dress), sizeReason: entry.sizeReason }));
  const fromDocuments = ruled.documents.map(score);
  const scored = [...fromStock, ...fromDocuments];
  const chosen = pickDresses(scored, 3);
  const picks = chosen.map((entry) => {
    const pick = describeDressPick(entry);
    const documentName = documentOf.get(entry.dress.id);
    return documentName === undefined ? pick : fromDocument(pick, documentName);
  });
  const count = countOf(topSellers.length, 'top seller');
  const lines =
    chosen.length > 0
      ? [
          '## Top Sellers',
          '',
          `Of the boutique's ${count}, ${picks.length === 1 ? 'this one suits' : `these ${picks.length} suit`} ${name} best:`,
          '',
          ...listPicks(chosen, picks),
        ]
      : ['## Top Sellers'];
  if (chosen.length === 0) {
    const limits = [
      pool.herSizeText ? `her size (${pool.herSizeText})` : '',
      criteria.budget ? `her ${criteria.budget.label} budget` : '',
    ]
      .filter(Boolean)
      .join(' and ');
    lines.push(
      '',
      `> None of the boutique's ${count} is available in ${limits || 'stock'}; pull from the suggested dresses instead.`,
    );
  }
  const herSizes = criteria.herSize?.sizes ?? [];
  const maxPrice = criteria.budget?.max ?? null;
  const ruledOut = ruled.ruledOut.slice(0, 3).map((dress) => {
    const fit = herSizes.length > 0 ? sizeFitOf(dress, [...herSizes]) : null;
    const why =
      fit && !fit.fits
        ? fit.reason
        : maxPrice !== null && dress.price !== null && dress.price > maxPrice
          ? `${formatMoney(dress.price)} is above her ${criteria.budget?.label ?? ''} budget`
          : 'its sizes are not listed';
    return `- ${escapeMarkdown(dressLabel(dress))}: ${escapeMarkdown(why)}`;
  });
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
  const lessSuited = [...ruledOut, ...others].slice(0, 3);
  if (lessSuited.length > 0) lines.push('', '**Less suited for her:**', ...lessSuited);
  return topSellerResultSchema.parse({ topSellerRecommendation: lines.join('\n').slice(0, 8000), picks });
}
