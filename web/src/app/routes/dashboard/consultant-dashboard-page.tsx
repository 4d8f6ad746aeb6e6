import { DashboardHeaderLink } from '../../../features/dashboard/components/dashboard-header';
import type { DashboardResponse } from '@bridal/shared/dashboard/dashboard';
import { AppShell } from '../../../components/layout/app-shell';
import { paths } from '@bridal/shared/web/page-paths';
import { useDashboard } from '../../../features/dashboard/api/get-dashboard';
import { useTrendingDocuments } from '../../../features/dashboard/api/trending-gowns-list';
import { ConsultantDashboardView } from '../../../features/dashboard/components/consultant-dashboard-view';
import { DashboardGate } from '../../../features/dashboard/components/dashboard-gate';
import { FollowUpsDueCard } from '../../../features/follow-ups/components/follow-ups-due-card';
import { YourGoalsCard } from '../../../features/goals/components/your-goals-card';
import { TrendingGownsCard } from '../../../features/dashboard/components/trending-gowns-card';
import { ScoreCardNotesCard } from '../../../features/score-cards/components/score-card-notes-card';

function ConsultantDashboard({ data }: { data: DashboardResponse }) {
  const trendingDocuments = useTrendingDocuments();
  return (
    <ConsultantDashboardView
      data={data}
      boutiqueId={data.boutiqueId}
      actions={
        <DashboardHeaderLink to={paths.reports('consultant', data.boutiqueId)} phoneOnly>
          Reports
        </DashboardHeaderLink>
      }
      // Consultants read and download the documents; only admins upload and delete them.
      documents={<TrendingGownsCard list={trendingDocuments} timeZone={data.timeZone} manage={false} />}
      followUps={<FollowUpsDueCard area="consultant" boutiqueId={data.boutiqueId} />}
      goals={<YourGoalsCard />}
      scoreCardNotes={<ScoreCardNotesCard area="consultant" boutiqueId={data.boutiqueId} />}
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
