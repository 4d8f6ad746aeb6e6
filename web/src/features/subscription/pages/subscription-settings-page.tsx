import { AppShell } from '../../../components/layout/app-shell';
import { UpcomingFeature } from '../../../components/layout/upcoming-feature';

export default function SubscriptionSettingsPage() {
  return (
    <AppShell>
      <UpcomingFeature
        title="Subscription Settings"
        summary="Your account information and monthly fee will appear here."
        items={['Account status', 'Monthly fee per consultant', 'How to change your plan']}
      />
    </AppShell>
  );
}
