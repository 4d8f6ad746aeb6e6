import { optionLabel } from '@bridal/shared/survey/survey-labels';
import { escapeMarkdown, unescapeMarkdown } from '@bridal/shared/markdown/escape-markdown';
import { intentionOptions } from '@bridal/shared/survey/survey-options';
import type { AnalysisContext } from '../analysis-provider';
import { type StrategyResult, strategyResultSchema } from '../../plans/analysis-schemas';
import { dressLabel } from '../../dresses/dress';
import { describeHerSizes } from '../pull-rules/apply-pull-rules';
import { askHerSizeNote } from '../pull-rules/describe-pull-notes';
import { pickUnderRules } from '../pull-rules/pick-under-rules';
import { buildFitCriteria, type FitCriteria } from './build-fit-criteria';
import { formatMoney } from '@bridal/shared/format/money';
import { joinWords } from '@bridal/shared/wording/join-words';
import { measureConfidence } from './measure-confidence';
import { planTryOn } from './plan-try-on';
import { type Party, readParty } from './read-party';
import { type Feelings, readFeelings } from './read-feelings';
import { describePriceBounds } from '@bridal/shared/budget/resolve-budget';
import type { ScoredDress } from './score-dress';
import { topPreferences } from './top-preferences';

interface Plan {
  name: string;
  criteria: FitCriteria;
  feelings: Feelings;
  party: Party;
  intention: string;
  customIntention: string;
  picks: ScoredDress[];
}

const clip = (text: string, max: number): string => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);
const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
const partyNames = (party: Party): string => joinWords(party.members.map((member) => member.name));
const bigParty = (party: Party): boolean => party.members.length >= 3;

function communicationStyle({ feelings, party, criteria }: Plan): string {
  const parts: string[] = [];
  if (feelings.anxious && feelings.upbeat) {
    parts.push(
      `She is ${joinWords(feelings.named)}: be warm and upbeat, yet keep the choices few (two or three dresses at a time) and say what comes next before it happens.`,
    );
  } else if (feelings.anxious) {
    parts.push(
      'Calm and steady: explain each step before it happens, show two or three dresses at a time and check in after each one; no price or time pressure.',
    );
    if (feelings.overwhelmed)
      parts.push('She feels overwhelmed, so narrow the options for her rather than asking her to choose among many.');
  } else if (feelings.upbeat) {
    parts.push(
      'Match her energy: celebrate the dresses she lights up in, keep the pace lively and let her reactions lead.',
    );
  } else if (feelings.named.length === 0) {
    parts.push('She did not say how she feels: open by asking, and mirror her tone.');
  } else if (!feelings.openMinded) {
    parts.push(`She describes herself as ${joinWords(feelings.named)}: follow her lead and keep explanations simple.`);
  }
  if (feelings.openMinded) {
    parts.push('She is open-minded: follow her lead, and invite one wildcard outside her stated style.');
  }
  if (bigParty(party)) {
    parts.push(
      `With ${party.members.length} people in her party (${partyNames(party)}), address her first, ask her opinion before theirs and give each of them a role.`,
    );
  } else if (party.members.length > 0) {
    parts.push(`Include ${partyNames(party)} in the conversation, but always ask her first.`);
  } else if (party.alone) {
    parts.push('It is just her: be her sounding board; narrate what you see and ask her to rate each dress out of 10.');
  }
  if (criteria.rush) parts.push('Be direct and concrete about timing.');
  return clip(parts.join(' '), 600);
}

function emotionalState({ feelings, criteria, name }: Plan, visionDetails: number): string {
  const parts: string[] = [];
  parts.push(feelings.named.length > 0 ? `${capitalize(joinWords(feelings.named))}.` : 'Not stated.');
  if (feelings.anxious && criteria.rush && criteria.days !== null) {
    parts.push(`With the wedding ${criteria.days} days away, the timeline likely adds to the pressure.`);
  }
  if (visionDetails >= 3)
    parts.push(`${name} has a clear picture of the dress (${visionDetails} specific details in her vision).`);
  else if (visionDetails > 0)
    parts.push(`${name} has a partial picture of the dress; expect to discover the rest by trying on.`);
  else parts.push(`${name} has not put the dress into words yet; let the first try-ons do the talking.`);
  return clip(parts.join(' '), 600);
}

function decisionMakingApproach({ intention, customIntention, party, criteria }: Plan): string {
  const parts: string[] = [];
  const mom = party.members.some((member) => member.role === 'mom');
  const grandmother = party.members.some((member) => member.role === 'grandmother');
  switch (intention) {
    case 'ready-to-buy':
      parts.push('Ready to say yes today.');
      if (mom)
        parts.push(
          "She decides with her mother's approval: plan a moment for mom (the veil, the reveal) once she is in the favourite.",
        );
      if (grandmother) parts.push("Her grandmother's blessing will matter too.");
      if (party.alone) parts.push('She trusts her own judgement: ask her directly whether this is the one.');
      else if (!mom && party.members.length > 0)
        parts.push(`She will look to ${partyNames(party)} for a second opinion.`);
      break;
    case 'serious-shopping':
      parts.push(
        'Comparing seriously: keep a ranked shortlist with style numbers and prices; she may want to sleep on it, so explain how holds and ordering work.',
      );
      break;
    case 'browsing':
      parts.push('Exploring; no pressure: the goal is to narrow down silhouettes, not to close today.');
      if (criteria.days !== null && criteria.days >= 0 && criteria.days <= 240) {
        parts.push(`But the wedding is ${criteria.days} days away: gently surface the ordering timeline.`);
      }
      break;
    case 'emergency':
      parts.push(
        'Needs a fast, confident shortlist: in-stock and off-the-rack only; make a clear recommendation rather than offering a wide choice.',
      );
      break;
    case 'other':
      parts.push(
        customIntention
          ? `In her words: "${customIntention}". Confirm what a successful visit means to her.`
          : 'Ask what she hopes to leave with.',
      );
      break;
    default:
      parts.push('She did not say what she wants from this visit: ask early what a successful appointment looks like.');
  }
  if (intention !== 'ready-to-buy') {
    if (party.alone) parts.push('She decides on her own, so her reactions are the whole signal.');
    else if (party.members.length > 0)
      parts.push(`She will want ${partyNames(party)} to react before she decides; ask for her opinion first.`);
  }
  if (bigParty(party))
    parts.push('Agree with her beforehand whose opinion counts, so many voices do not stall the decision.');
  return clip(parts.join(' '), 600);
}

function partyLines(plan: Plan): string[] {
  const { party, name } = plan;
  if (party.alone) {
    return [
      `- Just ${escapeMarkdown(name)}: no audience to manage. Be her second opinion, take photos for her to share, and ask her to rate each dress out of 10.`,
    ];
  }
  if (party.unknown)
    return ['- She did not say who is coming: ask when confirming the appointment, and set the chairs accordingly.'];
  const roles: Record<string, string> = {
    mom: `Her mom: give her a moment; let her place the veil when ${escapeMarkdown(name)} is in the favourite.`,
    grandmother:
      'Her grandmother: seat her close to the platform with a clear view, and ask about her own wedding dress or an heirloom (something old).',
    sister: 'Her sister: the honest voice; ask her to keep the list of favourites.',
    friend: 'Her friend: ask her to take photos and hold the shortlist.',
  };
  const lines = party.members.map((member) =>
    member.role === 'custom'
      ? `- ${escapeMarkdown(member.name)}: welcome them by name and ask what they would love to see her in.`
      : `- ${roles[member.role]}`,
  );
  if (bigParty(party))
    lines.push(
      `- Before the first dress, agree with ${escapeMarkdown(name)} whose opinion counts; address her first, then the group.`,
    );
  return lines;
}

function budgetLines({ criteria, picks }: Plan): string[] {
  const budget = criteria.budget;
  if (!budget) return ['- No budget given: ask before pulling, and start mid-range so there is room both ways.'];
  const lines = [
    budget.amount
      ? `- Pull from ${formatMoney(budget.min ?? 0)} up to her ${budget.label}, the most she said she would spend, and show a dress that fits first.`
      : `- Pull ${describePriceBounds(budget)}, and show a dress that fits first.`,
    '- Mention alterations and accessories before she falls for a dress, so the total still fits.',
  ];
  const over = picks.filter((entry) => entry.budgetFit === 'over' || entry.budgetFit === 'stretch');
  if (picks.length > 0 && over.length === picks.length) {
    lines.push('- Nothing in stock fits her budget: say so up front, show the closest, and mention sample sales.');
  } else if (over[0]?.dress.price) {
    lines.push(
      `- ${escapeMarkdown(dressLabel(over[0].dress))} is a stretch pick, above her budget (${formatMoney(over[0].dress.price)}): only show it if she asks to see more.`,
    );
  }
  if (budget.max !== null && budget.max <= 1000)
    lines.push('- Samples and off-the-rack pieces stretch this budget furthest.');
  if (budget.max === null)
    lines.push('- There is room for couture details: custom changes or a second look for the party.');
  return lines;
}

// Every pull is in her size, so the plan says whose size that is, or that nobody knows it yet.
function sizeLine({ criteria }: Plan): string {
  const size = criteria.herSize;
  if (!size) return `- ${askHerSizeNote} Bridal sizes run small, so go by her measurements, not her street size.`;
  const from = size.source === 'question' ? 'her survey answer' : 'her own words';
  return `- She wears ${describeHerSizes(size.sizes)} (${from}): every dress pulled comes in it, in stock, as a sample or to order.`;
}

function timelineLine({ criteria }: Plan, weddingDate: string | null): string {
  const days = criteria.days;
  if (days === null) {
    return '- No wedding date yet: ask. Made-to-order gowns usually need 4-6 months plus alterations, so plan back from the date.';
  }
  if (days < 0)
    return `- The date she gave (${escapeMarkdown(weddingDate ?? '')}) has passed: confirm the date before anything else.`;
  if (days < 60) {
    return `- Only ${days} days: a rush. Off-the-rack, in-stock and sample dresses only; book alterations now, expect rush fees, and decide today if the dress is right.`;
  }
  if (days <= 180) {
    return `- ${days} days: order soon. Standard 4-6 month lead times leave little margin; ask about rush production and decide within this visit or the next.`;
  }
  if (days <= 365) {
    return `- ${days} days: comfortable. Ordering within the next ${days - 180} days leaves the usual 6 months for production and alterations.`;
  }
  return `- ${days} days: plenty of time. Relaxed exploration, no need to decide today; book a second visit closer to the ordering window.`;
}

function openingLines(plan: Plan, visionQuote: string | null): string[] {
  const { name, party, feelings, criteria } = plan;
  const guests = party.members.length > 0 ? ` and ${escapeMarkdown(partyNames(party))}` : '';
  const lines = [`- Welcome ${escapeMarkdown(name)}${guests}.`];
  if (feelings.anxious && criteria.rush) {
    lines.push(
      '- Tell her the plan for the hour: a short list of dresses that can be ready in time, one at a time, and a decision made together today.',
    );
  } else if (feelings.anxious) {
    lines.push('- Tell her the plan for the hour: three or four dresses, one at a time, no pressure to decide.');
  } else if (feelings.upbeat)
    lines.push('- Share her excitement: ask which detail she is most looking forward to seeing.');
  if (visionQuote) lines.push(`- Start from her own words: ask her about "${escapeMarkdown(visionQuote)}".`);
  if (criteria.venue.venueName)
    lines.push(
      `- Ask about ${escapeMarkdown(criteria.venue.venueName)}: it shapes the dress (${criteria.occasion}, ${criteria.venue.formality}).`,
    );
  return lines;
}

function closingLine({ intention, party, criteria, name }: Plan): string {
  const mom = party.members.find((member) => member.role === 'mom');
  if (criteria.rush || intention === 'emergency') {
    return '- Confirm the size, the alteration dates and the pick-up date before she leaves; a rush leaves no room for a second visit.';
  }
  if (intention === 'ready-to-buy') {
    return mom
      ? `- When ${escapeMarkdown(name)} lingers at the mirror in the favourite, bring her mom in for the veil, then ask: "Is this your dress?"`
      : `- When ${escapeMarkdown(name)} stops comparing and keeps looking at one dress, ask directly: "Is this your dress?"`;
  }
  if (intention === 'serious-shopping')
    return '- Recap the top two with prices and style numbers; offer a hold or the next step in ordering.';
  if (intention === 'browsing')
    return '- Close by naming her top two silhouettes, note the style numbers, and book a second appointment.';
  return '- Recap what she loved, and agree the next step before she leaves.';
}

function appointmentStrategy(plan: Plan, steps: string[]): string {
  const top = plan.picks[0];
  const silhouettes = topPreferences(plan.criteria.profile, 'silhouette', 2).map((entry) =>
    entry.value === 'a-line' ? 'A-line' : entry.value.replace('-', ' '),
  );
  const order = steps
    .map(
      (step, index) => `${index + 1}) ${unescapeMarkdown(step.replace(/\*\*/g, '')).replace(/ \([^)]*·[^)]*\)/g, '')}`,
    )
    .join(' ');
  const parts = [
    silhouettes.length > 0
      ? `Her strongest shapes: ${joinWords(silhouettes)}.`
      : 'Pull a range of silhouettes: her reactions will set the direction.',
    `Order: ${order}`,
    top ? `Top pick: ${dressLabel(top.dress)}.` : '',
    bigParty(plan.party) ? 'Give each guest a role and ask her first.' : '',
    plan.criteria.budget ? `Stay ${describePriceBounds(plan.criteria.budget)}.` : 'Ask her budget before pulling.',
  ];
  return clip(parts.filter(Boolean).join(' '), 1200);
}

/**
 * The strategy step: how to run her appointment, from how she feels, who comes, what she wants
 * from the visit, her budget, how many days are left, her vision and her style profile.
 */
export function planStrategy(context: AnalysisContext): StrategyResult {
  const { bride } = context;
  const answers = bride.answers;
  const criteria = buildFitCriteria(context);
  const picks = context.inventory.length > 0 ? pickUnderRules(context.inventory, criteria, 3).chosen : [];
  const plan: Plan = {
    name: bride.name || 'the bride',
    criteria,
    feelings: readFeelings(answers.currentFeeling, answers.customFeeling),
    party: readParty(answers.shoppingParty),
    intention: answers.shoppingIntention,
    customIntention: answers.customIntention.trim(),
    picks,
  };
  const visionDetails = new Set(criteria.profile.visionHits.map((hit) => hit.id)).size;
  const visionQuote = criteria.profile.visionHits.find((hit) => !hit.negated)?.clause ?? null;
  const steps = planTryOn({ criteria, picks, feelings: plan.feelings, intention: plan.intention });
  const intentionLabel = optionLabel(intentionOptions, plan.intention);
  const consultationStrategy = [
    `## Consultation Strategy for ${escapeMarkdown(plan.name)}`,
    '',
    intentionLabel
      ? `*Visit: ${intentionLabel}${plan.customIntention ? ` ("${escapeMarkdown(plan.customIntention)}")` : ''}.*`
      : '',
    '',
    '### Opening',
    ...openingLines(plan, visionQuote),
    '',
    '### Try-on order',
    ...steps.map((step, index) => `${index + 1}. ${step}`),
    '',
    '### Shopping party',
    ...partyLines(plan),
    '',
    '### Budget',
    ...budgetLines(plan),
    '',
    '### Size',
    sizeLine(plan),
    '',
    '### Timeline',
    timelineLine(plan, bride.weddingDate),
    '',
    '### Closing / saying yes',
    closingLine(plan),
  ]
    .join('\n')
    .replace(/\n{3,}/g, '\n\n');
  return strategyResultSchema.parse({
    aiAnalysis: {
      communicationStyle: communicationStyle(plan),
      emotionalState: emotionalState(plan, visionDetails),
      decisionMakingApproach: decisionMakingApproach(plan),
      appointmentStrategy: appointmentStrategy(plan, steps),
      confidence: measureConfidence(bride, criteria.profile),
    },
    consultationStrategy: consultationStrategy.slice(0, 8000),
  });
}
