import type { DashboardResponse } from '@bridal/shared/dashboard/dashboard';
import { Navigate } from 'react-router-dom';
import { AppShell } from '../../../components/layout/app-shell';
import { paths } from '@bridal/shared/web/page-paths';
import { dashboardListOptions, useConsultants } from '../../../features/consultants/api/get-consultants';
import { ConsultantsSection } from '../../../features/consultants/components/consultants-section';
import { useDashboard } from '../../../features/dashboard/api/get-dashboard';
import { useInventoryStatus } from '../../../features/dashboard/api/get-inventory-status';
import { useTrendingDocuments } from '../../../features/dashboard/api/trending-gowns-list';
import { AdminDashboardView } from '../../../features/dashboard/components/admin-dashboard-view';
import { DashboardGate } from '../../../features/dashboard/components/dashboard-gate';
import { FollowUpsDueCard } from '../../../features/follow-ups/components/follow-ups-due-card';
import { useSetupChecklist } from '../../../features/setup/api/get-setup-checklist';
import { SetupChecklistCard, type SetupLinks } from '../../../features/setup/components/setup-checklist-card';

function SetupChecklist({ data }: { data: DashboardResponse }) {
  const { data: checklist } = useSetupChecklist();
  if (!checklist) return null;
  const settings = { to: paths.boutiqueSettings(data.boutiqueId) };
  const links: SetupLinks = {
    confirmEmail: { to: paths.account },
    schedule: settings,
    appointments: settings,
    inventory: { to: paths.inventory(data.boutiqueId) },
    team: { to: paths.consultants(data.boutiqueId) },
    survey: { to: data.surveyUrl, external: true },
  };
  return <SetupChecklistCard checklist={checklist} links={links} />;
}

function AdminDashboard({ data }: { data: DashboardResponse }) {
  // The boutique's team, polled with the dashboard.
  const team = useConsultants(dashboardListOptions);
  const inventoryStatus = useInventoryStatus();
  const trendingDocuments = useTrendingDocuments();
  return (
    <AdminDashboardView
      data={data}
      boutiqueId={data.boutiqueId}
      team={
        <ConsultantsSection
          team={team}
          manageTeamPath={paths.consultants(data.boutiqueId)}
          goalsPathOf={(consultant) => paths.consultantGoals(data.boutiqueId, consultant.id)}
        />
      }
      followUps={<FollowUpsDueCard area="admin" boutiqueId={data.boutiqueId} showConsultant />}
      setup={<SetupChecklist data={data} />}
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
