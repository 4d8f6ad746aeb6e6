import type { ReactElement } from 'react';
import { DemoProfileBanner } from '../../features/demo/components/demo-profile-banner';
import { DemoGate } from '../../features/demo/components/demo-gate';
import { demoAdviceDelayMs } from '../../features/demo/utils/demo-messages';
import { BrideProfilePage, SubscriptionPage } from './pages';

/** A demo bride's profile: the banner and hotspot, and the coaching advice after its short delay. */
export function DemoProfile(): ReactElement {
  return (
    <DemoGate>
      <BrideProfilePage banner={<DemoProfileBanner />} coachingDelayMs={demoAdviceDelayMs} />
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
