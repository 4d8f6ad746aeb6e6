import type { DressPick } from '../plans/analysis-schemas';
import { type Dress, dressLabel } from '../dresses/dress';
import { readDressAttributes } from '../dresses/read-dress-attributes';
import { keyOf } from '../dresses/style-vocabulary';
import { applyPullRules, pullRulesOf } from '../analysis/pull-rules/apply-pull-rules';
import type { FitCriteria } from '../analysis/local/build-fit-criteria';
import type { AdviceFacts } from './read-advice-facts';
import type { DetailsReading } from './read-details';
import { applyFeedback, type Feedback, readFeedback } from './read-feedback';
import { applyFittingRoom } from '../analysis/local/apply-fitting-room';
import { fittingRoomReasons, wasTried } from '../fitting-room/read-fitting-room';
import { rankForHer, type Ranked } from './rank-for-her';

export interface NewDressRanking extends Ranked {
  /** The dresses her plan already suggested, left out. */
  excluded: DressPick[];
  /** How many dresses were left to choose from. */
  poolSize: number;
  criteria: FitCriteria;
  feedback: Feedback;
  /** Set when she asked for something cheaper: the price the new picks stay under. */
  priceCap: number | null;
  /** How many dresses she already tried on in the room were left out. */
  triedCount: number;
}

/**
 * Ranks the inventory again for her, without the dresses already suggested, with what she said
 * today (details) weighed above her survey, and under the cheapest suggestion when she asked
 * for something less expensive. Her latest fitting room weighs most: towards what she loved, away
 * from what she turned down, without the dresses she already tried.
 */
export function rankNewDresses(
  facts: AdviceFacts,
  details: DetailsReading,
  count = 3,
  options: { keepSuggested?: boolean } = {},
): NewDressRanking {
  const feedback = readFeedback(details.text);
  const room = facts.fittingRoom;
  const criteria = {
    ...facts.criteria,
    profile: applyFittingRoom(applyFeedback(facts.criteria.profile, feedback), room),
  };
  const excludedIds = new Set(facts.suggested.map((pick) => pick.dressId));
  // By label too: an inventory uploaded again since her analysis gives the same dresses new ids.
  const excludedLabels = new Set(facts.suggested.map((pick) => pick.label));
  const notTried = facts.inventory.filter((dress) => !wasTried(room, dress));
  const fresh = options.keepSuggested
    ? notTried
    : notTried.filter((dress) => !excludedIds.has(dress.id) && !excludedLabels.has(dressLabel(dress)));
  let priceCap: number | null = null;
  if (details.topics.has('cheaper')) {
    const prices = facts.suggested.map((pick) => pick.price).filter((price): price is number => price !== null);
    const ceiling = prices.length > 0 ? Math.min(...prices) : (facts.budget?.max ?? null);
    if (ceiling !== null && fresh.some((dress) => dress.price !== null && dress.price < ceiling)) priceCap = ceiling;
  }
  const affordable = (dress: Dress) => priceCap === null || (dress.price !== null && dress.price < priceCap);
  // What she said no to today is a rule, like what she ruled out in her survey; what the fitting
  // room turned down is left out as long as enough other dresses remain (a lace gown she did not
  // love does not rule out every lace gown).
  const saidNo = new Set(
    feedback.rejected.flatMap((mention) => mention.term.effects.filter((effect) => effect.weight >= 0.6).map(keyOf)),
  );
  const triedNo = new Set(room?.rejected.map((entry) => entry.key) ?? []);
  const clashesWith = (rejected: Set<string>) => (dress: Dress) =>
    rejected.size > 0 &&
    readDressAttributes(dress).some(
      (attribute) => !attribute.inferred && attribute.strength >= 0.6 && rejected.has(attribute.key),
    );
  const saysNo = clashesWith(saidNo);
  const triedAndNo = clashesWith(triedNo);
  // Counted among the dresses her size and budget allow, or a clash could leave nothing to pull.
  const allowed = new Set(applyPullRules(fresh, pullRulesOf(criteria)).allowed.map((entry) => entry.dress));
  const agreeable = fresh.filter(
    (dress) => allowed.has(dress) && affordable(dress) && !saysNo(dress) && !triedAndNo(dress),
  );
  const keep = (dress: Dress) =>
    affordable(dress) && !saysNo(dress) && (agreeable.length < count || !triedAndNo(dress));
  const ranked = rankForHer(fresh, criteria, count, keep);
  const picks = ranked.picks.map((pick, index) => {
    const reasons = fittingRoomReasons(ranked.chosen[index]!.dress, room);
    return reasons.length > 0 ? { ...pick, reasons: [...reasons, ...pick.reasons].slice(0, 6) } : pick;
  });
  return {
    ...ranked,
    picks,
    triedCount: facts.inventory.length - notTried.length,
    excluded: options.keepSuggested ? [] : facts.suggested,
    // The dresses left to choose from once her size and budget rules are applied too.
    poolSize: ranked.pool ? ranked.pool.allowed.filter((entry) => keep(entry.dress)).length : fresh.filter(keep).length,
    criteria,
    feedback,
    priceCap,
  };
}
