import { AppShell } from '../../../components/layout/app-shell';
import { UpcomingFeature } from '../../../components/layout/upcoming-feature';

export default function ConsultantSignupPage() {
  return (
    <AppShell>
      <UpcomingFeature
        title="Consultant Account Setup"
        summary="Consultants invited by their boutique will set their password here."
        items={['Your name and boutique', 'Create your password', 'Complete Setup']}
      />
    </AppShell>
  );
}
