import { List, Stack, Table, Text } from '@chakra-ui/react';
import { noSaleReasonLabels } from '@bridal/shared/appointments/appointment';
import { digestFindingLabels, type TeamDigestFacts, type TeamMemberSummary } from '@bridal/shared/coaching/digest';
import { digestPercent, digestPeriodLabel, digestShare } from '@bridal/shared/coaching/digest-format';
import { findingEvidence, focusTitle } from '@bridal/shared/coaching/digest-words';
import { SectionCard } from '../../../components/layout/section-card';
import { DigestWeekTable } from './digest-week-table';

function EveryoneTable({ members }: { members: readonly TeamMemberSummary[] }) {
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md" maxW="full" tabIndex={0} role="region" aria-label="Everyone">
      <Table.Root size="sm" striped>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col">Consultant</Table.ColumnHeader>
            <Table.ColumnHeader scope="col" textAlign="end">
              Closing last week
            </Table.ColumnHeader>
            <Table.ColumnHeader scope="col" textAlign="end">
              The week before
            </Table.ColumnHeader>
            <Table.ColumnHeader scope="col" textAlign="end">
              Goals reached / far off
            </Table.ColumnHeader>
            <Table.ColumnHeader scope="col">Her focus</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {members.map((member) => (
            <Table.Row key={member.consultantId}>
              <Table.Cell as="th" scope="row" fontWeight="medium">
                {member.name}
              </Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">
                {digestShare(member.lastWeek)}
              </Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">
                {digestShare(member.weekBefore)}
              </Table.Cell>
              <Table.Cell textAlign="end">{`${member.goalsMet} / ${member.goalsFar}`}</Table.Cell>
              <Table.Cell>{focusTitle(member.focus)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** The team's digest as facts: the team's weeks, who moved, who needs a conversation, the top reason, everyone. */
export function TeamDigestView({ facts }: { facts: TeamDigestFacts }) {
  return (
    <Stack gap="5">
      <SectionCard
        title="Who needs a conversation"
        description="A weakness or a goal far off that the counts support, strongest first."
      >
        {facts.conversations.length === 0 ? (
          <Text color="fg.muted">No one’s figures call for a conversation this week.</Text>
        ) : (
          <List.Root gap="3" variant="plain">
            {facts.conversations.map((member) => (
              <List.Item key={member.consultantId} display="block">
                <Text fontWeight="medium">{`${member.name}: ${digestFindingLabels[member.focus.finding!.kind].toLowerCase()}`}</Text>
                <Text fontSize="sm">{findingEvidence(member.focus.finding!, 'she')}</Text>
                <Text fontSize="sm" color="fg.muted">{`What to do: ${member.focus.action}`}</Text>
              </List.Item>
            ))}
          </List.Root>
        )}
      </SectionCard>
      <SectionCard
        title="Who moved"
        description="Closing last week against the week before, with at least 3 appointments in each."
      >
        {facts.moved.length === 0 ? (
          <Text color="fg.muted">No one’s closing moved with enough appointments in both weeks to compare.</Text>
        ) : (
          <List.Root gap="2" ps="5">
            {facts.moved.map((member) => (
              <List.Item key={member.consultantId}>
                {`${member.name}: from ${digestShare(member.weekBefore)} to ${digestShare(member.lastWeek)}`}
              </List.Item>
            ))}
          </List.Root>
        )}
      </SectionCard>
      <SectionCard
        title="The team’s most frequent reason for no sale"
        description={`Over the last 12 weeks, ${digestPeriodLabel(facts.periods.window)}.`}
      >
        {facts.topReason ? (
          <Stack gap="2">
            <Text>{`“${noSaleReasonLabels[facts.topReason.reason]}”: ${facts.topReason.hers.part} of ${facts.topReason.hers.whole} no-sales (${digestPercent(facts.topReason.hers.value ?? 0)})`}</Text>
            <Text fontWeight="medium">{facts.topReason.advice}</Text>
          </Stack>
        ) : (
          <Text color="fg.muted">No reason for no sale was recorded in the 12 weeks.</Text>
        )}
      </SectionCard>
      <SectionCard title="The team’s figures">
        <DigestWeekTable
          caption="The team's last two weeks, with their counts"
          lastWeek={facts.lastWeek}
          weekBefore={facts.weekBefore}
        />
        <EveryoneTable members={facts.members} />
      </SectionCard>
    </Stack>
  );
}
