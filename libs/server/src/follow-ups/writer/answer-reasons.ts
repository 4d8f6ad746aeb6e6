import type { NoSaleReason } from '@bridal/shared/appointments/appointment';
import { formatMoney } from '@bridal/shared/format/money';
import { joinWords } from '@bridal/shared/wording/join-words';
import { attributeName } from '@bridal/shared/wording/name-attribute';
import { closestLoved, describeDress, shortName, stockedSizes } from './describe-follow-up-dress';
import type { FollowUpDress, FollowUpFacts } from './follow-up-writer';
import { alterationWeeks, formatDay, type WeddingTiming, weeks } from './wedding-timing';
import { countOf } from '@bridal/shared/wording/count-of';

/** What the answers are written from: the facts, her timing, and the dress the message is about. */
export interface AnswerInput {
  facts: FollowUpFacts;
  timing: WeddingTiming;
  /** The dress she loved most, else the first she tried; null when the checklist was empty. */
  favourite: FollowUpDress | null;
}

/** "Aurora", or "the gowns you tried" when she has no favourite. */
export const favouriteName = ({ favourite }: AnswerInput): string =>
  favourite ? shortName(favourite) : 'the gowns you tried';

/** Her budget as every text says it (`resolveBudget`'s label): "$1,000 - $2,000", "under $1,000", "$2,500". */
export const describeBudget = (budget: FollowUpFacts['bride']['budget']): string | null => budget?.label ?? null;

const standardParty = new Set(['mom', 'sister', 'friend', 'grandmother']);

/** "your mom", "Aunt June": the people she shops with, as a sentence names them. */
export const partyNames = (party: readonly string[]): string[] =>
  party.map((member) => (standardParty.has(member.toLowerCase()) ? `your ${member.toLowerCase()}` : member));

/** Quotes a consultant's or her own words without doubling their final stop. */
export const quoted = (text: string): string => text.trim().replace(/[.!?\s]+$/, '');

const priceOf = (entry: FollowUpDress | null) => entry?.dress?.price ?? null;

/** Why a within-budget gown is offered: what it shares with a dress she loved. */
function whyThisOne(entry: FollowUpDress, loved: readonly FollowUpDress[]): string {
  if (!entry.dress) return '';
  const closest = closestLoved(entry.dress, loved);
  if (!closest) return '';
  return `: like ${shortName(closest.entry)}, it has ${joinWords(closest.shared.slice(0, 3))}`;
}

function answerBudget(input: AnswerInput): string {
  const { facts } = input;
  const budget = describeBudget(facts.bride.budget);
  const name = favouriteName(input);
  if (!budget) {
    return `You mentioned budget. Tell us the amount you have in mind, and we will pull gowns within it that share what you loved about ${name}.`;
  }
  const price = priceOf(input.favourite);
  const max = facts.bride.budget?.max ?? null;
  const over = price !== null && max !== null && price > max ? ` ${name} is ${formatMoney(price)}, above it.` : '';
  if (facts.withinBudget.length === 0) {
    return `You mentioned your budget of ${budget}.${over} Right now none of the gowns in our shop are priced within it; reply, and we will tell you as soon as one that suits you arrives.`;
  }
  const lines = facts.withinBudget.map((entry) => `- ${describeDress(entry)}${whyThisOne(entry, facts.loved)}.`);
  const lead =
    facts.loved.length > 0
      ? ` Within it, these gowns share what you loved about ${name}:`
      : ' These gowns in our shop are within it:';
  return `You mentioned your budget of ${budget}.${over}${lead}\n\n${lines.join('\n')}`;
}

function answerDecisionMaker(input: AnswerInput): string {
  const party = partyNames(input.facts.bride.shoppingParty);
  const who = party.length > 0 ? joinWords(party) : 'the people whose opinion matters most to you';
  const see = input.favourite ? `see you in ${favouriteName(input)}` : 'see the gowns you liked best';
  return `We know not everyone could be there on the day. We would love to welcome you back with ${who}, so they can ${see} too; tell us when suits you all and we will have it ready in the fitting room.`;
}

/** The wedding date against the order lead time, honestly: comfortable, tight or too late. */
function orderTiming(input: AnswerInput): string {
  const { timing, facts } = input;
  const lead = weeks(timing.leadWeeks);
  const wedding = facts.bride.weddingDate;
  switch (timing.verdict) {
    case 'comfortable':
      return `Your wedding is ${weeks(timing.weeksAway!)} away; gowns take about ${lead} to arrive, so ordering by ${formatDay(timing.orderBy!, timing.today)} leaves time for alterations.`;
    case 'tight':
      return `Your wedding is ${weeks(timing.weeksAway!)} away and gowns take about ${lead} to arrive, so a gown ordered now arrives around ${formatDay(timing.arrivesBy, timing.today)}, leaving little time for alterations. If ${favouriteName(input)} is the one, it is worth deciding soon; ask us about rush options.`;
    case 'too-late':
      return `To be honest with you: your wedding is ${weeks(timing.weeksAway!)} away, and gowns usually take about ${lead} to arrive, so a gown ordered today would not arrive in time. Ask us about rush options and we will find out what is possible for ${formatDay(wedding!, timing.today)}.`;
    case 'no-date':
      return `Gowns take about ${lead} to arrive, plus about ${weeks(alterationWeeks)} for alterations: tell us your wedding date and we will work out when to order.`;
    case 'past':
      return '';
  }
}

function answerKeepShopping(input: AnswerInput): string {
  const { facts, timing } = input;
  const name = favouriteName(input);
  const hold =
    timing.holdUntil && input.favourite
      ? `Take the time you need to shop around: we can hold ${name} for you for ${countOf(facts.boutique.holdDays, 'day')} (until ${formatDay(timing.holdUntil, timing.today)}), so it is here when you want to see it again.`
      : `Take the time you need to shop around; we cannot put gowns on hold, so if ${name} stays on your mind, let us know.`;
  // When she also named timing, that answer gives the dates; they are not said twice.
  const dates = facts.appointment.reasons.includes('timing') ? '' : orderTiming(input);
  return [hold, dates].filter(Boolean).join(' ');
}

function answerTiming(input: AnswerInput): string {
  const { timing, facts } = input;
  const wedding = facts.bride.weddingDate ? formatDay(facts.bride.weddingDate, timing.today) : '';
  switch (timing.verdict) {
    case 'comfortable':
      return `You mentioned timing. With your wedding on ${wedding}, ${weeks(timing.weeksAway!)} away, there is no rush yet: gowns take about ${weeks(timing.leadWeeks)} to arrive, so ordering by ${formatDay(timing.orderBy!, timing.today)} still leaves about ${weeks(alterationWeeks)} for alterations.`;
    case 'no-date':
      return `You mentioned timing. Gowns take about ${weeks(timing.leadWeeks)} to arrive after ordering, plus about ${weeks(alterationWeeks)} for alterations; once you know your date, we can tell you exactly when to order.`;
    case 'past':
      return `You mentioned timing. Tell us your new date and we will work out when a gown needs to be ordered.`;
    default:
      return `You mentioned timing. ${orderTiming(input)}`;
  }
}

function answerFit(input: AnswerInput): string {
  const name = favouriteName(input);
  const sizes = stockedSizes(input.favourite?.dress ?? null);
  const tryAgain = sizes
    ? ` We have ${name} in sizes ${sizes}, so you can feel the fit for yourself.`
    : ` Come back and we will pin ${name} to show you how it would fit you.`;
  return `You mentioned the fit. A sample is rarely the size you will wear: a gown like ${name} is ordered in your size and then altered to fit you.${tryAgain}`;
}

function answerNotTheOne(input: AnswerInput, budgetAnswered: boolean): string {
  const { facts } = input;
  const liked = [...facts.loved, ...facts.tried].flatMap((entry) => (entry.dress ? [entry.dress] : []));
  const shapes = [...new Set(liked.flatMap((dress) => (dress.silhouette ? [attributeName(dress.silhouette)] : [])))];
  const fabrics = [...new Set(liked.flatMap((dress) => (dress.fabric ? [dress.fabric] : [])))];
  const worked = [
    shapes.length > 0 ? `${joinWords(shapes.slice(0, 3))} shapes` : '',
    fabrics.length > 0 ? `${joinWords(fabrics.slice(0, 3))}` : '',
  ].filter(Boolean);
  const start =
    worked.length > 0
      ? ` Next time we would start from what worked for you, ${worked.join(' in ')}`
      : ' Next time we would start from your vision';
  const vibes =
    facts.bride.vibes.length > 0
      ? `, with the ${joinWords(facts.bride.vibes.map((vibe) => vibe.toLowerCase()))} feel you want for your wedding`
      : '';
  const avoid =
    facts.notForHer.length > 0
      ? `, and leave out what did not feel right (${joinWords(facts.notForHer.slice(0, 3).map((entry) => (entry.reason ? `${shortName(entry)}: ${quoted(entry.reason)}` : shortName(entry))))})`
      : '';
  const first = facts.withinBudget[0];
  const suggestion = first && !budgetAnswered ? ` One we would love you to try: ${describeDress(first)}.` : '';
  return `You have not found the one yet, and that is fine.${start}${vibes}${avoid}.${suggestion}`;
}

function answerOther(input: AnswerInput): string {
  const other = quoted(input.facts.appointment.otherReason);
  return other
    ? `You also mentioned "${other}". If we can help with that, tell us how; we would be glad to.`
    : 'If something else held you back, tell us; we would be glad to help.';
}

/** One paragraph per reason she gave, in her order, each built from her data. */
export function answerReasons(input: AnswerInput): string[] {
  const reasons = [...new Set(input.facts.appointment.reasons)];
  const answer = (reason: NoSaleReason): string => {
    switch (reason) {
      case 'budget':
        return answerBudget(input);
      case 'decision_maker_absent':
        return answerDecisionMaker(input);
      case 'keep_shopping':
        return answerKeepShopping(input);
      case 'timing':
        return answerTiming(input);
      case 'fit_or_size':
        return answerFit(input);
      case 'not_the_one':
        return answerNotTheOne(input, reasons.includes('budget'));
      case 'other':
        return answerOther(input);
    }
  };
  return reasons.map(answer).filter(Boolean);
}

/** The second check-in's one-line reminder of the first answer, shorter and worded anew. */
export function remindOfReason(input: AnswerInput): string {
  const { facts, timing } = input;
  const name = favouriteName(input);
  const [reason] = facts.appointment.reasons;
  switch (reason) {
    case 'budget': {
      const first = facts.withinBudget[0];
      if (!first) return `If the price is what holds you back, tell us: we keep looking for gowns within your budget.`;
      const price = priceOf(first);
      return `If the price is what holds you back, ${shortName(first)}${price !== null ? ` at ${formatMoney(price)}` : ''} is within your budget${whyThisOne(first, facts.loved)}.`;
    }
    case 'decision_maker_absent': {
      const party = partyNames(facts.bride.shoppingParty);
      return `Our invitation stands: bring ${party.length > 0 ? joinWords(party) : 'the people you want there'} to see ${name} with you.`;
    }
    case 'keep_shopping':
    case 'timing':
      if (timing.verdict === 'comfortable')
        return `There is still time: ordering by ${formatDay(timing.orderBy!, timing.today)} leaves room for alterations before your wedding.`;
      if (timing.verdict === 'tight' || timing.verdict === 'too-late')
        return `With your wedding ${weeks(timing.weeksAway!)} away, time is getting short; ask us about rush options if ${name} is the one.`;
      return `Whenever you know your wedding date, tell us and we will work out when to order.`;
    case 'fit_or_size': {
      const sizes = stockedSizes(input.favourite?.dress ?? null);
      return sizes
        ? `We would be happy to try ${name} again in sizes ${sizes}.`
        : `We would be happy to pin ${name} for you to show you the fit.`;
    }
    case 'not_the_one':
      return `We have more gowns to show you${facts.bride.vibes.length > 0 ? ` for your ${joinWords(facts.bride.vibes.map((vibe) => vibe.toLowerCase()))} wedding` : ''}, chosen from what you told us.`;
    case 'other': {
      const other = quoted(facts.appointment.otherReason);
      return other
        ? `And if "${other}" is still on your mind, just tell us.`
        : 'If anything is still on your mind, just tell us.';
    }
    default:
      return '';
  }
}
