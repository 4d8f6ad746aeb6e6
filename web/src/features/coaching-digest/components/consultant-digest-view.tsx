import { Badge, HStack, List, Stack, Text } from '@chakra-ui/react';
import { noSaleReasonLabels } from '@bridal/shared/appointments/appointment';
import type { ConsultantDigestFacts, DigestGoal } from '@bridal/shared/coaching/digest';
import {
  digestDay,
  digestPercent,
  digestPeriodLabel,
  digestShare,
  digestValue,
} from '@bridal/shared/coaching/digest-format';
import { findingEvidence } from '@bridal/shared/coaching/digest-words';
import { statisticsNote } from '@bridal/shared/coaching/statistics';
import { SectionCard } from '../../../components/layout/section-card';
import { DigestFocusCard } from './digest-focus-card';
import { DigestWeekTable } from './digest-week-table';

const goalStatus = (goal: DigestGoal) =>
  goal.met === true
    ? { label: 'Reached', palette: 'green' }
    : goal.far
      ? { label: 'Far off', palette: 'red' }
      : goal.met === null
        ? { label: 'Nothing measured yet', palette: 'gray' }
        : { label: 'On its way', palette: 'blue' };

function GoalLine({ goal }: { goal: DigestGoal }) {
  const status = goalStatus(goal);
  const current =
    goal.measure === 'average_sale'
      ? `${digestValue(goal.measure, goal.current.value)} over ${goal.current.whole} sales`
      : digestShare(goal.current);
  return (
    <List.Item>
      <HStack gap="2" wrap="wrap">
        <Text fontWeight="medium">{goal.label}</Text>
        <Badge colorPalette={status.palette}>{status.label}</Badge>
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        {`${current} from ${digestDay(goal.current.period.from)} to ${digestDay(goal.current.period.to)}; target ${digestValue(goal.measure, goal.target)} by ${digestDay(goal.dueOn)}`}
      </Text>
    </List.Item>
  );
}

/** A consultant's digest as facts: her focus, her weeks, her goals, her top reason and her weakest behaviour. */
export function ConsultantDigestView({ facts }: { facts: ConsultantDigestFacts }) {
  const { topReason, weakestBehaviour } = facts;
  const others = facts.findings.filter((finding) => finding !== facts.focus.finding);
  return (
    <Stack gap="5">
      <DigestFocusCard focus={facts.focus} />
      <SectionCard title="Your figures">
        <DigestWeekTable
          caption="Your last two weeks, with their counts"
          lastWeek={facts.lastWeek}
          weekBefore={facts.weekBefore}
        />
      </SectionCard>
      <SectionCard title="Your goals" description="Each measured from the day it was set to the end of last week.">
        {facts.goals.length === 0 ? (
          <Text color="fg.muted">No goal ran last week.</Text>
        ) : (
          <List.Root gap="3" variant="plain">
            {facts.goals.map((goal) => (
              <GoalLine key={goal.goalId} goal={goal} />
            ))}
          </List.Root>
        )}
      </SectionCard>
      <SectionCard
        title="Your most frequent reason for no sale"
        description={`Over the last 12 weeks, ${digestPeriodLabel(facts.periods.window)}.`}
      >
        {topReason ? (
          <Stack gap="2">
            <Text>
              {`“${noSaleReasonLabels[topReason.reason]}”: ${topReason.hers.part} of your ${topReason.hers.whole} no-sales (${digestPercent(topReason.hers.value ?? 0)})`}
              {topReason.others.value !== null && `; the rest of the team ${digestPercent(topReason.others.value)}`}
            </Text>
            <Text fontWeight="medium">{topReason.advice}</Text>
          </Stack>
        ) : (
          <Text color="fg.muted">No reason for no sale was recorded in the 12 weeks.</Text>
        )}
      </SectionCard>
      <SectionCard title="The behaviour you do least" description="From your score cards of the last 12 weeks.">
        {weakestBehaviour ? (
          <Stack gap="2">
            <Text>
              {`“${weakestBehaviour.label}”: yes on ${digestShare(weakestBehaviour.hers)} cards`}
              {weakestBehaviour.others.value !== null &&
                `; the rest of the team ${digestPercent(weakestBehaviour.others.value)}`}
            </Text>
            <Text
              fontWeight={weakestBehaviour.supported ? 'medium' : undefined}
              color={weakestBehaviour.supported ? undefined : 'fg.muted'}
            >
              {weakestBehaviour.supported ? weakestBehaviour.advice : 'The counts do not single it out as a weakness.'}
            </Text>
          </Stack>
        ) : (
          <Text color="fg.muted">No score card was filled in the 12 weeks.</Text>
        )}
      </SectionCard>
      {others.length > 0 && (
        <SectionCard title="Also in your figures">
          <List.Root gap="2" ps="5">
            {others.map((finding) => (
              <List.Item
                key={`${finding.kind}-${finding.behaviour?.key ?? finding.reason ?? finding.goal?.goalId ?? ''}`}
              >
                {findingEvidence(finding)}
              </List.Item>
            ))}
          </List.Root>
        </SectionCard>
      )}
      <Text fontSize="sm" color="fg.muted">
        {`A weakness is named only when your counts stand out from the team's beyond chance and beyond how far consultants usually differ. ${statisticsNote}`}
      </Text>
    </Stack>
  );
}
