import type { DashboardResponse } from '@bridal/shared/dashboard/dashboard';
import { demoSeatCount } from '@bridal/shared/demo/demo-messages';
import type { ReactElement } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePageArea } from '../../../lib/use-page-area';
import { ConsultantsSection } from '../../../features/consultants/components/consultants-section';
import { seatUsage } from '../../../features/consultants/utils/seat-usage';
import { AdminDashboardView } from '../../../features/dashboard/components/admin-dashboard-view';
import { ConsultantDashboardView } from '../../../features/dashboard/components/consultant-dashboard-view';
import { DashboardGate } from '../../../features/dashboard/components/dashboard-gate';
import {
  useDemoConsultants,
  useDemoDashboard,
  useDemoInventoryStatus,
  useDemoTrendingGowns,
} from '../../../features/demo/api/demo-data';
import { AdminDashboardButton } from '../../../features/demo/components/admin-dashboard-button';
import { DemoGate } from '../../../features/demo/components/demo-gate';
import { demoHotspots } from '../../../features/demo/components/demo-hotspots';
import { DemoShell } from '../../../features/demo/components/demo-shell';
import { DemoTour } from '../../../features/demo/components/demo-tour';
import { FollowUpsDueCard } from '../../../features/follow-ups/components/follow-ups-due-card';

/**
 * The admin dashboard's cards, read-only, fed by the demo boutique's data, with every hotspot in
 * the tour at the top (beside their cards, the team's and the inventory's sat under 48 sample brides).
 */
function DemoAdminDashboard({ data }: { data: DashboardResponse }) {
  const team = useDemoConsultants();
  const inventoryStatus = useDemoInventoryStatus();
  const trendingDocuments = useDemoTrendingGowns();
  // The sample team against the demo's seats, whatever the server counts.
  const seats = team.data ? seatUsage({ maxConsultants: demoSeatCount }, team.data) : null;
  return (
    <AdminDashboardView
      data={data}
      boutiqueId="demo"
      team={<ConsultantsSection team={team} seatUsage={seats} readOnly />}
      followUps={<FollowUpsDueCard area="admin" boutiqueId="demo" showConsultant />}
      inventoryStatus={inventoryStatus}
      trendingDocuments={trendingDocuments}
      readOnly
      tour={<DemoTour />}
    />
  );
}

function DemoDashboard() {
  const [params] = useSearchParams();
  const admin = usePageArea().area === 'admin';
  // The admin demo always explains itself; the consultant demo when asked (?hotspots=true).
  const hotspots = admin || params.get('hotspots') === 'true';
  const dashboard = useDemoDashboard();
  return (
    <DashboardGate dashboard={dashboard}>
      {(data) =>
        admin ? (
          <DemoAdminDashboard data={data} />
        ) : (
          <ConsultantDashboardView
            data={data}
            boutiqueId="demo"
            actions={<AdminDashboardButton />}
            followUps={<FollowUpsDueCard area="consultant" boutiqueId="demo" />}
            readOnly
            hotspot={hotspots ? demoHotspots.brideAnalysis() : undefined}
          />
        )
      }
    </DashboardGate>
  );
}

/** /admin/demo, /consultant/demo and /consultant?boutique=demo (&hotspots=true): the real dashboards, read-only. */
export default function DemoDashboardRoute(): ReactElement {
  return (
    <DemoGate>
      <DemoShell>
        <DemoDashboard />
      </DemoShell>
    </DemoGate>
  );
}
