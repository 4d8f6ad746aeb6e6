import { AppShell } from '../../../components/layout/app-shell';
import { UpcomingFeature } from '../../../components/layout/upcoming-feature';

export default function DemoDashboardPage() {
  return (
    <AppShell>
      <UpcomingFeature
        title="Demo Dashboard"
        summary="The living demo boutique will open here after the free demo sign-up."
        items={[
          'Sample brides with complete analyses',
          'Hotspots that explain each part of the dashboard',
          'A sign-up link when you are ready',
        ]}
      />
    </AppShell>
  );
}
