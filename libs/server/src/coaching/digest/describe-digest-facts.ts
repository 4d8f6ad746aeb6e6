import { noSaleReasonLabels } from '@bridal/shared/appointments/appointment';
import type {
  ConsultantDigestFacts,
  DigestFacts,
  DigestGoal,
  DigestWeekFigures,
  TeamDigestFacts,
  TeamMemberSummary,
} from '@bridal/shared/coaching/digest';
import {
  digestDay,
  digestPercent,
  digestPeriodLabel,
  digestShare,
  digestValue,
} from '@bridal/shared/coaching/digest-format';
import { findingEvidence, focusTitle } from '@bridal/shared/coaching/digest-words';

/**
 * The facts as the model is given them: every figure already written out ('3 of 8 (38 %)', 'Oct 26 –
 * Nov 1'), so its text can hold only numbers that are here, and the names it may use. Counts and
 * words only: never a bride, an appointment or a dress.
 */

const first = (name: string) => name.trim().split(/\s+/)[0] || name;

function describeWeek(figures: DigestWeekFigures) {
  return {
    days: digestPeriodLabel(figures.closing.period),
    closing: `${digestShare(figures.closing)} appointments`,
    ...(figures.averageSale.value === null
      ? {}
      : {
          averageSale: `${digestValue('average_sale', figures.averageSale.value)} over ${figures.averageSale.whole} sales`,
        }),
    outcomesRecordedWithin24Hours: digestShare(figures.outcomesOnTime),
  };
}

function describeGoal(goal: DigestGoal) {
  return {
    measure: goal.label,
    progress:
      goal.measure === 'average_sale'
        ? `${digestValue(goal.measure, goal.current.value)} over ${goal.current.whole} sales`
        : digestShare(goal.current),
    measuredFrom: digestDay(goal.current.period.from),
    measuredTo: digestDay(goal.current.period.to),
    target: digestValue(goal.measure, goal.target),
    due: digestDay(goal.dueOn),
    status:
      goal.met === true ? 'reached' : goal.far ? 'far off' : goal.met === null ? 'nothing measured yet' : 'on its way',
  };
}

function describeConsultant(facts: ConsultantDigestFacts) {
  const { focus, topReason, weakestBehaviour } = facts;
  return {
    digest: 'her own weekly coaching digest',
    consultantFirstName: first(facts.consultant.name),
    boutique: facts.boutiqueName,
    window: `the last 12 weeks, ${digestPeriodLabel(facts.periods.window)}`,
    lastWeek: describeWeek(facts.lastWeek),
    weekBefore: describeWeek(facts.weekBefore),
    focus: {
      title: focusTitle(focus),
      ...(focus.finding ? { evidence: findingEvidence(focus.finding) } : {}),
      whatToDo: focus.action,
    },
    otherFindings: facts.findings.slice(1).map((finding) => findingEvidence(finding)),
    goals: facts.goals.map(describeGoal),
    mostFrequentReasonForNoSale: topReason && {
      reason: noSaleReasonLabels[topReason.reason],
      given: `${topReason.hers.part} of her ${topReason.hers.whole} no-sales`,
      restOfTeam: topReason.others.value === null ? null : digestPercent(topReason.others.value),
      whatToDo: topReason.advice,
    },
    behaviourSheAnswersYesLeast: weakestBehaviour && {
      behaviour: weakestBehaviour.label,
      yes: `${digestShare(weakestBehaviour.hers)} score cards`,
      restOfTeam: weakestBehaviour.others.value === null ? null : digestPercent(weakestBehaviour.others.value),
      countsCallItAWeakness: weakestBehaviour.supported,
      whatToDo: weakestBehaviour.advice,
    },
  };
}

const describeMember = (member: TeamMemberSummary) => ({
  name: member.name,
  closingLastWeek: digestShare(member.lastWeek),
  closingWeekBefore: digestShare(member.weekBefore),
  goalsReached: member.goalsMet,
  goalsFarOff: member.goalsFar,
  focus: focusTitle(member.focus),
  ...(member.focus.finding ? { evidence: findingEvidence(member.focus.finding, 'she') } : {}),
});

function describeTeam(facts: TeamDigestFacts) {
  return {
    digest: "the owner's weekly digest of the team",
    boutique: facts.boutiqueName,
    window: `the last 12 weeks, ${digestPeriodLabel(facts.periods.window)}`,
    lastWeek: describeWeek(facts.lastWeek),
    weekBefore: describeWeek(facts.weekBefore),
    whoMoved: facts.moved.map(describeMember),
    whoNeedsAConversation: facts.conversations.map(describeMember),
    everyone: facts.members.map(describeMember),
    teamsMostFrequentReasonForNoSale: facts.topReason && {
      reason: noSaleReasonLabels[facts.topReason.reason],
      given: `${facts.topReason.hers.part} of ${facts.topReason.hers.whole} no-sales`,
      whatToDo: facts.topReason.advice,
    },
  };
}

export function describeDigestFacts(facts: DigestFacts): string {
  return JSON.stringify(facts.kind === 'consultant' ? describeConsultant(facts) : describeTeam(facts), null, 2);
}

/** The names a digest may use: hers (a consultant's), everyone's of the team (the team's), the boutique's. */
export function namesIn(facts: DigestFacts): string[] {
  const people = facts.kind === 'consultant' ? [facts.consultant.name] : facts.members.map((member) => member.name);
  return [...people, facts.boutiqueName];
}
