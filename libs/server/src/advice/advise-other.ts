import { describePriceBounds } from '@bridal/shared/budget/resolve-budget';
import { escapeMarkdown } from '@bridal/shared/markdown/escape-markdown';
import { formatMoney } from '@bridal/shared/format/money';
import { joinWords } from '@bridal/shared/wording/join-words';
import { budgetCeiling, daysText, firstSentence, herAtAGlance, partyText, pickText, shortName } from './describe-her';
import { rankNewDresses } from './rank-new-dresses';
import { rankForHer } from './rank-for-her';
import type { AdviceFacts } from './read-advice-facts';
import type { DetailTopic, DetailsReading } from './read-details';
import { clip, joinAdvice, section } from './write-markdown';

type PlanPart = (facts: AdviceFacts, details: DetailsReading) => (string | null)[];

function budgetPart(facts: AdviceFacts, details: DetailsReading): (string | null)[] {
  const { budget, suggested } = facts;
  if (details.topics.has('cheaper')) {
    const cheaper = rankNewDresses(facts, details, 2);
    return [
      budget ? `Her budget: ${budget.label}.` : 'She gave no budget: ask for a figure she is comfortable with.',
      cheaper.priceCap !== null && cheaper.picks.length > 0
        ? `Less expensive than anything shown so far (under ${formatMoney(cheaper.priceCap)}) and still right for her: ${joinWords(cheaper.picks.map((pick) => `**${pickText(pick)}**`))}.`
        : 'Nothing in stock is less expensive than what she has seen: talk about samples, sample sales or simplifying alterations.',
      'Say the price before she steps onto the platform, so nobody falls for a dress that strains the budget.',
    ];
  }
  const ceiling = budgetCeiling(budget);
  const inBudget = budget
    ? rankForHer(
        facts.inventory,
        facts.criteria,
        2,
        (dress) => dress.price !== null && (ceiling === null || dress.price <= ceiling),
      )
    : null;
  return [
    budget
      ? `Her budget: ${budget.label}; pull ${describePriceBounds(budget)}.`
      : 'She gave no budget: ask before the next dress.',
    suggested.length > 0 ? `Suggested so far: ${joinWords(suggested.slice(0, 4).map(pickText))}.` : null,
    inBudget && inBudget.picks.length > 0
      ? `Within budget and right for her: ${joinWords(inBudget.picks.map((pick) => `**${pickText(pick)}**`))}.`
      : budget && facts.inventory.length > 0
        ? `Nothing in stock is within ${budget.label}: say so kindly and mention samples or sample sales.`
        : null,
    'Name alterations and accessories before she falls for a dress, so the total still fits.',
  ];
}

function timelinePart(facts: AdviceFacts): (string | null)[] {
  const { days } = facts;
  if (days === null)
    return ['No wedding date in her survey: ask it now; made-to-order gowns need 4-6 months plus alterations.'];
  if (days < 0) return ['The date in her survey has passed: confirm the real date before anything else.'];
  return [
    `The wedding is ${daysText(days)} (${escapeMarkdown(facts.answers.weddingDate)}).`,
    days < 60
      ? 'That is a rush: off-the-rack, in-stock and samples only; book alterations today.'
      : days <= 180
        ? 'Order soon: standard 4-6 month lead times leave little margin; ask about rush production.'
        : `Comfortable: ordering within ${days - 180} days keeps the usual 6 months for production and alterations.`,
  ];
}

function fitPart(facts: AdviceFacts): (string | null)[] {
  return [
    'Clip the sample to her shape before she looks; she orders to her measurements.',
    facts.criteria.rush ? 'In a rush, pick a dress close to her size in stock and book fittings now.' : null,
  ];
}

function familyPart(facts: AdviceFacts): (string | null)[] {
  const guests = partyText(facts.party);
  return [
    facts.party.alone
      ? 'She is shopping alone: any pressure comes from outside the room; keep her reactions first.'
      : guests
        ? `With her: ${guests}. Ask ${facts.name} first, then give each of them a role.`
        : 'She did not say who shops with her: ask who has a say.',
    facts.insight ? `Her plan: ${firstSentence(facts.insight.decisionMakingApproach)}` : null,
  ];
}

function undecidedPart(facts: AdviceFacts): (string | null)[] {
  const [first, second] = facts.suggested;
  return [
    facts.insight ? `How she decides: ${firstSentence(facts.insight.decisionMakingApproach)}` : null,
    first && second
      ? `Put her top two side by side (for example **${shortName(first.label)}** and **${shortName(second.label)}**) and ask which she would be sad to leave behind.`
      : 'Narrow to two dresses and ask which she would be sad to leave behind.',
    facts.intention === 'browsing'
      ? 'She came to browse: deciding today is not required; note the two style numbers and book a second visit.'
      : facts.intention === 'ready-to-buy'
        ? 'She came ready to buy: when she keeps returning to one dress, ask "Is this your dress?"'
        : null,
  ];
}

function colourPart(facts: AdviceFacts): (string | null)[] {
  const palette = facts.criteria.profile.palette;
  const matching = facts.inventory
    .filter((dress) => dress.colour && palette.some((name) => dress.colour!.toLowerCase().includes(name)))
    .slice(0, 3);
  return [
    palette.length > 0
      ? `Her palette: ${joinWords(palette.slice(0, 4))}.`
      : 'No colour preference in her survey: compare ivory, white and champagne against her face in daylight.',
    matching.length > 0
      ? `In stock in those colours: ${joinWords(matching.map((dress) => escapeMarkdown(`${dress.name || dress.styleNumber} (${dress.colour})`)))}.`
      : null,
  ];
}

function venuePart(facts: AdviceFacts): (string | null)[] {
  const { venue } = facts;
  return [
    `${venue.name || 'Her venue'}: ${venue.occasion}, ${venue.formality}${venue.setting !== 'unknown' ? `, ${venue.setting}` : ''}.`,
    facts.criteria.venue.ground && venue.setting !== 'indoor'
      ? `The ground is ${facts.criteria.venue.ground}: a sweep train or a bustle.`
      : null,
  ];
}

function feelingsPart(facts: AdviceFacts): (string | null)[] {
  return [
    facts.feelings.named.length > 0 ? `She came in feeling ${joinWords(facts.feelings.named)}.` : null,
    facts.insight ? `Her plan: ${firstSentence(facts.insight.communicationStyle)}` : null,
    'Pause the try-on, offer water and a seat, and ask what would help right now.',
  ];
}

function accessoriesPart(facts: AdviceFacts): (string | null)[] {
  const { venue, budget } = facts;
  const veil =
    venue.type === 'church' || venue.formality === 'black-tie'
      ? 'a chapel or cathedral veil for the aisle'
      : venue.type === 'beach' || venue.setting === 'outdoor'
        ? 'a fingertip veil or a hair piece that will not catch the wind'
        : 'a fingertip or elbow veil';
  const top = facts.suggested.find((pick) => pick.price !== null);
  const ceiling = budgetCeiling(budget);
  const room = ceiling !== null && top?.price ? ceiling - top.price : null;
  return [
    `For ${venue.occasion}: ${veil}.`,
    room !== null && top
      ? room > 0
        ? `${shortName(top.label)} leaves ${formatMoney(room)} of her budget for accessories.`
        : `${shortName(top.label)} already uses her whole budget: suggest one piece at most.`
      : null,
  ];
}

const parts: { topic: DetailTopic; title: string; write: PlanPart }[] = [
  { topic: 'budget', title: 'Budget', write: budgetPart },
  { topic: 'timeline', title: 'Timeline', write: timelinePart },
  { topic: 'fit', title: 'Fit', write: fitPart },
  {
    topic: 'alterations',
    title: 'Alterations',
    write: (facts) => [...timelinePart(facts).slice(0, 1), ...fitPart(facts)],
  },
  { topic: 'family', title: 'Her party', write: familyPart },
  { topic: 'pushy', title: 'Her party', write: familyPart },
  { topic: 'undecided', title: 'Deciding', write: undecidedPart },
  { topic: 'colour', title: 'Colour', write: colourPart },
  { topic: 'venue', title: 'Venue', write: venuePart },
  { topic: 'emotional', title: 'How she feels', write: feelingsPart },
  { topic: 'accessories', title: 'Accessories', write: accessoriesPart },
];

/** 'Something else': what the consultant typed, matched to the parts of her plan it touches. */
export function adviseOther(facts: AdviceFacts, details: DetailsReading): string {
  const lines = [
    `## Help with: "${escapeMarkdown(clip(details.text.replace(/"/g, "'"), 100)) || 'something else'}"`,
    '',
  ];
  if (details.text.length > 100) lines.push(`> You said: "${details.quote}"`, '');
  const titles = new Set<string>();
  const matched = parts.filter((part) => {
    if (!details.topics.has(part.topic) || titles.has(part.title)) return false;
    titles.add(part.title);
    return true;
  });
  if (matched.length > 0) {
    lines.push(`What ${facts.name}'s plan says about it:`, '');
    for (const part of matched) lines.push(...section(part.title, part.write(facts, details)));
  } else {
    lines.push(
      'Nothing in your note points to one part of her plan, so anchor on what she told us:',
      '',
      ...section('Her plan at a glance', [
        herAtAGlance(facts),
        facts.criteria.profile.visionHits[0]
          ? `Her vision: "${escapeMarkdown(facts.criteria.profile.visionHits[0].clause)}".`
          : null,
        facts.answers.additionalNotes
          ? `Her note to you: "${escapeMarkdown(clip(facts.answers.additionalNotes, 160))}".`
          : null,
        facts.insight ? `Strategy: ${firstSentence(facts.insight.appointmentStrategy)}` : null,
      ]),
    );
  }
  lines.push(
    ...section('General steps', [
      `Pause and ask ${facts.name} one open question: "What would make today feel like a success?"`,
      facts.suggested[0] && !details.topics.has('cheaper')
        ? `Come back to her strongest pick so far: **${pickText(facts.suggested[0])}**.`
        : null,
      'Agree the very next step with her out loud, then do only that.',
      `If it is still stuck, choose a more specific issue in 'I Need Help', or bring in a senior consultant.`,
    ]),
  );
  return joinAdvice(lines);
}
