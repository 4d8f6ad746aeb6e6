import {
  type ConsultantDigestFacts,
  noSaleReasonAdvice,
  type TeamDigestFacts,
  type TeamMemberSummary,
} from '@bridal/shared/coaching/digest';
import type { CoachingCounts } from '@bridal/shared/coaching/measures';
import { weekFigures } from './consultant-digest-facts';
import { topReasonOf } from './digest-findings';
import type { DigestWeek } from './digest-week';

/** What the owner's and admins' digest is computed from: the team's counts and each consultant's digest. */
export interface TeamWeekInput {
  boutiqueName: string;
  week: DigestWeek;
  /** Everyone's appointments, those of consultants since deleted included. */
  team: { lastWeek: CoachingCounts; weekBefore: CoachingCounts; window: CoachingCounts };
  /** The consultants' own digests of the week. */
  members: readonly ConsultantDigestFacts[];
}

/** A week's closing is compared only when both weeks have this many appointments. */
const movedMinimum = 3;
/** The team digest names at most this many who moved. */
const movedShown = 3;

function summaryOf(facts: ConsultantDigestFacts): TeamMemberSummary {
  const [last, before] = [facts.lastWeek.closing, facts.weekBefore.closing];
  return {
    consultantId: facts.consultant.id,
    name: facts.consultant.name,
    lastWeek: last,
    weekBefore: before,
    change: last.value !== null && before.value !== null ? last.value - before.value : null,
    goalsMet: facts.goals.filter((goal) => goal.met === true).length,
    goalsFar: facts.goals.filter((goal) => goal.far).length,
    focus: facts.focus,
  };
}

/**
 * The team's week: who moved most since the week before (closing, both weeks with enough
 * appointments), who needs a conversation (a weakness or a goal far off that the counts support,
 * strongest first), and the team's most frequent reason for no sale with its advice.
 */
export function teamDigestFacts(input: TeamWeekInput): TeamDigestFacts {
  const { week, team } = input;
  const { periods } = week;
  const members = input.members.map(summaryOf).sort((a, b) => a.name.localeCompare(b.name));
  const moved = members
    .filter(
      (member) =>
        member.change !== null &&
        member.change !== 0 &&
        member.lastWeek.whole >= movedMinimum &&
        member.weekBefore.whole >= movedMinimum,
    )
    .sort((a, b) => Math.abs(b.change!) - Math.abs(a.change!))
    .slice(0, movedShown);
  const conversations = members
    .filter((member) => member.focus.finding !== undefined)
    .sort((a, b) => b.focus.finding!.strength - a.focus.finding!.strength);
  const reason = topReasonOf(team.window);
  return {
    kind: 'team',
    boutiqueName: input.boutiqueName,
    weekStart: week.weekStart,
    periods,
    lastWeek: weekFigures(team.lastWeek, periods.lastWeek),
    weekBefore: weekFigures(team.weekBefore, periods.weekBefore),
    moved,
    conversations,
    members,
    topReason: reason && {
      reason,
      hers: {
        part: team.window.reasons[reason],
        whole: team.window.noSales,
        value: team.window.reasons[reason] / team.window.noSales,
      },
      period: periods.window,
      advice: noSaleReasonAdvice[reason],
    },
  };
}
