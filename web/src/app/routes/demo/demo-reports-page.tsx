import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import type { MouseEvent, ReactElement } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useDemoClosingReport } from '../../../features/demo/api/demo-data';
import { DemoGate } from '../../../features/demo/components/demo-gate';
import { DemoShell } from '../../../features/demo/components/demo-shell';
import { ClosingReportPanel } from '../../../features/reports/components/closing-report-panel';
import { paths } from '../../../lib/paths';
import { showDemoNotice } from '../../../lib/show-demo-notice';

/** Downloads are a live account's: a CSV link in the demo explains instead of saving a file. */
function explainDownloads(event: MouseEvent<HTMLDivElement>) {
  if (!(event.target instanceof Element) || !event.target.closest('a[download]')) return;
  event.preventDefault();
  showDemoNotice();
}

function DemoReports() {
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
        {/* The demo's history reaches eight weeks back: three months shows all of it. */}
        <ClosingReportPanel
          useReport={useDemoClosingReport}
          initialPreset="last-3-months"
          onClickCapture={explainDownloads}
        />
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
