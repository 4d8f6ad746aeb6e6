import { Stack, Text } from '@chakra-ui/react';
import { type ClosingReport, reportDefinitions } from '@bridal/shared/reports/closing-report';
import { budgetTable, consultantTable, periodTable, reasonTable } from '@bridal/shared/reports/report-columns';
import { SectionCard } from '../../../components/layout/section-card';
import type { ClosingReportQuery } from '../api/get-closing-report';
import { formatRatio } from '../utils/format-figures';
import { countsNothing } from '../utils/report-period';
import { ClosingTrendChart } from './closing-trend-chart';
import { CsvDownloadLink } from './csv-download-link';
import { FiguresTable } from './figures-table';
import { FollowUpFiguresSection } from './follow-up-figures-section';
import { NoOutcomesNotice } from './no-outcomes-notice';
import { RatioCards } from './ratio-cards';
import { countOf, nounFor } from '@bridal/shared/wording/count-of';

interface ClosingReportViewProps {
  report: ClosingReport;
  query: ClosingReportQuery;
  /** The schedule, which an empty period's notice links to. */
  schedulePath?: string;
  /** The import of another system's history, which an empty period's notice offers (admins). */
  importPath?: string;
}

/** The report: headline ratios, the trend and its table, each consultant, the pull list, budgets, follow-ups, reasons. */
export function ClosingReportView({ report, query, schedulePath, importPath }: ClosingReportViewProps) {
  const own = report.scope === 'own' ? report.byConsultant[0] : undefined;
  const grouping = report.period.by === 'week' ? 'week' : 'month';
  if (countsNothing(report.totals)) {
    // No chart or table has anything to show: say so once, and what fills them. The headline
    // ratios stay, each a dash: nobody seen is a figure too.
    return (
      <Stack gap="6">
        <NoOutcomesNotice
          from={report.period.from}
          to={report.period.to}
          schedulePath={schedulePath}
          importPath={importPath}
        />
        <Stack as="section" gap="3" aria-label="Boutique figures">
          <RatioCards figures={report.totals} />
        </Stack>
        {report.followUps.sent > 0 && (
          <FollowUpFiguresSection followUps={report.followUps} query={query} own={own !== undefined} />
        )}
      </Stack>
    );
  }
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
        <FiguresTable caption={`The boutique's figures by ${grouping}`} table={periodTable} report={report} />
        {own && <FiguresTable caption={`Your figures by ${grouping}`} table={periodTable} rows={own.byPeriod} />}
      </SectionCard>

      <SectionCard
        title={own ? 'Your figures beside your coaching goals' : 'Each consultant beside her coaching goals'}
        action={<CsvDownloadLink query={query} table="byConsultant" what="figures by consultant" />}
      >
        {report.byConsultant.length === 0 ? (
          <Text color="fg.muted">No consultant had appointments in this period.</Text>
        ) : (
          <FiguresTable caption="Closing ratios and figures by consultant" table={consultantTable} report={report} />
        )}
      </SectionCard>

      <SectionCard title="Pull-list hit rate">
        <Text fontSize="2xl" fontWeight="bold" color="brand.900">
          {formatRatio(report.pullListHitRate.rate)}
        </Text>
        <Text>
          {report.pullListHitRate.onPullList} of {countOf(report.pullListHitRate.sales, 'sale')}{' '}
          {nounFor(report.pullListHitRate.onPullList, 'was', 'were')} a dress on her pull list.
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
        <FiguresTable caption="Sales against the budget she gave" table={budgetTable} report={report} />
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
            table={reasonTable}
            report={report}
          />
        )}
      </SectionCard>
    </Stack>
  );
}
