import { noSaleReasonLabels } from '../appointments/appointment';
import type { DigestFinding, DigestFocus } from './digest';
import { digestDay, digestPercent, digestShare, digestValue } from './digest-format';

/** The focus in a few words: the e-mail's first line, the page's heading. */
export function focusTitle(focus: DigestFocus): string {
  const finding = focus.finding;
  switch (focus.kind) {
    case 'goal_behind':
      return `Close the gap on your goal: ${finding!.goal!.label}`;
    case 'no_sale_reason':
      return `Answer “${noSaleReasonLabels[finding!.reason!]}” before it costs the sale`;
    case 'behaviour_skipped':
      return `“${finding!.behaviour!.label}” in every appointment`;
    case 'late_outcomes':
      return 'Record every outcome within 24 hours';
    case 'closing_down':
      return 'Bring closing back up after last week';
    case 'keep_going':
      return 'Keep doing what works';
  }
}

/** Whom the evidence is told to: the consultant herself, or her owner about her. */
const pronouns = {
  you: { subject: 'you', possessive: 'your' },
  she: { subject: 'she', possessive: 'her' },
} as const;

/**
 * The evidence of a finding in one sentence, with its counts, period and what it is compared with,
 * told to her (`you`) or about her (`she`).
 */
export function findingEvidence(finding: DigestFinding, to: keyof typeof pronouns = 'you'): string {
  const { subject, possessive } = pronouns[to];
  /** '9 of your 15 no-sales (60 %)'. */
  const ofYour = (share: DigestFinding['hers'], noun: string) =>
    `${share.part} of ${possessive} ${share.whole} ${noun} (${share.value === null ? '—' : digestPercent(share.value)})`;
  const others =
    finding.others?.value != null ? `, against ${digestPercent(finding.others.value)} for the rest of the team` : '';
  switch (finding.kind) {
    case 'goal_behind': {
      const goal = finding.goal!;
      const since = `Since ${digestDay(finding.hers.period.from)}`;
      const current =
        goal.measure === 'average_sale'
          ? `${possessive} average sale is ${digestValue(goal.measure, finding.hers.value)} over ${finding.hers.whole} sales`
          : `${possessive} ${goal.label.toLowerCase()} is ${digestShare(finding.hers)}`;
      return `${since} ${current}, against ${possessive} goal of ${digestValue(goal.measure, goal.target)} by ${digestDay(goal.dueOn)}.`;
    }
    case 'no_sale_reason':
      return `Over the last 12 weeks, “${noSaleReasonLabels[finding.reason!]}” was given on ${ofYour(finding.hers, 'no-sales')}${others}.`;
    case 'behaviour_skipped':
      return `Over the last 12 weeks ${subject} answered yes to “${finding.behaviour!.label}” on ${ofYour(finding.hers, 'score cards')}${others}.`;
    case 'late_outcomes':
      return `Over the last 12 weeks, ${ofYour(finding.hers, 'outcomes')} were recorded within 24 hours${others}.`;
    case 'closing_down':
      return `Last week ${subject} closed ${ofYour(finding.hers, 'appointments')}, down from ${digestShare(finding.before!)} the week before.`;
  }
}
