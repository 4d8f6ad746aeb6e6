import { Button } from '@chakra-ui/react';
import type { DashboardResponse } from '@bridal/shared/dashboard/dashboard';
import { Link as RouterLink } from 'react-router-dom';
import { AppShell } from '../../../components/layout/app-shell';
import { paths } from '@bridal/shared/web/page-paths';
import { useDashboard } from '../../../features/dashboard/api/get-dashboard';
import { useTrendingDocuments } from '../../../features/dashboard/api/trending-gowns-list';
import { ConsultantDashboardView } from '../../../features/dashboard/components/consultant-dashboard-view';
import { DashboardGate } from '../../../features/dashboard/components/dashboard-gate';
import { FollowUpsDueCard } from '../../../features/follow-ups/components/follow-ups-due-card';
import { TrendingGownsCard } from '../../../features/dashboard/components/trending-gowns-card';

function ConsultantDashboard({ data }: { data: DashboardResponse }) {
  const trendingDocuments = useTrendingDocuments();
  return (
    <ConsultantDashboardView
      data={data}
      boutiqueId={data.boutiqueId}
      actions={
        // The frame's bar links Reports on desks; phones keep this shortcut.
        <Button
          asChild
          variant="outline"
          colorPalette="brand"
          bg="white"
          flex={{ base: '1', sm: 'initial' }}
          hideFrom="md"
        >
          <RouterLink to={paths.reports('consultant', data.boutiqueId)}>Reports</RouterLink>
        </Button>
      }
      // Consultants read and download the documents; only admins upload and delete them.
      documents={<TrendingGownsCard list={trendingDocuments} manage={false} />}
      followUps={<FollowUpsDueCard area="consultant" boutiqueId={data.boutiqueId} />}
    />
  );
}

/** /consultant/{boutiqueId} and /consultant/{boutiqueId}/dashboard; an admin sees it with her own data. */
export default function ConsultantDashboardPage() {
  const dashboard = useDashboard();
  return (
    <AppShell>
      <DashboardGate dashboard={dashboard}>{(data) => <ConsultantDashboard data={data} />}</DashboardGate>
    </AppShell>
  );
}
