import type { NoSaleReason } from '@bridal/shared/appointments/appointment';
import { escapeMarkdown } from '@bridal/shared/markdown/escape-markdown';
import { joinWords } from '@bridal/shared/wording/join-words';
import type { ConsultantRecord, RecordFact } from '@bridal/shared/coaching/record-facts';
import { daysText, partyText, shortName } from './describe-her';
import type { AdviceFacts } from './read-advice-facts';
import type { DetailsReading } from './read-details';
import { section } from './write-markdown';

/** One point of advice drawn from her record: what to do with this bride, and the figure it rests on. */
export interface RecordLine {
  fact: RecordFact;
  advice: string;
}

/** A few lines at most: the record leads the advice, it does not replace it. */
const maxRecordLines = 3;

/** Her budget is tight, unknown, or the talk is already of price. */
const budgetIsTight = (facts: AdviceFacts, details: DetailsReading | null) =>
  facts.budget === null ||
  (facts.budget.max !== null && facts.budget.max <= 2000) ||
  Boolean(details && (details.topics.has('cheaper') || details.topics.has('budget')));

/** Someone with a say may not be in the room: she shops alone, did not say with whom, or the note says so. */
function deciderMayBeAway(facts: AdviceFacts, details: DetailsReading | null): string | null {
  if (facts.party.alone) return `${facts.name} shops alone`;
  if (facts.party.unknown) return `${facts.name} did not say who shops with her`;
  if (details && (details.topics.has('phone') || details.topics.has('paying')))
    return 'someone outside the room has a say (your note)';
  return null;
}

type ReasonAdvice = (facts: AdviceFacts, details: DetailsReading | null) => string | null;

/** For each loss reason: the advice when this bride is at that risk, or null when she is not. */
const reasonAdvice: Record<Exclude<NoSaleReason, 'other'>, ReasonAdvice> = {
  decision_maker_absent: (facts, details) => {
    const why = deciderMayBeAway(facts, details);
    return why
      ? `**Bring the decision-maker in today.** ${why}: ask in the first ten minutes who else has a say, then bring them in from the fitting room (a video call, or her top two photographed for them), or book the second visit with them before she leaves.`
      : null;
  },
  budget: (facts, details) =>
    budgetIsTight(facts, details)
      ? `**Settle the budget before the first dress.** ${facts.budget ? `Her budget is ${facts.budget.label}` : 'She gave no budget'}: agree the range with ${facts.name} (and whoever pays) up front, pull inside it, and say each price before she steps onto the platform.`
      : null,
  keep_shopping: (facts) =>
    facts.intention === 'browsing' || facts.intention === 'serious-shopping'
      ? `**Give her a reason to decide here.** ${facts.name} came ${facts.intention === 'browsing' ? 'to browse' : 'to compare'}: recap her top two with style numbers and prices, and offer a hold or a deposit today rather than a reason to keep looking.`
      : null,
  not_the_one: (facts) =>
    facts.suggested.length >= 2
      ? `**Narrow early.** Start from her plan's picks (${joinWords(facts.suggested.slice(0, 2).map((pick) => shortName(pick.label)))}) and narrow to two by the middle of the hour, so she leaves with a favourite rather than a blur.`
      : null,
  timing: (facts, details) =>
    (facts.days !== null && facts.days >= 0 && facts.days <= 270) || details?.topics.has('timeline')
      ? `**Talk ship dates first.** ${facts.days !== null && facts.days >= 0 ? `Her wedding is ${daysText(facts.days)}` : 'Time is on her mind'}: check each dress's delivery against her date before she falls for it, and lead with what can arrive in time.`
      : null,
  fit_or_size: (facts, details) =>
    Boolean(facts.answers.dressSize) || details?.topics.has('fit')
      ? `**Show her the fit, not the sample.** Clip each sample to her shape before she looks, and explain that she orders to her measurements.`
      : null,
};

/** For each default behaviour she skips: the line that puts it into this appointment. */
function behaviourAdvice(key: string, label: string, facts: AdviceFacts): string {
  const guests = facts.party.alone ? null : partyText(facts.party);
  switch (key) {
    case 'askedForSale':
      return `**Ask for the sale.** When ${facts.name} keeps coming back to one dress, ask her plainly: "Is this your dress?"`;
    case 'askedBudgetAndDecider':
      return `**Ask about her budget and who decides** in the first ten minutes${facts.budget ? ` (her survey says ${facts.budget.label})` : ''}.`;
    case 'openedWithPlan':
      return `**Open with her plan and her own words**: tell ${facts.name} what you read in her survey before the first dress.`;
    case 'pulledFromListFirst':
      return facts.suggested.length > 0
        ? `**Pull from her list first**: ${joinWords(facts.suggested.slice(0, 3).map((pick) => shortName(pick.label)))} before anything else.`
        : '**Pull from her list first**, before anything else.';
    case 'involvedParty':
      return guests
        ? `**Involve her party**: give ${guests} a role (the veil, the favourites list, the photos).`
        : `**Involve her party**: ask ${facts.name} who she will show the dress to, and bring them in.`;
    case 'setNextStep':
      return `**Set a next step** out loud before ${facts.name} leaves: a hold, a deposit, or a second visit on the calendar.`;
    default:
      return `**Make room for '${escapeMarkdown(label)}'** in this appointment.`;
  }
}

function lineFor(fact: RecordFact, facts: AdviceFacts, details: DetailsReading | null): string | null {
  switch (fact.kind) {
    case 'loss_reason':
      return reasonAdvice[fact.reason](facts, details);
    case 'skipped_behaviour':
      return behaviourAdvice(fact.behaviour.key, fact.behaviour.label, facts);
    case 'closing_ratio':
      return fact.verdict === 'lower'
        ? `**Close on the day.** Narrow ${facts.name} to her top two before the last twenty minutes, and ask.`
        : null;
    case 'pull_list_rate':
      return fact.verdict === 'lower' && facts.suggested.length > 0
        ? `**Sell from her plan.** Her plan's picks are ${joinWords(facts.suggested.slice(0, 2).map((pick) => shortName(pick.label)))}: show them first.`
        : null;
  }
}

/**
 * What her record says about this bride, most pressing first: a loss reason of hers this bride is
 * at risk of leads, then the behaviours she skips, then a closing or pull-list ratio under the
 * rest of the team's. A fact that does not bear on this bride is left out; no record, no lines.
 */
export function recordAdvice(
  record: ConsultantRecord | undefined,
  facts: AdviceFacts,
  details: DetailsReading | null,
): RecordLine[] {
  const lines: RecordLine[] = [];
  for (const fact of record?.facts ?? []) {
    const advice = lineFor(fact, facts, details);
    if (advice) lines.push({ fact, advice });
  }
  return lines.slice(0, maxRecordLines);
}

/** A line's words, with the figure it drew on (a behaviour's label is the boutique's own text). */
export const recordLineText = (line: RecordLine): string =>
  `${line.advice} From your record: ${escapeMarkdown(line.fact.evidence)}.`;

/**
 * The advice with her record's lines first: after its heading and any quote (her note, her goals),
 * before everything else. Unchanged without lines.
 */
export function leadWithRecord(advice: string, lines: readonly RecordLine[]): string {
  if (lines.length === 0) return advice;
  const rows = advice.split('\n');
  let at = 1;
  while (at < rows.length && (rows[at]!.trim() === '' || rows[at]!.startsWith('> '))) at += 1;
  return [...rows.slice(0, at), ...section('From your record', lines.map(recordLineText)), ...rows.slice(at)].join(
    '\n',
  );
}
