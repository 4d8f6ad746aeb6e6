import { AppShell } from '../../../components/layout/app-shell';
import { UpcomingFeature } from '../../../components/layout/upcoming-feature';

export default function SurveyPage() {
  return (
    <AppShell>
      <UpcomingFeature
        title="Bride Style Survey"
        summary="Brides will answer an 11-step style survey here in about 3-5 minutes."
        items={[
          'Start Your Style Journey',
          'Photos, Pinterest board, venue, vibes, shopping party, feelings and budget',
          'A personalised analysis for the consultant',
        ]}
      />
    </AppShell>
  );
}
