import { Alert, Box, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useState, type MouseEvent, type ReactElement } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PageLoader } from '../../../components/layout/page-loader';
import { useDemoClosingReport } from '../../../features/demo/api/demo-data';
import { DemoGate } from '../../../features/demo/components/demo-gate';
import { DemoShell } from '../../../features/demo/components/demo-shell';
import { ClosingReportView } from '../../../features/reports/components/closing-report-view';
import { type PeriodChoice, PeriodPicker } from '../../../features/reports/components/period-picker';
import { describePeriod, presetPeriod } from '../../../features/reports/utils/report-period';
import { zonedDateKey } from '../../../lib/format-zoned-time';
import { paths } from '@bridal/shared/web/page-paths';
import { showDemoNotice } from '../../../lib/show-demo-notice';

/** The period a choice asks for, in the demo boutique's days once its zone is known. */
function queryOf(choice: PeriodChoice, timeZone: string | undefined) {
  if (choice.preset === 'custom') return { from: choice.from, to: choice.to, by: choice.by };
  if (!timeZone) return { by: choice.by };
  return { ...presetPeriod(choice.preset, zonedDateKey(new Date(), timeZone)), by: choice.by };
}

/** Downloads are a live account's: a CSV link in the demo explains instead of saving a file. */
function explainDownloads(event: MouseEvent<HTMLDivElement>) {
  if (!(event.target instanceof Element) || !event.target.closest('a[download]')) return;
  event.preventDefault();
  showDemoNotice();
}

function DemoReports() {
  // The demo's history reaches eight weeks back: three months shows all of it.
  const [choice, setChoice] = useState<PeriodChoice>({ preset: 'last-3-months', by: 'week' });
  const [timeZone, setTimeZone] = useState<string>();
  const { data, error, isValidating } = useDemoClosingReport(queryOf(choice, timeZone));
  if (data && data.timeZone !== timeZone) setTimeZone(data.timeZone);
  const change = (next: PeriodChoice) =>
    setChoice(next.preset === 'custom' && !next.from && data ? { ...next, ...data.period, by: next.by } : next);

  return (
    <>
      <title>Reports - Demo Boutique - Bridal Coach Demo</title>
      <Stack gap="6">
        <Link asChild color="brand.fg" fontWeight="semibold" alignSelf="flex-start">
          <RouterLink to={paths.demo.adminDashboard}>← Back to Dashboard</RouterLink>
        </Link>
        <Stack gap="1" minW="0">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="brand.900">
            Reports
          </Heading>
          <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }}>
            Eight weeks of the demo boutique&apos;s appointments: closing ratios for the boutique and each consultant,
            counted both ways the trade counts them. Read-only in the demo.
          </Text>
        </Stack>
        <PeriodPicker key={choice.preset} value={choice} onChange={change} />
        <Text role="status" aria-live="polite" fontWeight="medium">
          {data ? `${describePeriod(data.period.from, data.period.to)}${isValidating ? ' (updating...)' : ''}` : ''}
        </Text>
        {error && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>The report could not be loaded.</Alert.Title>
          </Alert.Root>
        )}
        {data ? (
          <Box onClickCapture={explainDownloads}>
            <ClosingReportView report={data} query={{ ...data.period }} />
          </Box>
        ) : (
          !error && <PageLoader label="Counting..." />
        )}
      </Stack>
    </>
  );
}

/** /admin/demo/reports: the demo boutique's closing report, read-only. */
export default function DemoReportsPage(): ReactElement {
  return (
    <DemoGate>
      <DemoShell>
        <DemoReports />
      </DemoShell>
    </DemoGate>
  );
}
