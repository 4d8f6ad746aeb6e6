import { Text } from '@chakra-ui/react';
import type { FollowUpFigures } from '@bridal/shared/follow-ups/follow-up';
import { type FollowUpFiguresRow, reportDefinitions } from '@bridal/shared/reports/closing-report';
import { followUpTable } from '@bridal/shared/reports/report-columns';
import { SectionCard } from '../../../components/layout/section-card';
import type { ClosingReportQuery } from '../api/get-closing-report';
import { formatRatio } from '../utils/format-figures';
import { CsvDownloadLink } from './csv-download-link';
import { FiguresTable } from './figures-table';
import { countOf } from '@bridal/shared/wording/count-of';

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
        {`${countOf(followUps.sent, 'follow-up')} sent to ${countOf(followUps.bridesWritten, 'bride')}; ` +
          `${followUps.salesWithin30Days} of them bought within 30 days.`}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {reportDefinitions.followUps}
      </Text>
      {followUps.rows.length > 0 && (
        <FiguresTable
          caption={own ? 'Your follow-ups' : "Follow-ups by the appointment's consultant"}
          table={followUpTable}
          report={{ followUps }}
        />
      )}
    </SectionCard>
  );
}
