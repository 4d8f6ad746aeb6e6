import { withArticle } from '@bridal/shared/wording/with-article';
import type { Dress, Fabric, Silhouette } from '../../dresses/dress';
import type { FitCriteria } from './build-fit-criteria';
import type { VenueFacts } from './classify-venue';
import { describeSales } from '../load-sold-top-sellers';
import { formatMoney } from '@bridal/shared/format/money';
import { joinWords } from '@bridal/shared/wording/join-words';
import { attributeName, nameAttribute } from '@bridal/shared/wording/name-attribute';
import { type DressAttribute, readDressAttributes } from '../../dresses/read-dress-attributes';
import type { BudgetFrame } from '@bridal/shared/budget/resolve-budget';
import { describeOver, judgePrice, type PriceVerdict } from '@bridal/shared/budget/judge-price';
import { scoreHerWords } from './score-her-words';

export type LineKind = 'budget' | 'style' | 'venue' | 'top-seller' | 'stock';

export interface ScoreLine {
  kind: LineKind;
  points: number;
  /**
   * The reason, a consultant can check it against the tag: it names the dress's own attributes.
   * Written on demand, since only the picks' reasons are ever read; null for points with no
   * sentence of their own (a style inferred from the fabric).
   */
  explain: (() => string) | null;
}

export type BudgetFit = PriceVerdict | 'unpriced' | 'no-budget';

export interface ScoredDress {
  dress: Dress;
  score: number;
  budgetFit: BudgetFit;
  lines: ScoreLine[];
  /** Set by the pull rules: what the pick says about her size. */
  sizeReason?: string | null;
  /** Set by the pull rules: above her maximum, pulled only as the one labelled stretch pick. */
  stretch?: boolean;
  /** Set with `stretch`: how far over her stated budget it is. */
  stretchReason?: string;
}

const kindFactor: Record<DressAttribute['kind'], number> = {
  style: 1,
  silhouette: 1.5,
  neckline: 0.8,
  fabric: 1.2,
  sleeves: 1.2,
  train: 0.8,
  feature: 1.5,
  colour: 0.5,
};
const kindOrder: DressAttribute['kind'][] = [
  'silhouette',
  'fabric',
  'neckline',
  'sleeves',
  'train',
  'feature',
  'style',
  'colour',
];

const lightFabrics: Fabric[] = ['chiffon', 'crepe', 'tulle', 'organza'];
const heavyFabrics: Fabric[] = ['satin', 'mikado', 'velvet', 'taffeta', 'beaded', 'sequin'];
const warmingFabrics: Fabric[] = ['satin', 'mikado', 'velvet', 'taffeta'];
const formalSilhouettes: Silhouette[] = ['ball-gown', 'mermaid', 'trumpet'];
const easySilhouettes: Silhouette[] = ['sheath', 'a-line', 'empire', 'tea-length', 'fit-and-flare'];

function scoreBudget(price: number | null, budget: BudgetFrame | null): { fit: BudgetFit; line: ScoreLine | null } {
  if (!budget) return { fit: 'no-budget', line: null };
  const line = (points: number, explain: () => string): ScoreLine => ({ kind: 'budget', points, explain });
  if (price === null) {
    return {
      fit: 'unpriced',
      line: line(-0.25, () => `no price listed: confirm it against her ${budget.label} budget`),
    };
  }
  const money = () => formatMoney(price);
  const verdict = judgePrice(price, budget);
  if (verdict === 'under') {
    // Far below what she means to spend, a dress may not be what she came for.
    return price < budget.min! * 0.6
      ? { fit: 'under', line: line(0.25, () => `${money()} is well under her ${budget.label} budget`) }
      : {
          fit: 'under',
          line: line(
            2,
            () => `${money()} is under her ${budget.label} budget, leaving room for alterations and accessories`,
          ),
        };
  }
  if (verdict === 'within') return { fit: 'within', line: line(3, () => `${money()} fits her ${budget.label} budget`) };
  const explain = () => describeOver(price, budget)!;
  if (verdict === 'stretch') return { fit: 'stretch', line: line(-1, explain) };
  // The further over, the worse: the closest dress still wins when nothing fits.
  return { fit: 'over', line: line(-4 - Math.min(6, (price / budget.max! - 1) * 10), explain) };
}

// Train and sleeves are named as the tag states them ("a sweep train"), not as the preference they meet.
function nameOnDress(attribute: DressAttribute, dress: Dress): string {
  if (attribute.kind === 'train' && dress.train)
    return dress.train === 'none' ? 'no train' : withArticle(`${dress.train} train`);
  if (attribute.kind === 'sleeves' && dress.sleeves) {
    return dress.sleeves === 'sleeveless' ? 'a sleeveless bodice' : `${dress.sleeves} sleeves`;
  }
  return nameAttribute(attribute);
}

function scoreStyle(dress: Dress, attributes: DressAttribute[], criteria: FitCriteria): ScoreLine[] {
  const { profile } = criteria;
  const strongest = Math.max(1, profile.likes[0]?.weight ?? 1);
  const bySource = new Map<string, { points: number; named: DressAttribute[] }>();
  const lines: ScoreLine[] = [];
  let inferredPoints = 0;
  for (const attribute of attributes) {
    if (attribute.kind === 'colour') continue;
    const like = profile.likeIndex.get(attribute.key);
    if (like) {
      const points = (like.weight / strongest) * kindFactor[attribute.kind] * 2 * attribute.strength;
      const source = like.sources[0]?.source ?? 'her profile';
      // An inferred style ("lace reads romantic") adds to the score but is not a named attribute of the dress.
      if (attribute.inferred) {
        inferredPoints += points;
        continue;
      }
      const group = bySource.get(source) ?? { points: 0, named: [] };
      group.points += points;
      group.named.push(attribute);
      bySource.set(source, group);
    }
    const dislike = profile.dislikeIndex.get(attribute.key);
    if (dislike && attribute.strength >= 0.5) {
      lines.push({
        kind: 'style',
        points: -3 * Math.min(1, dislike.weight / 1.5) * attribute.strength,
        explain: () => `${nameOnDress(attribute, dress)}, but ${dislike.sources[0]?.source ?? 'she asked to avoid it'}`,
      });
    }
  }
  for (const [source, group] of bySource) {
    const explain = () => {
      const named = group.named
        .sort((a, b) => kindOrder.indexOf(a.kind) - kindOrder.indexOf(b.kind))
        .slice(0, 3)
        .map((attribute) => nameOnDress(attribute, dress));
      const unique = [...new Set(named)];
      const plural = unique.length > 1 || /s$/.test(unique[0] ?? '');
      return `${joinWords(unique)} ${plural ? 'match' : 'matches'} ${source}`;
    };
    lines.push({ kind: 'style', points: group.points, explain });
  }
  if (inferredPoints > 0) lines.push({ kind: 'style', points: inferredPoints, explain: null });
  return lines;
}

function scoreColour(dress: Dress, criteria: FitCriteria): ScoreLine | null {
  const colour = dress.colour?.trim().toLowerCase();
  const { profile } = criteria;
  if (!colour) return null;
  const disliked = [...profile.dislikeIndex.values()].find(
    (entry) => entry.kind === 'colour' && colour.includes(entry.value),
  );
  if (disliked)
    return {
      kind: 'style',
      points: -2,
      explain: () => `${colour}, but ${disliked.sources[0]?.source ?? 'she asked to avoid it'}`,
    };
  if (profile.paletteSource !== 'photos' && profile.paletteSource !== 'words') return null;
  const match = profile.palette.find((name) => colour.includes(name) || name.includes(colour));
  return match
    ? {
        kind: 'style',
        points: 0.5,
        explain: () => `${colour} is in her palette (${profile.palette.slice(0, 3).join(', ')})`,
      }
    : null;
}

function scoreWeather(dress: Dress, attributes: DressAttribute[], criteria: FitCriteria): ScoreLine[] {
  const { venue, occasion } = criteria;
  const lines: ScoreLine[] = [];
  const fabric = dress.fabric;
  const warm = venue.climate.climate === 'hot' || venue.season.season === 'summer' || venue.type === 'beach';
  const cold = venue.climate.climate === 'cold' || venue.season.season === 'winter';
  const has = (kind: DressAttribute['kind'], value: string) =>
    attributes.some((attribute) => attribute.kind === kind && attribute.value === value && attribute.strength >= 0.6);
  if (warm && fabric) {
    if (lightFabrics.includes(fabric)) {
      const verb = fabric === 'chiffon' || fabric === 'crepe' ? 'breathes in' : 'stays light in';
      lines.push({ kind: 'venue', points: 1.5, explain: () => `${fabric} ${verb} ${occasion}` });
    } else if (heavyFabrics.includes(fabric)) {
      lines.push({ kind: 'venue', points: -1.5, explain: () => `${fabric} is heavy for ${occasion}` });
    }
  }
  if (warm && dress.sleeves && ['long', 'three-quarter', 'bell'].includes(dress.sleeves)) {
    lines.push({ kind: 'venue', points: -1, explain: () => `${dress.sleeves} sleeves are warm for ${occasion}` });
  }
  if (cold) {
    if (has('sleeves', 'long-sleeves'))
      lines.push({ kind: 'venue', points: 1.5, explain: () => `${dress.sleeves} sleeves suit ${occasion}` });
    else if (has('sleeves', 'sleeves'))
      lines.push({ kind: 'venue', points: 0.75, explain: () => `${dress.sleeves} sleeves help in ${occasion}` });
    else if (has('sleeves', 'sleeveless')) {
      lines.push({
        kind: 'venue',
        points: -0.75,
        explain: () => `${dress.neckline === 'strapless' ? 'strapless' : 'sleeveless'} in ${occasion}: plan a cover-up`,
      });
    }
    if (fabric && warmingFabrics.includes(fabric))
      lines.push({ kind: 'venue', points: 1.2, explain: () => `${fabric} has the weight for ${occasion}` });
    else if (fabric === 'chiffon')
      lines.push({ kind: 'venue', points: -0.5, explain: () => `chiffon is light for ${occasion}` });
  }
  if (venue.type === 'church') {
    if (has('train', 'long-train'))
      lines.push({
        kind: 'venue',
        points: 0.75,
        explain: () => `${withArticle(`${dress.train} train`)} shows on the church aisle`,
      });
    const covered = dress.neckline && ['high-neck', 'illusion', 'bateau', 'queen-anne'].includes(dress.neckline);
    if (!cold && (covered || has('sleeves', 'sleeves'))) {
      lines.push({
        kind: 'venue',
        points: 0.5,
        explain: () =>
          `${covered ? `the ${dress.neckline} neckline` : 'the sleeves'} cover the shoulders for the church`,
      });
    }
  }
  return lines;
}

function scoreGround(dress: Dress, attributes: DressAttribute[], venue: VenueFacts): ScoreLine | null {
  if (!venue.ground || venue.setting === 'indoor' || !dress.train) return null;
  const ground = venue.ground === 'uneven' ? 'uneven ground' : venue.ground;
  const tamed = attributes.some(
    (attribute) => attribute.kind === 'feature' && (attribute.value === 'bustle' || attribute.value === 'detachable'),
  );
  const sand = venue.ground === 'sand';
  switch (dress.train) {
    case 'none':
    case 'sweep':
      return {
        kind: 'venue',
        points: sand ? 1.5 : 0.75,
        explain: () =>
          dress.train === 'none' ? `no train to drag on the ${ground}` : `a sweep train stays clean on the ${ground}`,
      };
    case 'court':
      return sand ? { kind: 'venue', points: -0.5, explain: () => `a court train picks up ${ground}` } : null;
    case 'chapel':
      return {
        kind: 'venue',
        points: tamed ? -0.25 : sand ? -1.5 : -0.75,
        explain: () => `a chapel train drags on the ${ground}${tamed ? ', though it bustles' : ': plan a bustle'}`,
      };
    default:
      return {
        kind: 'venue',
        points: tamed ? -1 : sand ? -3 : -2.5,
        explain: () =>
          `${withArticle(`${dress.train} train`)} drags on the ${ground}${tamed ? ', though it detaches or bustles' : ''}`,
      };
  }
}

function scoreFormality(dress: Dress, venue: VenueFacts): ScoreLine[] {
  const lines: ScoreLine[] = [];
  const silhouette = dress.silhouette;
  const place = venue.type === 'unknown' ? 'wedding' : venue.type;
  if (
    venue.formality === 'black-tie' ||
    (venue.formality === 'formal' && ['ballroom', 'hotel', 'estate'].includes(venue.type))
  ) {
    const strong = venue.formality === 'black-tie';
    const occasion = withArticle(`${venue.formality} ${place}`);
    if (silhouette && formalSilhouettes.includes(silhouette)) {
      lines.push({
        kind: 'venue',
        points: strong ? 1.5 : 0.75,
        explain: () => `${withArticle(attributeName(silhouette))} answers ${occasion}`,
      });
    }
    if (dress.fabric && heavyFabrics.includes(dress.fabric)) {
      lines.push({
        kind: 'venue',
        points: strong ? 1 : 0.5,
        explain: () => `${dress.fabric} reads ${venue.formality}`,
      });
    }
    if (strong && silhouette && ['tea-length', 'jumpsuit'].includes(silhouette)) {
      lines.push({
        kind: 'venue',
        points: -2,
        explain: () => `${withArticle(attributeName(silhouette))} is too casual for ${occasion}`,
      });
    }
  }
  if (venue.formality === 'casual' && silhouette) {
    if (silhouette === 'ball-gown')
      lines.push({ kind: 'venue', points: -1.5, explain: () => `a ball gown is a lot for a casual ${place}` });
    else if (easySilhouettes.includes(silhouette)) {
      lines.push({
        kind: 'venue',
        points: 0.75,
        explain: () => `an easy ${attributeName(silhouette)} suits a casual ${place}`,
      });
    }
  }
  if (venue.type === 'courthouse' && silhouette) {
    if (['sheath', 'tea-length', 'jumpsuit'].includes(silhouette)) {
      lines.push({
        kind: 'venue',
        points: 1.5,
        explain: () => `${withArticle(attributeName(silhouette))} suits a courthouse ceremony`,
      });
    }
    if (silhouette === 'ball-gown' || ['cathedral', 'royal'].includes(dress.train ?? '')) {
      lines.push({ kind: 'venue', points: -1.5, explain: () => 'too much volume for a small civil ceremony' });
    }
  }
  if (venue.type === 'city') {
    if (silhouette && ['sheath', 'trumpet', 'jumpsuit'].includes(silhouette)) {
      lines.push({
        kind: 'venue',
        points: 1,
        explain: () => `${withArticle(attributeName(silhouette))} suits a modern city venue`,
      });
    }
  }
  return lines;
}

/**
 * A transparent fit score for one dress: budget, her style (likes add, her own "no"s subtract),
 * venue and season, top-seller status and stock. Every point comes with the sentence that
 * explains it, so the picks' reasons are the score itself.
 */
export function scoreDress(
  dress: Dress,
  criteria: FitCriteria,
  options: { topSellerBoost?: boolean } = {},
): ScoredDress {
  const attributes = readDressAttributes(dress);
  const budget = scoreBudget(dress.price, criteria.budget);
  const lines: ScoreLine[] = [
    ...(budget.line ? [budget.line] : []),
    ...scoreStyle(dress, attributes, criteria),
    ...[scoreColour(dress, criteria), scoreGround(dress, attributes, criteria.venue)].filter(
      (line): line is ScoreLine => line !== null,
    ),
    ...scoreWeather(dress, attributes, criteria),
    ...scoreFormality(dress, criteria.venue),
    ...scoreHerWords(dress, criteria),
  ];
  if (dress.isTopSeller && options.topSellerBoost !== false)
    lines.push({ kind: 'top-seller', points: 0.75, explain: () => describeSales(dress) ?? 'one of your top sellers' });
  if (criteria.rush && dress.sizes.length > 0) {
    lines.push({
      kind: 'stock',
      points: 0.75,
      explain: () => `sizes ${dress.sizes.slice(0, 6).join(', ')} listed: it can be ready in time`,
    });
  }
  const score = Math.round(lines.reduce((sum, line) => sum + line.points, 0) * 100) / 100;
  return { dress, score, budgetFit: budget.fit, lines };
}
