import { withArticle } from '@bridal/shared/wording/with-article';
import { escapeMarkdown } from '@bridal/shared/markdown/escape-markdown';
import { describeDressFacts } from '../analysis/local/describe-dress-facts';
import { joinWords } from '@bridal/shared/wording/join-words';
import { listPicks } from '../analysis/local/list-picks';
import { formatMoney } from '@bridal/shared/format/money';
import { topPreferences } from '../analysis/local/top-preferences';
import { writeStyleGuidance } from '../analysis/local/write-style-guidance';
import { attributeName } from '@bridal/shared/wording/name-attribute';
import { describePullNotes } from '../analysis/pull-rules/describe-pull-notes';
import { shortName } from './describe-her';
import { rankNewDresses } from './rank-new-dresses';
import type { AdviceFacts } from './read-advice-facts';
import { describeJudged, type FittingRoomReading } from '../fitting-room/read-fitting-room';
import type { DetailsReading } from './read-details';
import { joinAdvice, section } from './write-markdown';
import { countOf } from '@bridal/shared/wording/count-of';

/** "what she loved (the A-line, lace Fern) and turned down (the strapless Lila) in the fitting room". */
function fittingRoomBasis(room: FittingRoomReading): string {
  const named = (entries: FittingRoomReading['loved']) => escapeMarkdown(joinWords(describeJudged(entries)));
  const parts = [
    room.loved.length > 0 ? `loved (${named(room.loved)})` : '',
    room.rejected.length > 0 ? `turned down (${named(room.rejected)})` : '',
  ].filter(Boolean);
  return parts.length > 0 ? `what she ${parts.join(' and ')} in the fitting room` : 'her fitting room';
}

const silhouetteOf = (silhouette: string | null) => (silhouette ? attributeName(silhouette) : 'a different shape');

/** New dresses to pull: the inventory ranked again without what her plan already suggested. */
export function adviseNewDresses(facts: AdviceFacts, details: DetailsReading): string {
  const ranking = rankNewDresses(facts, details);
  const { feedback, excluded, picks, chosen, criteria } = ranking;
  const lines = [`## New Dress Recommendations for ${facts.name}`, ''];
  if (details.quote) lines.push(`> You said: "${details.quote}"`, '');

  const today = [
    ...feedback.wanted.map((mention) => mention.term.label),
    ...feedback.rejected.map((mention) => `no ${mention.term.label}`),
  ];
  if (facts.inventory.length === 0) {
    lines.push(
      `The boutique has not uploaded an inventory yet, so there are no dresses to name for ${facts.name}. Pull from the floor by these guidelines${today.length > 0 ? `, which include what she said today (${joinWords(today)})` : ''}:`,
      '',
      writeStyleGuidance(criteria),
      '',
      ...section('Next step', [
        'Upload the inventory (Inventory card on the dashboard) and ask again: the advice will then name real dresses.',
      ]),
    );
    return joinAdvice(lines);
  }
  if (picks.length === 0) {
    const pool = ranking.pool;
    const ruledOut =
      pool !== undefined &&
      pool.allowed.length + pool.stretch.length === 0 &&
      pool.leftOut.size + pool.leftOut.noSizes + pool.leftOut.budget > 0;
    const rules = [
      pool?.herSizeText ? `comes in her size (${pool.herSizeText})` : '',
      criteria.budget ? `fits her ${criteria.budget.label} budget` : '',
    ].filter(Boolean);
    const why =
      ranking.priceCap !== null
        ? `nothing else in stock is under ${formatMoney(ranking.priceCap)}`
        : ruledOut && rules.length > 0
          ? `no other dress in stock ${rules.join(' and ')}`
          : `every dress in stock (${facts.inventory.length}) has already been suggested to her`;
    lines.push(
      `No new dresses to suggest: ${why}. Go back to her favourite so far and adjust it instead, or pull from the floor by these guidelines:`,
      '',
      writeStyleGuidance(criteria),
    );
    return joinAdvice(lines);
  }

  const basis = [
    criteria.budget ? `her ${criteria.budget.label} budget` : 'no stated budget',
    facts.preferred.styles.length > 0
      ? `her ${joinWords(facts.preferred.styles.map(attributeName))} style`
      : 'an open style profile',
    criteria.occasion,
    ...(today.length > 0 ? [`what she said today (${joinWords(today)})`] : []),
    ...(facts.fittingRoom ? [fittingRoomBasis(facts.fittingRoom)] : []),
  ];
  const tried =
    ranking.triedCount > 0
      ? ` and the ${ranking.triedCount === 1 ? 'one' : ranking.triedCount} she already tried on in the fitting room`
      : '';
  const left =
    excluded.length > 0
      ? `Leaving out the ${countOf(excluded.length, 'dress', 'dresses')} her plan already suggested (${joinWords(excluded.map((pick) => shortName(pick.label)))})${tried}, `
      : tried
        ? `Leaving out${tried.replace(/^ and/, '')}, `
        : 'Her plan has not suggested any dresses yet; ';
  lines.push(
    `${left}these are the best of the other ${ranking.poolSize} for ${joinWords(basis)}${ranking.priceCap !== null ? `, all under ${formatMoney(ranking.priceCap)} (less than the dresses already shown)` : ''}.`,
    '',
    '### Pull next',
    ...listPicks(chosen, picks),
    '',
    ...(ranking.pool
      ? describePullNotes(ranking.pool, picks, criteria.budget).flatMap((note) => [`> ${escapeMarkdown(note)}`, ''])
      : []),
  );

  const [first, second, third] = chosen;
  const fits = chosen.filter((entry) => ['within', 'under', 'no-budget'].includes(entry.budgetFit));
  lines.push(
    ...section('How to show them', [
      first &&
        `Start with **${shortName(picks[0]!.label)}**: it scored highest for her (${escapeMarkdown(describeDressFacts(first.dress))}).`,
      second &&
        (second.dress.silhouette !== first?.dress.silhouette
          ? `Then **${shortName(picks[1]!.label)}**, ${second.dress.silhouette ? withArticle(attributeName(second.dress.silhouette)) : silhouetteOf(null)}, so she can compare it with the ${silhouetteOf(first?.dress.silhouette ?? null)}.`
          : `Then **${shortName(picks[1]!.label)}**, the same shape in ${second.dress.fabric ?? 'another fabric'}, if she liked the first.`),
      third && `Keep **${shortName(picks[2]!.label)}** as the wildcard.`,
      criteria.budget && fits.length === 0
        ? `None of these fits her ${criteria.budget.label} budget: say so before she tries them on.`
        : null,
      criteria.budget && fits.length > 0 && fits.length < chosen.length
        ? `Only ${joinWords(fits.map((entry) => `**${shortName(entry.dress.name || entry.dress.styleNumber)}**`))} ${fits.length === 1 ? 'fits' : 'fit'} her ${criteria.budget.label} budget; show ${fits.length === 1 ? 'it' : 'them'} first.`
        : null,
      feedback.rejected.length > 0
        ? `Tell her you listened: nothing here has ${joinWords(feedback.rejected.map((mention) => mention.term.label))}.`
        : null,
      'If none of them is right, ask which came closest and why: her answer is the next search.',
    ]),
  );
  const silhouettes = topPreferences(criteria.profile, 'silhouette', 2).map((entry) => attributeName(entry.value));
  if (silhouettes.length > 0 && !chosen.some((entry) => silhouettes.includes(silhouetteOf(entry.dress.silhouette)))) {
    lines.push(
      `> None of the new picks is ${joinWords(silhouettes)}, her strongest shape: the ones in stock were already shown.`,
    );
  }
  return joinAdvice(lines);
}
