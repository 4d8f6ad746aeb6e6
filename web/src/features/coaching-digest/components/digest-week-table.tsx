import { Table } from '@chakra-ui/react';
import type { DigestWeekFigures } from '@bridal/shared/coaching/digest';
import { digestPeriodLabel, digestShare, digestValue } from '@bridal/shared/coaching/digest-format';

/** Last week's and the week before's figures side by side, each with its counts and days. */
export function DigestWeekTable({
  caption,
  lastWeek,
  weekBefore,
}: {
  caption: string;
  lastWeek: DigestWeekFigures;
  weekBefore: DigestWeekFigures;
}) {
  const weeks = [
    ['Last week', lastWeek],
    ['The week before', weekBefore],
  ] as const;
  const average = (figures: DigestWeekFigures) =>
    figures.averageSale.value === null
      ? '—'
      : `${digestValue('average_sale', figures.averageSale.value)} (${figures.averageSale.whole} sales)`;
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md" maxW="full" tabIndex={0} role="region" aria-label={caption}>
      <Table.Root size="sm" striped>
        <Table.Caption captionSide="top" textAlign="start" color="fg.muted" pb="2">
          {caption}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col">Week</Table.ColumnHeader>
            <Table.ColumnHeader scope="col" textAlign="end">
              Closing (appointments)
            </Table.ColumnHeader>
            <Table.ColumnHeader scope="col" textAlign="end">
              Average sale
            </Table.ColumnHeader>
            <Table.ColumnHeader scope="col" textAlign="end">
              Outcomes within 24 h
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {weeks.map(([label, figures]) => (
            <Table.Row key={label}>
              <Table.Cell as="th" scope="row" fontWeight="medium">
                {`${label}, ${digestPeriodLabel(figures.closing.period)}`}
              </Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">
                {digestShare(figures.closing)}
              </Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">
                {average(figures)}
              </Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">
                {digestShare(figures.outcomesOnTime)}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
