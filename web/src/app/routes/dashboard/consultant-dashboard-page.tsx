import { AppShell } from '../../../components/layout/app-shell';
import { useDashboard } from '../../../features/dashboard/api/get-dashboard';
import { ConsultantDashboardView } from '../../../features/dashboard/components/consultant-dashboard-view';
import { DashboardGate } from '../../../features/dashboard/components/dashboard-gate';

/** /consultant/{boutiqueId} and /consultant/{boutiqueId}/dashboard; an admin sees it with her own data. */
export default function ConsultantDashboardPage() {
  const dashboard = useDashboard();
  return (
    <AppShell>
      <DashboardGate dashboard={dashboard}>
        {(data) => <ConsultantDashboardView data={data} boutiqueId={data.boutiqueId} />}
      </DashboardGate>
    </AppShell>
  );
}
