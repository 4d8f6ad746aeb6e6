import type { ReactElement } from 'react';
import { useNavigate } from 'react-router-dom';
import { DemoProfileBanner, DemoSurveyBanner } from '../../features/demo/components/demo-banner';
import { DemoGate } from '../../features/demo/components/demo-gate';
import { demoAdviceDelayMs } from '../../features/demo/utils/demo-messages';
import { ClientProfilePage, SubscriptionPage, SurveyPage } from './pages';

/** The demo survey: the banner, then the consultant demo dashboard with hotspots once analysed. */
export function DemoSurvey(): ReactElement {
  const navigate = useNavigate();
  return (
    <DemoGate>
      <SurveyPage
        banner={<DemoSurveyBanner />}
        onAnalysisFinished={() => navigate('/consultant?boutique=demo&hotspots=true')}
      />
    </DemoGate>
  );
}

/** A demo bride's profile: the banner and hotspot, and the coaching advice after the spec's delay. */
export function DemoProfile(): ReactElement {
  return (
    <DemoGate>
      <ClientProfilePage banner={<DemoProfileBanner />} coachingDelayMs={demoAdviceDelayMs} />
    </DemoGate>
  );
}

export function DemoSubscription(): ReactElement {
  return (
    <DemoGate>
      <SubscriptionPage />
    </DemoGate>
  );
}
