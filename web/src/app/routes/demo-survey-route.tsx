import type { ReactElement } from 'react';
import { useNavigate } from 'react-router-dom';
import { DemoSurveyBanner } from '../../features/demo/components/demo-banner';
import { DemoGate } from '../../features/demo/components/demo-gate';
import { SurveyPage } from './pages';
import { paths } from '@bridal/shared/web/page-paths';

/**
 * The demo survey: the banner, then the consultant demo dashboard with hotspots once analysed.
 * A module apart from the demo's other routes: the survey shows no hotspot, so the popover
 * those bring stays out of the demo survey's first download.
 */
export function DemoSurvey(): ReactElement {
  const navigate = useNavigate();
  return (
    <DemoGate>
      <SurveyPage
        banner={<DemoSurveyBanner />}
        onAnalysisFinished={() => navigate(paths.demo.consultantDashboard(true))}
      />
    </DemoGate>
  );
}
