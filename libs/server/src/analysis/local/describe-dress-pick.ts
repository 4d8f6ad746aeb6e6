import type { DressPick } from '../../plans/analysis-schemas';
import { dressLabel } from '../../dresses/dress';
import { formatMoney } from '@bridal/shared/format/money';
import type { ScoredDress, ScoreLine } from './score-dress';

const clip = (text: string, max: number): string => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

/**
 * A pick with its reasons: the budget line first (a stretch pick labelled as one), then her size
 * ('sample in 12, orders 0-30'), then what scored most (style and venue both
 * get a say), then the biggest caveat, so the consultant sees why to pull it and what to watch.
 */
export function describeDressPick(entry: ScoredDress): DressPick {
  const { dress } = entry;
  const named = entry.lines.filter((line) => line.explain !== null);
  const budget = named.filter((line) => line.kind === 'budget');
  // The two best of each kind, so a venue or season reason is not crowded out by style ones.
  const best = (kind: ScoreLine['kind'], count: number) =>
    named
      .filter((line) => line.kind === kind && line.points > 0)
      .sort((a, b) => b.points - a.points)
      .slice(0, count);
  const strengths = [...best('style', 2), ...best('venue', 2), ...best('top-seller', 1), ...best('stock', 1)]
    .sort((a, b) => b.points - a.points)
    .slice(0, 4);
  const caveat = named
    .filter((line) => line.kind !== 'budget' && line.points < 0)
    .sort((a, b) => a.points - b.points)[0];
  const budgetReasons = budget.map((line) => line.explain?.() ?? '');
  // A stretch pick says so first: the consultant must not show it as if it fitted her budget.
  if (entry.stretch) {
    budgetReasons.splice(
      0,
      budgetReasons.length,
      `stretch pick: ${entry.stretchReason ?? budgetReasons[0] ?? 'above her budget'}, shown because fewer than three dresses that fit her are within it`,
    );
  }
  const sizeReasons = entry.sizeReason ? [entry.sizeReason] : [];
  const reasons = [...budgetReasons, ...sizeReasons, ...strengths.map((line) => line.explain?.() ?? '')];
  if (caveat?.explain) reasons.push(`watch: ${caveat.explain()}`);
  if (reasons.length === 0) {
    const parts = [dress.silhouette, dress.fabric, dress.price !== null ? formatMoney(dress.price) : null].filter(
      Boolean,
    );
    reasons.push(parts.length > 0 ? `closest available: ${parts.join(', ')}` : 'closest available dress');
  }
  return {
    dressId: dress.id,
    label: clip(dressLabel(dress), 300),
    price: dress.price,
    score: entry.score,
    reasons: reasons.slice(0, 6).map((reason) => clip(reason, 300)),
    ...(entry.stretch ? { stretch: true } : {}),
  };
}
