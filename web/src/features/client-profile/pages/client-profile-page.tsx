import { AppShell } from '../../../components/layout/app-shell';
import { UpcomingFeature } from '../../../components/layout/upcoming-feature';

export default function ClientProfilePage() {
  return (
    <AppShell>
      <UpcomingFeature
        title="Bride Profile"
        summary="Each bride’s survey, analyses and recommendations will appear here."
        items={[
          'Venue and style analysis',
          'Consultation strategy',
          'Dress recommendations from inventory and top sellers',
          'I Need Help and coaching advice',
        ]}
      />
    </AppShell>
  );
}
