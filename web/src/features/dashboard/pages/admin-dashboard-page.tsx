import { AppShell } from '../../../components/layout/app-shell';
import { UpcomingFeature } from '../../../components/layout/upcoming-feature';

export default function AdminDashboardPage() {
  return (
    <AppShell>
      <UpcomingFeature
        title="Boutique Dashboard"
        summary="Manage your bridal consultations and inventory."
        items={[
          'Our Brides, with Ready and Analyzing... badges',
          'Bride survey link with a QR code',
          'Inventory upload and status',
          'Consultants and trending gowns',
        ]}
      />
    </AppShell>
  );
}
