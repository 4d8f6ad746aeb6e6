import { Badge, Stack, Table, Text } from '@chakra-ui/react';
import type { BehaviourFigure } from '@bridal/shared/coaching/behaviour-figures';
import { type DifferenceVerdict, differenceVerdictLabels, type Proportion } from '@bridal/shared/coaching/statistics';
import { FiguresTableFrame } from '../../../components/ui/figures-table-frame';
import { countsOf, describeDifference, formatShare, intervalOf } from '../utils/describe-figures';

const verdictColour: Record<DifferenceVerdict, string> = {
  too_few: 'gray',
  no_clear_difference: 'gray',
  higher: 'green',
  lower: 'red',
};

/** A share with its counts and interval beneath: '60 %', '12 of 20 · 35–81 %'. */
function ShareCell({ proportion, tooFew = false }: { proportion: Proportion; tooFew?: boolean }) {
  const interval = intervalOf(proportion);
  return (
    <Stack gap="0" align="flex-end">
      <Text fontWeight="semibold">{formatShare(proportion)}</Text>
      <Text fontSize="xs" color="fg.muted">
        {`${countsOf(proportion)}${interval ? ` · ${interval}` : ''}`}
      </Text>
      {tooFew && proportion.whole > 0 && (
        <Text fontSize="xs" color="fg.muted">
          Too few to tell
        </Text>
      )}
    </Stack>
  );
}

const headers = [
  'How often (yes of yes + no)',
  'Closing with it',
  'Closing without it',
  'Difference',
  'Verdict',
] as const;

/** One group's behaviours: how often each happened, closing with and without it, and the verdict. */
export function BehaviourFiguresTable({ caption, behaviours }: { caption: string; behaviours: BehaviourFigure[] }) {
  return (
    <FiguresTableFrame caption={caption}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader scope="col">Behaviour</Table.ColumnHeader>
          {headers.map((header) => (
            <Table.ColumnHeader key={header} scope="col" textAlign="end">
              {header}
            </Table.ColumnHeader>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {behaviours.map((behaviour) => (
          <Table.Row key={behaviour.key}>
            <Table.Cell as="th" scope="row" fontWeight="medium" minW="40">
              {behaviour.label}
              {behaviour.notRelevant > 0 && (
                <Text fontSize="xs" color="fg.muted" fontWeight="normal">
                  {`Not relevant on ${behaviour.notRelevant}`}
                </Text>
              )}
            </Table.Cell>
            <Table.Cell textAlign="end" whiteSpace="nowrap">
              <ShareCell proportion={behaviour.rate} tooFew={behaviour.rateTooFew} />
            </Table.Cell>
            <Table.Cell textAlign="end" whiteSpace="nowrap">
              <ShareCell proportion={behaviour.closing.with} />
            </Table.Cell>
            <Table.Cell textAlign="end" whiteSpace="nowrap">
              <ShareCell proportion={behaviour.closing.without} />
            </Table.Cell>
            <Table.Cell textAlign="end" whiteSpace="nowrap">
              {describeDifference(behaviour.closing)}
            </Table.Cell>
            <Table.Cell textAlign="end">
              <Badge colorPalette={verdictColour[behaviour.closing.verdict]}>
                {differenceVerdictLabels[behaviour.closing.verdict]}
              </Badge>
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </FiguresTableFrame>
  );
}
