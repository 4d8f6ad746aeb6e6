import { Text } from '@chakra-ui/react';
import type { FollowUpFigures } from '@bridal/shared/follow-ups/follow-up';
import { type FollowUpFiguresRow, reportDefinitions } from '@bridal/shared/reports/closing-report';
import { SectionCard } from '../../../components/layout/section-card';
import type { ClosingReportQuery } from '../api/get-closing-report';
import { formatRatio } from '../utils/format-figures';
import { CsvDownloadLink } from './csv-download-link';
import { type FiguresColumn, FiguresTable } from './figures-table';

const followUpColumns: FiguresColumn<FollowUpFiguresRow>[] = [
  { header: 'Consultant', cell: (row) => row.name, isRowHeader: true },
  { header: 'Follow-ups sent', cell: (row) => row.sent, numeric: true },
  { header: 'Brides written to', cell: (row) => row.bridesWritten, numeric: true },
  { header: 'Sales within 30 days', cell: (row) => row.salesWithin30Days, numeric: true },
  { header: 'Won back', cell: (row) => formatRatio(row.winBackRate), numeric: true },
];

interface FollowUpFiguresSectionProps {
  followUps: FollowUpFigures & { rows: FollowUpFiguresRow[] };
  query: ClosingReportQuery;
  own: boolean;
}

/** The follow-ups sent in the period and the sales won back after them. */
export function FollowUpFiguresSection({ followUps, query, own }: FollowUpFiguresSectionProps) {
  return (
    <SectionCard title="Follow-ups" action={<CsvDownloadLink query={query} table="followUps" what="follow-ups" />}>
      <Text fontSize="2xl" fontWeight="bold" color="brand.900">
        {formatRatio(followUps.winBackRate)}
      </Text>
      <Text>
        {followUps.sent} follow-ups sent to {followUps.bridesWritten} brides; {followUps.salesWithin30Days} of them
        bought within 30 days.
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {reportDefinitions.followUps}
      </Text>
      {followUps.rows.length > 0 && (
        <FiguresTable
          caption={own ? 'Your follow-ups' : "Follow-ups by the appointment's consultant"}
          columns={followUpColumns}
          rows={followUps.rows}
          rowKey={(row) => row.consultantId ?? 'unassigned'}
          footer={{ ...followUps, consultantId: 'total', name: 'Boutique total' }}
        />
      )}
    </SectionCard>
  );
}
