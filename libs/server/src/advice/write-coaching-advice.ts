import { escapeMarkdown } from '@bridal/shared/markdown/escape-markdown';
import { formatDate } from '@bridal/shared/format/format-date';
import { formatMoney } from '@bridal/shared/format/money';
import { joinWords } from '@bridal/shared/wording/join-words';
import type { CoachingQuestion } from './advice-context';
import { attributeName } from '@bridal/shared/wording/name-attribute';
import {
  beyondFirstSentence,
  budgetCeiling,
  daysText,
  herAtAGlance,
  partyText,
  pickText,
  shortName,
} from './describe-her';
import { rankForHer } from './rank-for-her';
import type { AdviceFacts } from './read-advice-facts';
import { type CoachingGoal, coachingGoalWords, type GoalsReading, readCoachingGoals } from './read-coaching-goals';
import { clip, joinAdvice, section } from './write-markdown';

type Lines = (string | null | false | undefined)[];

/** The date `days` before her wedding, "Saturday, October 17, 2026", or null. */
function weeksBefore(weddingDate: string, weeks: number): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(weddingDate)) return null;
  const [year, month, day] = weddingDate.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day - weeks * 7));
  return formatDate(date.toISOString().slice(0, 10));
}

const topPrice = (facts: AdviceFacts) => facts.suggested.find((pick) => pick.price !== null);

function veilFor(facts: AdviceFacts): string {
  const { venue } = facts;
  if (venue.type === 'church' || venue.formality === 'black-tie')
    return 'a cathedral or chapel-length veil for the aisle';
  if (venue.type === 'beach') return 'a fingertip veil or a hair piece the sea breeze will not catch';
  if (venue.type === 'courthouse' || venue.type === 'city') return 'a birdcage or short blusher veil';
  if (venue.setting === 'outdoor') return 'a fingertip veil with a comb that holds in the wind';
  return 'a fingertip or chapel veil';
}

function accessoryFor(styles: string[]): string | null {
  if (styles.includes('glam')) return 'crystal earrings or a beaded belt';
  if (styles.includes('boho')) return 'a hair vine or a flower crown';
  if (styles.includes('vintage')) return 'a pearl headpiece or a lace-edged veil';
  if (styles.includes('modern') || styles.includes('minimalist')) return 'a sleek bow or a cape';
  if (styles.includes('romantic') || styles.includes('garden')) return 'a floral hairpiece or a lace-edged veil';
  if (styles.includes('classic') || styles.includes('princess')) return 'pearl earrings or a satin belt';
  return null;
}

function accessories(facts: AdviceFacts): Lines {
  const { budget, party, name } = facts;
  const top = topPrice(facts);
  const ceiling = budgetCeiling(budget);
  const room = ceiling !== null && top?.price ? ceiling - top.price : null;
  const extra = accessoryFor(facts.preferred.styles);
  const mom = party.members.some((member) => member.role === 'mom');
  return [
    `For ${facts.venue.occasion}: ${veilFor(facts)}${extra ? `, and ${extra} for her ${joinWords(facts.preferred.styles.map(attributeName))} style` : ''}.`,
    room === null
      ? !budget
        ? 'Her budget is not known: ask it before showing accessories, so the total still fits.'
        : budget.max === null
          ? `Her ${budget.label} budget has no ceiling: style the full look (veil, belt, earrings) on her favourite.`
          : `Price her favourite against her ${budget.label} budget before showing accessories, so the total still fits.`
      : room > 0
        ? `${shortName(top!.label)} (${formatMoney(top!.price!)}) leaves ${formatMoney(room)} of her ${budget!.label} budget: enough for ${room >= 400 ? 'a veil and one more piece' : 'a veil'}.`
        : `${shortName(top!.label)} already reaches her ${budget!.label} budget: offer one piece, show it on her, and do not push.`,
    mom
      ? `Let her mom place the veil when ${name} lingers at the mirror in her favourite: that moment sells it.`
      : `Bring the veil out when ${name} lingers at the mirror in her favourite, not before.`,
    facts.criteria.rush ? 'With so little time, in-stock accessories she can take home today are the easy yes.' : null,
  ];
}

function closing(facts: AdviceFacts): Lines {
  const { intention, party, days, feelings, name } = facts;
  const mom = party.members.some((member) => member.role === 'mom');
  const byIntention: Record<string, string> = {
    'ready-to-buy': `${name} came ready to say yes: the close is hers to lose. Narrow to her top two early${mom ? ', and bring her mom in for the final look' : ''}, then ask "Is this your dress?"`,
    'serious-shopping':
      'She is comparing seriously: recap her top two with style numbers and prices, and offer a hold or a deposit today.',
    browsing: `She came to browse: a close today would be pressure. Aim for a booked second visit and two style numbers${days !== null && days >= 0 && days <= 240 ? `, but mention that a wedding ${daysText(days)} leaves little time to order` : ''}.`,
    emergency:
      'She needs a dress fast: deciding today is the plan. In-stock and samples only; make a clear recommendation.',
  };
  return [
    byIntention[intention] ??
      (facts.answers.customIntention
        ? `Her visit, in her words: "${clip(facts.answers.customIntention, 120)}". Confirm early what a successful visit means to her.`
        : 'She did not say what she wants from the visit: ask in the first five minutes whether she hopes to decide today.'),
    facts.criteria.rush && intention !== 'emergency'
      ? `The wedding is ${daysText(days)}: waiting costs her options, so a decision today is in her interest.`
      : null,
    feelings.anxious
      ? `She feels ${joinWords(feelings.named)}: ask once, then stay quiet; pressure will lose this sale.`
      : null,
    facts.insight && beyondFirstSentence(facts.insight.decisionMakingApproach)
      ? `Her plan: ${beyondFirstSentence(facts.insight.decisionMakingApproach)}`
      : null,
  ];
}

function averageSale(facts: AdviceFacts, goals: GoalsReading): Lines {
  const { budget } = facts;
  if (!budget) return ['She gave no budget: ask early, then show one dress at the top of the range she names.'];
  const lines: Lines = [];
  if (goals.amount !== null) {
    const ceiling = budgetCeiling(budget);
    lines.push(
      ceiling !== null && goals.amount > ceiling
        ? `Your ${formatMoney(goals.amount)} target is above her ${budget.label} budget: raise this sale with accessories and alterations, not with a dress she cannot afford.`
        : budget.min !== null && goals.amount <= budget.min
          ? `Her ${budget.label} budget is above your ${formatMoney(goals.amount)} target: any dress that fits her gets you there, so put your effort into the fit and the close.`
          : `Your ${formatMoney(goals.amount)} target sits inside her ${budget.label} range: a dress in the upper half of it gets you there.`,
    );
  }
  if (budget.max === null) {
    lines.push(
      `Her ${budget.label} budget has no ceiling: show premium fabrics, custom changes, or a second look for the party.`,
    );
  } else {
    const upper = rankForHer(
      facts.inventory,
      facts.criteria,
      1,
      (dress) => dress.price !== null && dress.price >= budget.max! * 0.8 && dress.price <= budget.max!,
    ).picks[0];
    lines.push(
      upper
        ? `At the top of her range: **${pickText(upper)}** (${escapeMarkdown(upper.reasons[0] ?? '')}). Show it after a dress that fits comfortably, never first.`
        : `Nothing in stock sits at the top of her range (${formatMoney(budget.max * 0.8)}-${formatMoney(budget.max)}): raise the sale with a veil and accessories.`,
    );
    if (budget.max <= 1000)
      lines.push('Her budget is tight: the sale grows with accessories and alterations, not a pricier dress.');
  }
  return lines;
}

function bridalParty(facts: AdviceFacts): Lines {
  const { party, days } = facts;
  const helpers = party.members.filter(
    (member) => member.role === 'sister' || member.role === 'friend' || member.role === 'custom',
  );
  const elders = party.members.filter((member) => member.role === 'mom' || member.role === 'grandmother');
  return [
    helpers.length > 0
      ? `Ask ${joinWords(helpers.map((member) => escapeMarkdown(member.name)))} about bridesmaid dresses: who chooses, what colour, and when.`
      : party.alone
        ? 'She came alone: ask about her bridesmaids and offer a group appointment.'
        : null,
    elders.length > 0
      ? `${joinWords(elders.map((member) => escapeMarkdown(member.name)))}: mention mother-of-the-bride dresses once the bride's dress is settled.`
      : null,
    days !== null && days > 0
      ? `With the wedding ${daysText(days)}, bridesmaid dresses should be ordered by ${weeksBefore(facts.answers.weddingDate, 16) ?? 'four months before'}.`
      : null,
    'Offer it after her own dress, never during: her moment first.',
  ];
}

function alterations(facts: AdviceFacts): Lines {
  const { days, budget, answers } = facts;
  const top = topPrice(facts);
  const ceiling = budgetCeiling(budget);
  const complex = facts.suggested.some((pick) => /ball gown|mermaid|cathedral|chapel/i.test(pick.reasons.join(' ')));
  return [
    days === null
      ? 'No wedding date: ask it, then book her fittings backwards from it.'
      : days < 0
        ? 'The date in her survey has passed: confirm it before booking fittings.'
        : days < 60
          ? `Only ${daysText(days)}: book the first fitting this week and the final one two weeks before; explain rush fees now.`
          : `Book the first fitting around ${weeksBefore(answers.weddingDate, 10)} and the final one around ${weeksBefore(answers.weddingDate, 2)}.`,
    ceiling !== null && top?.price
      ? ceiling > top.price
        ? `${shortName(top.label)} leaves ${formatMoney(ceiling - top.price)} of her budget: quote alterations inside it.`
        : `${shortName(top.label)} uses her whole budget: quote alterations now so they are not a surprise.`
      : null,
    complex ? 'Her picks include long trains or fitted shapes: mention bustle and hem work up front.' : null,
  ];
}

function time(facts: AdviceFacts): Lines {
  const { feelings, party } = facts;
  const dresses = feelings.overwhelmed || feelings.anxious ? 5 : party.members.length >= 3 ? 6 : 8;
  const welcome = party.members.length >= 3 ? 15 : 10;
  return [
    `Plan the hour: ${welcome} minutes for welcome and her vision, about ${dresses} dresses, and 10 minutes at the end for the decision and next steps.`,
    facts.suggested.length > 0
      ? `Pull her plan's picks before she arrives: ${joinWords(facts.suggested.slice(0, 3).map((pick) => shortName(pick.label)))}.`
      : null,
    party.members.length >= 3
      ? `${party.members.length} guests: agree early whose opinion counts, or the hour goes to debate.`
      : null,
    feelings.overwhelmed ? 'She feels overwhelmed: fewer, better dresses save time and her energy.' : null,
  ];
}

function experience(facts: AdviceFacts): Lines {
  const vision = facts.criteria.profile.visionHits.find((hit) => !hit.negated)?.clause;
  return [
    vision
      ? `Quote her own words back to her early: "${escapeMarkdown(vision)}".`
      : 'Ask for her vision in her own words and repeat it back.',
    facts.answers.additionalNotes
      ? `Act on her note before she has to repeat it: "${escapeMarkdown(clip(facts.answers.additionalNotes, 120))}".`
      : null,
    'Note her top two style numbers and follow up within 48 hours, whatever she decides today.',
  ];
}

const writers: Record<CoachingGoal, (facts: AdviceFacts, goals: GoalsReading) => Lines> = {
  accessories,
  close: closing,
  'average-sale': averageSale,
  'bridal-party': bridalParty,
  alterations,
  time,
  experience,
};

/** Coaching advice: the consultant's goals crossed with this bride's plan. */
export function writeCoachingAdvice(facts: AdviceFacts, question: CoachingQuestion): string {
  const goals = readCoachingGoals(question.coachingGoals);
  const lines = [`## Your Coaching Goals with ${facts.name}`, ''];
  if (goals.text) lines.push(`> Your goals: "${escapeMarkdown(clip(goals.text.replace(/"/g, "'"), 300))}"`, '');
  lines.push(
    ...section('This appointment', [
      herAtAGlance(facts),
      facts.venue.name ? `${facts.venue.name}: ${facts.venue.occasion}, ${facts.venue.formality}.` : null,
      facts.days !== null && facts.days > 0 && facts.answers.weddingDate
        ? `Wedding: ${formatDate(facts.answers.weddingDate)}.`
        : null,
    ]),
  );

  let shown = goals.goals;
  if (!goals.text) {
    lines.push(
      'No coaching goals are set for you yet. Ask your admin to add them (Consultants, then Edit, then Coaching goals). Until then, a plan for closing well and using the hour:',
      '',
    );
    shown = ['close', 'time'];
  } else if (shown.length === 0) {
    lines.push(
      'Your goals do not name an area this advice recognises (such as closing, accessories, average sale, bridal party, alterations or time), so here is how this appointment can serve them:',
      '',
    );
    shown = ['close', 'experience'];
  }
  for (const goal of shown) lines.push(...section(coachingGoalWords[goal].label, writers[goal](facts, goals)));
  if (goals.targets.length > 0) {
    lines.push(
      ...section('Your targets', [
        `${joinWords(goals.targets)}: count this appointment towards them only if ${facts.name} leaves happy.`,
      ]),
    );
  }
  lines.push(
    ...section('Keep in mind', [
      facts.feelings.anxious
        ? `${facts.name} is ${joinWords(facts.feelings.named)}: her comfort comes first; no goal is worth pressure today.`
        : `${facts.name}'s experience comes first: a goal met with pressure costs the next referral.`,
      partyText(facts.party) && !facts.party.alone ? `Ask her first, then ${partyText(facts.party)}.` : null,
      facts.budget ? `Stay inside ${facts.budget.label} unless she asks to see more.` : null,
    ]),
  );
  return joinAdvice(lines);
}
