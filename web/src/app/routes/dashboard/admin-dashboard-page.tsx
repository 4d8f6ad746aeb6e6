import type { DashboardResponse } from '@bridal/shared/dashboard/dashboard';
import { Navigate } from 'react-router-dom';
import { AppShell } from '../../../components/layout/app-shell';
import { paths } from '../../../lib/paths';
import { dashboardListOptions, useConsultants } from '../../../features/consultants/api/get-consultants';
import { ConsultantsSection } from '../../../features/consultants/components/consultants-section';
import { useDashboard } from '../../../features/dashboard/api/get-dashboard';
import { useInventoryStatus } from '../../../features/dashboard/api/get-inventory-status';
import { useTrendingDocuments } from '../../../features/dashboard/api/trending-gowns-list';
import { AdminDashboardView } from '../../../features/dashboard/components/admin-dashboard-view';
import { DashboardGate } from '../../../features/dashboard/components/dashboard-gate';
import { FollowUpsDueCard } from '../../../features/follow-ups/components/follow-ups-due-card';

function AdminDashboard({ data }: { data: DashboardResponse }) {
  // The boutique's team, polled with the dashboard.
  const team = useConsultants(dashboardListOptions);
  const inventoryStatus = useInventoryStatus();
  const trendingDocuments = useTrendingDocuments();
  return (
    <AdminDashboardView
      data={data}
      boutiqueId={data.boutiqueId}
      team={<ConsultantsSection team={team} manageTeamPath={paths.consultants(data.boutiqueId)} />}
      followUps={<FollowUpsDueCard area="admin" boutiqueId={data.boutiqueId} showConsultant />}
      inventoryStatus={inventoryStatus}
      trendingDocuments={trendingDocuments}
    />
  );
}

/** /admin/{boutiqueId} and /admin/{boutiqueId}/dashboard, with the consultants feature's team section. */
export default function AdminDashboardPage() {
  const dashboard = useDashboard();
  return (
    <AppShell>
      <DashboardGate dashboard={dashboard}>
        {(data) =>
          // A consultant who follows an admin link sees her own dashboard instead.
          data.userType === 'consultant' ? (
            <Navigate to={paths.dashboard('consultant', data.boutiqueId)} replace />
          ) : (
            <AdminDashboard data={data} />
          )
        }
      </DashboardGate>
    </AppShell>
  );
}
