import { AppShell } from '../../../components/layout/app-shell';
import { UpcomingFeature } from '../../../components/layout/upcoming-feature';

export default function ConsultantDashboardPage() {
  return (
    <AppShell>
      <UpcomingFeature
        title="Consultant Dashboard"
        summary="Today’s consultations will appear here."
        items={[
          'Your coaching goals',
          'Our Brides, with Ready and Analyzing... badges',
          "One click to each bride's profile",
        ]}
      />
    </AppShell>
  );
}
