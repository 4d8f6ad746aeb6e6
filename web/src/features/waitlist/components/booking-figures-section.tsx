import { Stack, Table, Text } from '@chakra-ui/react';
import { apiPaths } from '@bridal/shared/api/api-paths';
import type { BookingReport, NoShowFigure } from '@bridal/shared/reports/booking-report';
import useSWR from 'swr';
import { SectionCard } from '../../../components/layout/section-card';
import { fetcher } from '../../../lib/api-client';

const percent = (rate: number | null) => (rate === null ? '–' : `${Math.round(rate * 100)} %`);

function NoShowTable({ caption, first, rows }: { caption: string; first: string; rows: NoShowFigure[] }) {
  return (
    <Table.ScrollArea>
      <Table.Root size="sm">
        <Table.Caption captionSide="top" textAlign="start" fontWeight="semibold">
          {caption}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{first}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">No-shows</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Rate</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.label}>
              <Table.Cell>{row.label}</Table.Cell>
              <Table.Cell textAlign="end">{`${row.noShows} of ${row.appointments}`}</Table.Cell>
              <Table.Cell textAlign="end">{percent(row.rate)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** The booking figures of the report's period: no-shows by type and by hold, reminders confirmed, waitlist fills. */
export function BookingFiguresSection({ from, to }: { from: string; to: string }) {
  const { data, error } = useSWR<BookingReport>(
    `${apiPaths.reports.booking}?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
    fetcher,
  );
  return (
    <SectionCard title="No-shows, Reminders and Waitlist">
      {error ? (
        <Text color="red.700">The booking figures could not be loaded.</Text>
      ) : !data ? (
        <Text color="fg.muted">Loading the booking figures...</Text>
      ) : (
        <Stack gap="4">
          <Text color="fg.muted">
            Appointments completed or missed from {data.from} to {data.to}, by the day they were for.
          </Text>
          {data.noShowsByType.length > 0 ? (
            <>
              <NoShowTable caption="No-shows by appointment type" first="Type" rows={data.noShowsByType} />
              <NoShowTable caption="No-shows by what was held" first="Held at booking" rows={data.noShowsByHold} />
            </>
          ) : (
            // Empty tables say nothing: the period's own words instead.
            <Text>No appointment was completed or missed in this period.</Text>
          )}
          <Text>
            {`Reminders confirmed: ${data.reminders.confirmed} of ${data.reminders.reminded} reminded (${percent(data.reminders.rate)}).`}
          </Text>
          <Text>
            {`Waitlist fills: ${data.waitlist.booked} of ${data.waitlist.joined} who joined were booked (${percent(data.waitlist.rate)}).`}
          </Text>
        </Stack>
      )}
    </SectionCard>
  );
}
