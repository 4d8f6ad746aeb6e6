import { Badge, Box, Button, DataList, Heading, Stack, Text } from '@chakra-ui/react';
import { noSaleReasonLabels, outcomeResultLabels } from '@bridal/shared/appointments/appointment';
import type { Outcome, OutcomeChange } from '@bridal/shared/appointments/outcome';
import { formatZonedDayAndTime } from '../../../lib/format-zoned-time';
import { formatMoney } from '@bridal/shared/format/money';

/** One outcome in words: "Said yes: Fern, $1,650". */
export function describeOutcome(outcome: Outcome): string {
  if (outcome.result === 'said_yes') {
    return `${outcomeResultLabels.said_yes}: ${outcome.dressName}${outcome.amount !== null ? `, ${formatMoney(outcome.amount)}` : ''}`;
  }
  const reasons = outcome.reasons.map((reason) =>
    reason === 'other' && outcome.otherReason ? outcome.otherReason : noSaleReasonLabels[reason],
  );
  return `${outcomeResultLabels[outcome.result]}: ${reasons.join(', ')}`;
}

interface OutcomeSummaryProps {
  outcome: Outcome;
  history: OutcomeChange[];
  timeZone: string;
  canEdit: boolean;
  onEdit: () => void;
}

/** The saved outcome, 'Edit outcome' for who may still change it, and every version with who and when. */
export function OutcomeSummary({ outcome, history, timeZone, canEdit, onEdit }: OutcomeSummaryProps) {
  const items: [string, string][] = [
    ['Decision', outcomeResultLabels[outcome.result]],
    ...(outcome.result === 'said_yes'
      ? ([
          ['Dress', outcome.dressName],
          ['Amount', outcome.amount !== null ? formatMoney(outcome.amount) : '-'],
          ['On her pull list', outcome.dressOnPullList ? 'Yes' : 'No'],
        ] as [string, string][])
      : ([
          ['Reasons', describeOutcome(outcome).replace(/^[^:]+: /, '')],
          ['Follow up on', outcome.followUpOn ?? 'Not set'],
        ] as [string, string][])),
    ...(outcome.notes ? ([['Notes', outcome.notes]] as [string, string][]) : []),
  ];
  return (
    <Stack gap="4">
      <Badge alignSelf="flex-start" colorPalette={outcome.result === 'said_yes' ? 'green' : 'gray'} size="lg">
        {outcomeResultLabels[outcome.result]}
      </Badge>
      <DataList.Root orientation="horizontal" gap="2">
        {items.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel>{label}</DataList.ItemLabel>
            <DataList.ItemValue>{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      {canEdit && (
        <Button variant="outline" size="lg" onClick={onEdit}>
          Edit outcome
        </Button>
      )}
      {history.length > 0 && (
        <Box>
          <Heading as="h3" size="md" mb="2">
            History
          </Heading>
          <Stack as="ol" gap="2" listStyleType="none">
            {history.map((change) => (
              <li key={`${change.changedAt}-${change.changedByName}`}>
                <Text fontSize="sm">
                  <strong>{formatZonedDayAndTime(change.changedAt, timeZone)}</strong>,{' '}
                  {change.changedByName || 'someone'}: {describeOutcome(change.outcome)}
                </Text>
              </li>
            ))}
          </Stack>
        </Box>
      )}
    </Stack>
  );
}
