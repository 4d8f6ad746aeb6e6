import { noSaleReasonLabels } from '@bridal/shared/appointments/appointment';
import {
  type ConsultantDigestFacts,
  digestFindingLabels,
  type DigestContent,
  type DigestFacts,
  type DigestGoal,
  type DigestWeekFigures,
  type TeamDigestFacts,
  type TeamMemberSummary,
} from '@bridal/shared/coaching/digest';
import {
  digestDay,
  digestPercent,
  digestPeriodLabel,
  digestShare,
  digestValue,
} from '@bridal/shared/coaching/digest-format';
import { findingEvidence, focusTitle } from '@bridal/shared/coaching/digest-words';

const firstName = (name: string) => name.trim().split(/\s+/)[0] || name;

/** 'you completed 6 appointments and made 3 sales (50 %)'. */
function weekSentence(figures: DigestWeekFigures, who: 'you' | 'the team'): string {
  if (figures.completed === 0) return `${who} had no completed appointments`;
  const sales = figures.sales === 1 ? '1 sale' : `${figures.sales} sales`;
  const appointments = figures.completed === 1 ? '1 appointment' : `${figures.completed} appointments`;
  return `${who} completed ${appointments} and made ${sales} (${digestPercent(figures.closing.value!)})`;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function goalStatus(goal: DigestGoal): string {
  if (goal.met === true) return 'reached';
  if (goal.far) return 'far off';
  return goal.met === null ? 'nothing measured yet' : 'on its way';
}

/** One bullet per goal: where it stands, over which days, against what by when. */
function goalLine(goal: DigestGoal): string {
  const current =
    goal.measure === 'average_sale'
      ? `${digestValue(goal.measure, goal.current.value)} over ${goal.current.whole} sales`
      : digestShare(goal.current);
  return (
    `Goal, ${goal.label}: ${current} from ${digestDay(goal.current.period.from)} to ${digestDay(goal.current.period.to)}, ` +
    `target ${digestValue(goal.measure, goal.target)} by ${digestDay(goal.dueOn)} (${goalStatus(goal)})`
  );
}

/** The week's figures as bullet lines, each with its counts and period. */
function weekLines(label: string, figures: DigestWeekFigures): string[] {
  const period = digestPeriodLabel(figures.closing.period);
  const lines = [`${label} closing, ${period}: ${digestShare(figures.closing)} appointments`];
  if (figures.averageSale.value !== null) {
    lines.push(
      `${label} average sale, ${period}: ${digestValue('average_sale', figures.averageSale.value)} over ${figures.averageSale.whole} sales`,
    );
  }
  if (figures.outcomesOnTime.whole > 0) {
    lines.push(`${label} outcomes recorded within 24 hours, ${period}: ${digestShare(figures.outcomesOnTime)}`);
  }
  return lines;
}

/** The built-in coach's words for a consultant's digest. */
export function wordConsultantDigest(facts: ConsultantDigestFacts): DigestContent {
  const { focus, periods } = facts;
  const name = firstName(facts.consultant.name);
  const paragraphs = [
    `Hi ${name}. Last week (${digestPeriodLabel(periods.lastWeek)}) ${weekSentence(facts.lastWeek, 'you')}; ` +
      `the week before, ${weekSentence(facts.weekBefore, 'you')}.`,
    `Your focus this week: ${focusTitle(focus)}. ` +
      (focus.finding
        ? `${findingEvidence(focus.finding)} ${focus.action}`
        : `Nothing in your figures of the last 12 weeks stands out from the team’s or falls far short of your goals. ${focus.action}`),
  ];
  const reason = facts.topReason;
  if (reason && focus.finding?.reason !== reason.reason) {
    paragraphs.push(
      `Your most frequent reason for no sale over the last 12 weeks: “${noSaleReasonLabels[reason.reason]}”, ` +
        `on ${reason.hers.part} of your ${reason.hers.whole} no-sales. What to do about it: ${reason.advice}`,
    );
  }
  const behaviour = facts.weakestBehaviour;
  if (behaviour && focus.finding?.behaviour?.key !== behaviour.key) {
    const team =
      behaviour.others.value === null ? '' : `; the rest of the team ${digestPercent(behaviour.others.value)}`;
    paragraphs.push(
      `The behaviour you answered yes to least often: “${behaviour.label}”, on ${digestShare(behaviour.hers)} score cards${team}. ` +
        (behaviour.supported ? behaviour.advice : 'The counts do not single it out as a weakness yet.'),
    );
  }
  return {
    subject: `Your week of ${digestPeriodLabel(periods.lastWeek)}: ${focusTitle(focus)}`,
    paragraphs,
    figures: [
      ...weekLines('Your', facts.lastWeek),
      ...weekLines('Your', facts.weekBefore),
      ...facts.goals.map(goalLine),
    ],
  };
}

const memberMove = (member: TeamMemberSummary) =>
  `${member.name}, from ${digestShare(member.weekBefore)} to ${digestShare(member.lastWeek)}`;

const memberConversation = (member: TeamMemberSummary) =>
  `${member.name}, ${digestFindingLabels[member.focus.finding!.kind].toLowerCase()}: ${findingEvidence(member.focus.finding!, 'she')}`;

/** The built-in coach's words for the team digest. */
export function wordTeamDigest(facts: TeamDigestFacts): DigestContent {
  const { periods } = facts;
  const paragraphs = [
    `Last week (${digestPeriodLabel(periods.lastWeek)}) ${weekSentence(facts.lastWeek, 'the team')}; ` +
      `the week before, ${weekSentence(facts.weekBefore, 'the team')}.`,
    facts.moved.length > 0
      ? `Who moved since the week before (closing): ${facts.moved.map(memberMove).join('; ')}.`
      : 'No one’s closing moved since the week before with enough appointments in both weeks to compare.',
    facts.conversations.length > 0
      ? `Who needs a conversation: ${facts.conversations.map(memberConversation).join(' ')}`
      : 'No one’s figures call for a conversation this week: nothing stands out from the team or falls far short of a goal.',
  ];
  if (facts.topReason) {
    paragraphs.push(
      `The team’s most frequent reason for no sale over the last 12 weeks: “${noSaleReasonLabels[facts.topReason.reason]}”, ` +
        `on ${facts.topReason.hers.part} of ${facts.topReason.hers.whole} no-sales. What to do about it: ${facts.topReason.advice}`,
    );
  }
  return {
    subject: `The team’s week of ${digestPeriodLabel(periods.lastWeek)}`,
    paragraphs: paragraphs.map(capitalised),
    figures: [
      ...weekLines('Team', facts.lastWeek),
      ...weekLines('Team', facts.weekBefore),
      ...facts.members.map(
        (member) =>
          `${member.name}, closing ${digestPeriodLabel(member.lastWeek.period)}: ${digestShare(member.lastWeek)}`,
      ),
    ],
  };
}

/** The built-in coach's words for either digest. */
export const wordDigest = (facts: DigestFacts): DigestContent =>
  facts.kind === 'consultant' ? wordConsultantDigest(facts) : wordTeamDigest(facts);
