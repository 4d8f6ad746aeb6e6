import { AppShell } from '../../../components/layout/app-shell';
import { UpcomingFeature } from '../../../components/layout/upcoming-feature';

export default function ConsultantsPage() {
  return (
    <AppShell>
      <UpcomingFeature
        title="Consultants"
        summary="Invite and manage your consultant team here."
        items={['Seats in use', 'Invitations and their status', 'Coaching goals for each consultant']}
      />
    </AppShell>
  );
}
