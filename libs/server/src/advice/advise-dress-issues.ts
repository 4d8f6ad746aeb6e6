import { withArticle } from '@bridal/shared/wording/with-article';
import { escapeMarkdown } from '@bridal/shared/markdown/escape-markdown';
import { describeDressFacts } from '../analysis/local/describe-dress-facts';
import { formatMoney } from '@bridal/shared/format/money';
import { joinWords } from '@bridal/shared/wording/join-words';
import { attributeNames, capitalize } from '@bridal/shared/wording/name-attribute';
import { budgetCeiling, daysText, shortName } from './describe-her';
import { rankNewDresses } from './rank-new-dresses';
import type { AdviceFacts } from './read-advice-facts';
import type { DetailsReading } from './read-details';
import type { Feedback } from './read-feedback';
import { joinAdvice, section } from './write-markdown';

const heavyFabrics = ['satin', 'mikado', 'velvet', 'taffeta', 'beaded', 'sequin'];

function isWarm(facts: AdviceFacts): boolean {
  const { venue, criteria } = facts;
  return venue.season === 'summer' || venue.type === 'beach' || criteria.venue.climate.climate === 'hot';
}

function isCold(facts: AdviceFacts): boolean {
  return facts.venue.season === 'winter' || facts.criteria.venue.climate.climate === 'cold';
}

/** What to check, from the topics the consultant's note touches. */
function concernLines(facts: AdviceFacts, details: DetailsReading, feedback: Feedback): string[] {
  const { topics } = details;
  const lines: string[] = [];
  const days = facts.days;
  if (topics.has('fit') || topics.has('alterations')) {
    lines.push(
      'Samples come in one size: clip the back to her shape before she looks, so she judges the dress and not the sample fit.',
      days !== null && days >= 0 && days < 60
        ? `With the wedding ${daysText(days)}, only in-stock and sample dresses can make it: choose one that fits close to her size today and book alterations now.`
        : days !== null && days >= 0
          ? `With the wedding ${daysText(days)}, there is time to order her size from her measurements plus two or three fittings.`
          : 'Ask her date: it decides between ordering her size and altering a sample.',
    );
  }
  if (topics.has('comfort')) {
    const tooHeavy = feedback.rejected.some((mention) => mention.term.id === 'heavy-fabrics');
    lines.push(
      tooHeavy && isCold(facts)
        ? `She finds it heavy: keep her warm for ${facts.venue.occasion} with sleeves or a cover-up instead of a heavy fabric; lace over crepe weighs far less than satin or mikado.`
        : isWarm(facts)
          ? `For ${facts.venue.occasion}, lighter is better: chiffon, crepe or organza breathe; avoid satin and mikado.`
          : isCold(facts)
            ? `For ${facts.venue.occasion} a weightier fabric is fine, but it must let her move: a satin or mikado with a softer lining, or lace over crepe.`
            : 'Check what bothers her (weight, scratch, stiffness) and pull the same shape in a softer fabric: crepe, chiffon or soft tulle.',
      'Have her sit, lift her arms and take a few dance steps: comfort shows in movement, not on the platform.',
    );
  }
  if (topics.has('sleeves')) {
    lines.push(
      facts.venue.type === 'church' || isCold(facts)
        ? `Sleeves suit ${facts.venue.occasion}: offer detachable sleeves, a bolero or an illusion neckline, so she keeps the dress she likes.`
        : 'Sleeves can be added to almost any bodice: show a detachable sleeve or cap-sleeve option before she gives up on the dress.',
    );
  }
  if (topics.has('plain')) {
    lines.push(
      'Too plain is the easiest fix: add a belt or sash, a statement veil, or a detachable overskirt before changing dress.',
    );
  }
  if (topics.has('tooMuch')) {
    lines.push(
      'Too much is solved by subtraction: take off the overskirt or belt, try a smaller train, or the same silhouette in crepe.',
    );
  }
  if (topics.has('length')) {
    lines.push(
      facts.criteria.venue.ground && facts.venue.setting !== 'indoor'
        ? `Length: on ${facts.criteria.venue.ground} a sweep train or a bustle keeps her from tripping; the hem is set at her final fitting, in her wedding shoes.`
        : 'Length: the hem is set at the final fitting in her wedding shoes; a bustle takes care of a long train after the ceremony.',
    );
  }
  if (topics.has('colour')) {
    const palette = facts.criteria.profile.palette;
    lines.push(
      palette.length > 0
        ? `Colour: her palette reads ${joinWords(palette.slice(0, 3))}; hold a swatch of each against her face in daylight.`
        : 'Colour: hold ivory, white and champagne swatches against her face in daylight and let her pick.',
    );
  }
  if (topics.has('budget')) {
    lines.push(
      facts.budget
        ? `Keep alterations inside her ${facts.budget.label} budget: say what they usually cost at your boutique before she falls for a dress.`
        : 'She has not given a budget: ask now, before another dress goes on.',
    );
  }
  if (lines.length === 0) {
    lines.push(
      'Ask her: "What is the one thing you would change about this dress?" The answer is the neckline, the shape, the fabric or the weight; pull for that one thing.',
      'Check the sample fit first: a clipped sample often solves what looks like a style problem.',
    );
  }
  return lines;
}

function adjustmentLines(facts: AdviceFacts): string[] {
  const { venue, criteria, budget, suggested } = facts;
  const lines: string[] = [];
  if (isCold(facts))
    lines.push(
      `${capitalize(facts.venue.occasion)}: a long-sleeve topper, a faux-fur wrap or a velvet cape for photos outside.`,
    );
  if (isWarm(facts))
    lines.push(
      `${capitalize(facts.venue.occasion)}: lighter fabric, less lining, and a bustle so the train stays off the ground.`,
    );
  if (venue.type === 'church')
    lines.push('Church: ask whether shoulders must be covered; a bolero or illusion straps solve it.');
  if (criteria.venue.ground && venue.setting !== 'indoor') {
    lines.push(`Outdoor ${criteria.venue.ground}: sweep train or a bustle; no cathedral train without a plan.`);
  }
  if (venue.formality === 'black-tie' || venue.formality === 'formal') {
    lines.push(
      `${capitalize(withArticle(`${venue.formality} wedding`))} carries structure and a train: ${joinWords(attributeNames(['ball-gown', 'trumpet', 'mermaid']))} read the part.`,
    );
  } else if (venue.formality === 'casual') {
    lines.push('A casual wedding: drop the volume; an A-line or sheath in a soft fabric looks right.');
  }
  const priced = suggested.find((pick) => pick.price !== null);
  const ceiling = budgetCeiling(budget);
  if (ceiling !== null && priced?.price !== null && priced?.price !== undefined) {
    const room = ceiling - priced.price;
    lines.push(
      room > 0
        ? `${shortName(priced.label)} leaves ${formatMoney(room)} of her ${budget!.label} budget for alterations and a veil.`
        : room === 0
          ? `${shortName(priced.label)} uses her whole ${budget!.label} budget: adjust it rather than add to it.`
          : `${shortName(priced.label)} is already ${formatMoney(-room)} over her ${budget!.label} budget: adjust, do not add.`,
    );
  }
  return lines;
}

/** Help when the dress is not right: what she asked for, what to check, what to pull next. */
export function adviseDressIssues(facts: AdviceFacts, details: DetailsReading): string {
  const { preferred, name } = facts;
  const lines = [`## Dress Fit or Style Concerns: ${name}`, ''];
  if (details.quote) lines.push(`> You said: "${details.quote}"`, '');

  lines.push(
    ...section('What she asked for', [
      preferred.silhouettes.length > 0
        ? `Silhouettes: ${joinWords(attributeNames(preferred.silhouettes))}.`
        : 'No silhouette stated yet.',
      preferred.necklines.length > 0 ? `Necklines: ${joinWords(attributeNames(preferred.necklines))}.` : null,
      preferred.fabrics.length > 0 ? `Fabrics: ${joinWords(preferred.fabrics)}.` : null,
      preferred.styles.length > 0 ? `Style: ${joinWords(attributeNames(preferred.styles))}.` : null,
      facts.avoid.length > 0 ? `She turned down: ${joinWords(facts.avoid)}.` : null,
      `For ${facts.venue.occasion} (${facts.venue.formality})${facts.budget ? `, budget ${facts.budget.label}` : ''}${daysText(facts.days) ? `, ${daysText(facts.days)}` : ''}.`,
    ]),
  );
  // She may not have tried every dress of her plan yet, so those count too, marked as such.
  const ranking = rankNewDresses(facts, details, 2, { keepSuggested: true });
  const inPlan = new Set(facts.suggested.map((pick) => pick.dressId));
  const { feedback } = ranking;
  lines.push(...section('What to check first', concernLines(facts, details, feedback)));
  lines.push(
    ...section('What to pull next', [
      feedback.rejected.length > 0
        ? `Move away from ${joinWords(feedback.rejected.map((mention) => mention.term.label))}: she said "${escapeMarkdown(feedback.rejected[0]!.fragment)}".`
        : null,
      feedback.wanted.length > 0
        ? `Move towards ${joinWords(feedback.wanted.map((mention) => mention.term.label))}, as she asked today.`
        : null,
      ...ranking.picks.map(
        (pick, index) =>
          `**${escapeMarkdown(pick.label)}** (${escapeMarkdown(describeDressFacts(ranking.chosen[index]!.dress))}): ${escapeMarkdown(pick.reasons.slice(0, 2).join('; '))}.${inPlan.has(pick.dressId) ? ' Already in her plan: try it if she has not.' : ''}`,
      ),
      facts.inventory.length === 0
        ? 'No inventory is uploaded: pull from the floor by her silhouettes and fabrics above.'
        : null,
    ]),
  );
  lines.push(...section('Adjustments to offer', adjustmentLines(facts)));
  lines.push(
    ...section('What to say', [
      facts.feelings.anxious
        ? '"Let\'s use what you didn\'t love about this one: it tells me exactly what to bring next." (calm, no rush)'
        : '"Great, now we know what you don\'t want. What would you change first?"',
      facts.party.members.length > 0 ? `Ask ${name} before her party: the concern is hers to name.` : null,
      heavyFabrics.some((fabric) => preferred.fabrics.includes(fabric)) && isWarm(facts)
        ? `Warn kindly: the ${preferred.fabrics.filter((fabric) => heavyFabrics.includes(fabric)).join(' and ')} she likes will be warm for ${facts.venue.occasion}.`
        : null,
    ]),
  );
  return joinAdvice(lines);
}
