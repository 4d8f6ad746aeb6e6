import { Stack, Text } from '@chakra-ui/react';
import {
  type ClosingFigures,
  type ClosingPeriodRow,
  type ClosingReport,
  type ConsultantClosingRow,
  type ReasonRow,
  reportDefinitions,
  type SaleVsBudgetRow,
} from '@bridal/shared/reports/closing-report';
import { SectionCard } from '../../../components/layout/section-card';
import type { ClosingReportQuery } from '../api/get-closing-report';
import { formatCents, formatDifference, formatRatio } from '../utils/format-figures';
import { ClosingTrendChart } from './closing-trend-chart';
import { CsvDownloadLink } from './csv-download-link';
import { type FiguresColumn, FiguresTable } from './figures-table';
import { FollowUpFiguresSection } from './follow-up-figures-section';
import { RatioCards } from './ratio-cards';

const figureColumns: FiguresColumn<ClosingFigures>[] = [
  { header: 'Contact-based', cell: (row) => formatRatio(row.contactRatio), numeric: true },
  { header: 'Appointment-based', cell: (row) => formatRatio(row.appointmentRatio), numeric: true },
  { header: 'Brides seen', cell: (row) => row.bridesSeen, numeric: true },
  { header: 'Brides who bought', cell: (row) => row.bridesBought, numeric: true },
  { header: 'Completed', cell: (row) => row.completed, numeric: true },
  { header: 'Sales', cell: (row) => row.sales, numeric: true },
  { header: 'No-shows', cell: (row) => row.noShows, numeric: true },
  { header: 'No-show rate', cell: (row) => formatRatio(row.noShowRate), numeric: true },
  { header: 'Average sale', cell: (row) => formatCents(row.averageSaleCents), numeric: true },
  { header: 'On pull list', cell: (row) => formatRatio(row.pullListRate), numeric: true },
];

type PeriodRow = ClosingPeriodRow | (ClosingFigures & { label: string; start: string });
const periodColumns: FiguresColumn<PeriodRow>[] = [
  { header: 'Period', cell: (row) => row.label, isRowHeader: true },
  ...(figureColumns as FiguresColumn<PeriodRow>[]),
];

type ConsultantRow =
  ConsultantClosingRow | (ClosingFigures & { name: string; coachingGoals: string; consultantId: string });
const consultantColumns: FiguresColumn<ConsultantRow>[] = [
  { header: 'Consultant', cell: (row) => row.name, isRowHeader: true },
  {
    header: 'Coaching goals',
    cell: (row) => (
      <Text minW="48" maxW="xs" whiteSpace="pre-line" fontSize="sm">
        {row.coachingGoals || '—'}
      </Text>
    ),
  },
  ...(figureColumns as FiguresColumn<ConsultantRow>[]),
];

const reasonColumns: FiguresColumn<ReasonRow>[] = [
  { header: 'Reason', cell: (row) => row.label, isRowHeader: true },
  { header: 'Outcomes', cell: (row) => row.count, numeric: true },
  { header: 'Share', cell: (row) => formatRatio(row.share), numeric: true },
];

type BudgetRow = SaleVsBudgetRow;
const budgetColumns: FiguresColumn<BudgetRow>[] = [
  { header: 'Consultant', cell: (row) => row.name, isRowHeader: true },
  { header: 'Sales compared', cell: (row) => row.count, numeric: true },
  { header: 'Within budget', cell: (row) => row.withinBudget, numeric: true },
  { header: 'Over', cell: (row) => row.over, numeric: true },
  { header: 'Under', cell: (row) => row.under, numeric: true },
  { header: 'Average against budget', cell: (row) => formatDifference(row.averageDifferencePercent), numeric: true },
];

interface ClosingReportViewProps {
  report: ClosingReport;
  query: ClosingReportQuery;
}

/** The report: headline ratios, the trend and its table, each consultant, the pull list, budgets, follow-ups, reasons. */
export function ClosingReportView({ report, query }: ClosingReportViewProps) {
  const own = report.scope === 'own' ? report.byConsultant[0] : undefined;
  const total = { ...report.totals, label: 'Boutique total', start: report.period.from };
  const grouping = report.period.by === 'week' ? 'week' : 'month';
  return (
    <Stack gap="6">
      {own && (
        <Stack as="section" gap="3" aria-label="Your figures">
          <Text as="h2" fontWeight="semibold" fontSize="lg" color="brand.900">
            Your figures
          </Text>
          <RatioCards figures={own} />
        </Stack>
      )}
      <Stack as="section" gap="3" aria-label="Boutique figures">
        <Text as="h2" fontWeight="semibold" fontSize="lg" color="brand.900">
          {own ? 'The boutique' : 'Boutique figures'}
        </Text>
        <RatioCards figures={report.totals} />
        <Text fontSize="sm" color="fg.muted">
          {reportDefinitions.period} Times and days are in the boutique&apos;s time zone ({report.timeZone}).
        </Text>
      </Stack>

      <SectionCard
        title={`Closing ratios by ${grouping}`}
        action={<CsvDownloadLink query={query} table="byPeriod" what={`closing ratios by ${grouping}`} />}
      >
        <ClosingTrendChart periods={report.byPeriod} own={own?.byPeriod} />
        <FiguresTable
          caption={`The boutique's figures by ${grouping}`}
          columns={periodColumns}
          rows={report.byPeriod}
          rowKey={(row) => row.start}
          footer={total}
        />
        {own && (
          <FiguresTable
            caption={`Your figures by ${grouping}`}
            columns={periodColumns}
            rows={own.byPeriod}
            rowKey={(row) => row.start}
          />
        )}
      </SectionCard>

      <SectionCard
        title={own ? 'Your figures beside your coaching goals' : 'Each consultant beside her coaching goals'}
        action={<CsvDownloadLink query={query} table="byConsultant" what="figures by consultant" />}
      >
        {report.byConsultant.length === 0 ? (
          <Text color="fg.muted">No consultant had appointments in this period.</Text>
        ) : (
          <FiguresTable
            caption="Closing ratios and figures by consultant"
            columns={consultantColumns}
            rows={report.byConsultant}
            rowKey={(row) => row.consultantId ?? 'unassigned'}
            footer={{ ...report.totals, name: 'Boutique total', coachingGoals: '', consultantId: 'total' }}
          />
        )}
      </SectionCard>

      <SectionCard title="Pull-list hit rate">
        <Text fontSize="2xl" fontWeight="bold" color="brand.900">
          {formatRatio(report.pullListHitRate.rate)}
        </Text>
        <Text>
          {report.pullListHitRate.onPullList} of {report.pullListHitRate.sales} sales were a dress on her pull list.
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {reportDefinitions.pullList}
        </Text>
      </SectionCard>

      <SectionCard
        title="Sale against budget"
        action={<CsvDownloadLink query={query} table="saleVsBudget" what="sale against budget" />}
      >
        <Text fontSize="sm" color="fg.muted">
          {reportDefinitions.saleVsBudget}
        </Text>
        <FiguresTable
          caption="Sales against the budget she gave"
          columns={budgetColumns}
          rows={report.saleVsBudget.rows}
          rowKey={(row) => row.consultantId ?? 'unassigned'}
          footer={{ ...report.saleVsBudget, consultantId: 'total', name: 'Boutique total' }}
        />
      </SectionCard>

      <FollowUpFiguresSection followUps={report.followUps} query={query} own={own !== undefined} />

      <SectionCard
        title="Top reasons for not buying"
        action={<CsvDownloadLink query={query} table="reasons" what="reasons for not buying" />}
      >
        {report.topReasons.length === 0 ? (
          <Text color="fg.muted">No reasons were recorded in this period.</Text>
        ) : (
          <FiguresTable
            caption={`Reasons given in ${report.outcomesWithoutSale} outcomes without a sale (an outcome may give several)`}
            columns={reasonColumns}
            rows={report.topReasons}
            rowKey={(row) => row.reason}
          />
        )}
      </SectionCard>
    </Stack>
  );
}
