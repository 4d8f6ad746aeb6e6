import { AppShell } from '../../../components/layout/app-shell';
import { UpcomingFeature } from '../../../components/layout/upcoming-feature';

export default function ConsultantReviewPage() {
  return (
    <AppShell>
      <UpcomingFeature
        title="Consultation Review"
        summary="A bride’s survey responses and AI insights will appear here."
        items={['Bride information', 'Survey responses', 'AI insight with confidence']}
      />
    </AppShell>
  );
}
