import { followUpLimits } from '@bridal/shared/follow-ups/follow-up';
import { followUpClosings, signOffLines } from '@bridal/shared/follow-ups/consultant-signature';
import { joinWords } from '@bridal/shared/wording/join-words';
import { type AnswerInput, answerReasons, favouriteName, partyNames, quoted, remindOfReason } from './answer-reasons';
import { describeDress, describeShape, shortName } from './describe-follow-up-dress';
import type { FollowUpDraft, FollowUpFacts, FollowUpWriter } from './follow-up-writer';
import { formatAppointmentDay, readWeddingTiming } from './wedding-timing';

/** Cuts a text to a limit at the last whole sentence that fits, else at a word, marked with an ellipsis. */
export function clip(text: string, limit: number): string {
  const trimmed = text.trim();
  if (trimmed.length <= limit) return trimmed;
  const cut = trimmed.slice(0, limit);
  const sentence = cut.lastIndexOf('. ');
  if (sentence > limit / 2) return cut.slice(0, sentence + 1);
  const word = cut.slice(0, limit - 1).lastIndexOf(' ');
  return `${cut.slice(0, word > 0 ? word : limit - 1).trimEnd()}…`;
}

/** The answers' input, with the day of her visit and how she is greeted. */
type MessageInput = AnswerInput & { day: string; first: string };

function inputOf(facts: FollowUpFacts): MessageInput {
  const timing = readWeddingTiming(facts);
  return {
    facts,
    timing,
    favourite: facts.loved[0] ?? facts.tried[0] ?? null,
    day: formatAppointmentDay(facts.appointment.startsAt, facts.boutique.timeZone, timing.today),
    first: facts.bride.firstName.trim() || facts.bride.name.trim() || 'there',
  };
}

/** What the visit was about: the dresses she loved with their details, else what she tried. */
function recallVisit(facts: FollowUpFacts, day: string): string {
  const thanks = `Thank you for visiting ${facts.boutique.name} on ${day}.`;
  const [loved, ...alsoLoved] = facts.loved;
  if (loved) {
    const why = loved.reason ? ` What you loved about it: ${quoted(loved.reason)}.` : '';
    const also = alsoLoved.length > 0 ? ` You also loved ${joinWords(alsoLoved.slice(0, 2).map(describeDress))}.` : '';
    return `${thanks} It was a joy to see you in ${describeDress(loved)}.${why}${also}`;
  }
  if (facts.tried.length > 0) {
    return `${thanks} You tried ${joinWords(facts.tried.slice(0, 3).map(describeDress))}.`;
  }
  const vibes = facts.bride.vibes.map((vibe) => vibe.toLowerCase());
  return vibes.length > 0
    ? `${thanks} It was lovely to hear about the ${joinWords(vibes)} wedding you are planning.`
    : `${thanks} It was lovely to hear about the wedding you are planning.`;
}

/** What she can do now: reply, call, or book again (the sender adds the unsubscribe link). */
function nextStep(input: AnswerInput): string {
  const { facts } = input;
  const call = facts.boutique.phone ? `, call us at ${facts.boutique.phone}` : '';
  const reasons = facts.appointment.reasons;
  const party = partyNames(facts.bride.shoppingParty);
  const visit =
    reasons.includes('decision_maker_absent') && party.length > 0
      ? `book a visit for you and ${joinWords(party)}`
      : 'book your next visit';
  const ready = input.favourite ? ` and we will have ${favouriteName(input)} waiting for you` : '';
  const setAside =
    reasons.includes('budget') && facts.withinBudget.length > 0
      ? `, and we will set ${facts.withinBudget.length === 1 ? 'that gown' : 'those gowns'} aside`
      : '';
  return `The next step: reply to this e-mail${call}, or ${visit}${ready}${setAside}.`;
}

/** The closing, then the consultant's and the boutique's lines (signOffLines). */
function signOff(facts: FollowUpFacts, closing: string): string {
  const lines = signOffLines({
    consultantSignature: facts.consultantSignature,
    consultantName: facts.consultantName,
    boutique: facts.boutique,
  });
  return [closing, ...lines].join('\n');
}

function subjectOf(input: MessageInput): string {
  const { facts, first } = input;
  const name = favouriteName(input);
  const party = partyNames(facts.bride.shoppingParty);
  switch (facts.appointment.reasons[0]) {
    case 'budget':
      return facts.withinBudget.length > 0
        ? `${first}, gowns like ${name} within your budget`
        : `${first}, ${name} and your budget`;
    case 'decision_maker_absent':
      return `${first}, come back with ${party.length > 0 ? joinWords(party) : 'your favourite people'} to see ${name}`;
    case 'keep_shopping':
      return facts.boutique.holdDays > 0 && input.favourite
        ? `${first}, we can hold ${name} for you`
        : `${first}, when to order ${name}`;
    case 'timing':
      return `${first}, your wedding date and ${name}`;
    case 'fit_or_size':
      return `${first}, about the fit of ${name}`;
    case 'not_the_one':
      return `${first}, more gowns to try at ${facts.boutique.name}`;
    default:
      return input.favourite
        ? `${first}, thinking of you and ${name}`
        : `${first}, thank you for visiting ${facts.boutique.name}`;
  }
}

function firstMessage(facts: FollowUpFacts): FollowUpDraft {
  const input = inputOf(facts);
  const body = [
    `Dear ${input.first},`,
    recallVisit(facts, input.day),
    ...answerReasons(input),
    nextStep(input),
    signOff(facts, followUpClosings.first),
  ].join('\n\n');
  return { subject: subjectOf(input), body, textMessage: textMessageOf(input) };
}

/** Shorter, with its own subject and opening: a check-in, not the first message again. */
function secondMessage(facts: FollowUpFacts): FollowUpDraft {
  const input = inputOf(facts);
  const name = favouriteName(input);
  const earlier = new Set(facts.earlier.map((sent) => sent.subject.trim().toLowerCase()));
  let subject = input.favourite
    ? `Still thinking about ${name}, ${input.first}?`
    : `Checking in from ${facts.boutique.name}, ${input.first}`;
  if (earlier.has(subject.toLowerCase())) subject = `${subject.replace(/\?$/, '')} (${facts.boutique.name})`;
  const dress = input.favourite?.dress;
  const still = dress
    ? `Is ${name}, ${describeShape(dress)}${dress.designer ? ` by ${dress.designer}` : ''}, still on your mind?`
    : input.favourite
      ? `Is ${name} still on your mind?`
      : '';
  const body = [
    `Hi ${input.first},`,
    [`Just checking in after your visit on ${input.day}.`, still].filter(Boolean).join(' '),
    remindOfReason(input),
    nextStep(input),
    signOff(facts, followUpClosings.later),
  ]
    .filter(Boolean)
    .join('\n\n');
  return { subject, body, textMessage: textMessageOf(input) };
}

/** The SMS version: who writes, the dress she loved, the answer in brief, and the next step. */
function textMessageOf(input: MessageInput): string {
  const { facts } = input;
  const consultant = facts.consultantName.trim().split(/\s+/)[0];
  const from = consultant ? `${consultant} from ${facts.boutique.name}` : facts.boutique.name;
  const weekday = input.day.split(',')[0];
  // The second text opens differently from the first, like its e-mail.
  const dress = !input.favourite
    ? `Thank you for visiting us on ${weekday}.`
    : facts.step >= 2
      ? `Still thinking about ${shortName(input.favourite)}?`
      : `It was a joy to see you in ${shortName(input.favourite)} on ${weekday}.`;
  const call = facts.boutique.phone ? ` or call ${facts.boutique.phone}` : '';
  const next = `Reply here${call} to book your next visit.`;
  const reminder = remindOfReason(input);
  const opening = `Hi ${input.first}, it's ${from}. ${dress}`;
  const full = [opening, reminder, next].filter(Boolean).join(' ');
  if (full.length <= followUpLimits.textMessage) return full;
  // The next step matters more than the reminder: the reminder gives way first.
  return clip(`${opening} ${next}`, followUpLimits.textMessage);
}

const withinLimits = (draft: FollowUpDraft): FollowUpDraft => ({
  subject: clip(draft.subject, followUpLimits.subject),
  body: clip(draft.body, followUpLimits.body),
  textMessage: clip(draft.textMessage, followUpLimits.textMessage),
});

/** The built-in writer's draft, computed from her plan, her appointment and the boutique's settings. */
export function writeLocalFollowUp(facts: FollowUpFacts): FollowUpDraft {
  return withinLimits(facts.step >= 2 ? secondMessage(facts) : firstMessage(facts));
}

/** The writer that needs no AI key: every sentence comes from her data. */
export function createLocalFollowUpWriter(): FollowUpWriter {
  return {
    name: 'local',
    async write(facts) {
      return { draft: writeLocalFollowUp(facts) };
    },
  };
}
