import { paths } from '@bridal/shared/web/page-paths';
import type { MouseEvent, ReactElement } from 'react';
import { PageFrame } from '../../../components/layout/page-header';
import { useDemoBehaviourFigures, useDemoClosingReport } from '../../../features/demo/api/demo-data';
import { DemoGate } from '../../../features/demo/components/demo-gate';
import { DemoShell } from '../../../features/demo/components/demo-shell';
import { ClosingReportPanel } from '../../../features/reports/components/closing-report-panel';
import { BehaviourFiguresSection } from '../../../features/score-cards/components/behaviour-figures-section';
import { showDemoNotice } from '../../../lib/show-demo-notice';

/** Downloads are a live account's: a CSV link in the demo explains instead of saving a file. */
function explainDownloads(event: MouseEvent<HTMLDivElement>) {
  if (!(event.target instanceof Element) || !event.target.closest('a[download]')) return;
  event.preventDefault();
  showDemoNotice();
}

function DemoReports() {
  return (
    <PageFrame
      tabTitle="Reports - Demo Boutique - Bridal Coach Demo"
      backTo={paths.demo.adminDashboard}
      title="Reports"
      description="Thirteen weeks of the demo boutique's appointments: closing ratios for the boutique and each consultant, counted both ways the trade counts them, and what their score cards say. Read-only in the demo."
    >
      {/* The demo's history reaches eight weeks back: three months shows all of it. */}
      <ClosingReportPanel
        useReport={useDemoClosingReport}
        initialPreset="last-3-months"
        onClickCapture={explainDownloads}
      >
        {(period) => <BehaviourFiguresSection from={period.from} to={period.to} useFigures={useDemoBehaviourFigures} />}
      </ClosingReportPanel>
    </PageFrame>
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
