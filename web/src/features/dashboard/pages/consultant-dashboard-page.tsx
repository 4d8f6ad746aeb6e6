import { Grid, Stack } from '@chakra-ui/react';
import type { DashboardResponse } from '@bridal/shared/dashboard/dashboard';
import { AppShell } from '../../../components/layout/app-shell';
import { BridesList } from '../components/brides-list';
import { CoachingGoalsCard } from '../components/coaching-goals-card';
import { DashboardGate } from '../components/dashboard-gate';
import { DashboardHeader } from '../components/dashboard-header';
import { Greeting } from '../components/greeting';
import { NotificationsCard } from '../components/notifications-card';

function ConsultantDashboard({ data }: { data: DashboardResponse }) {
  const profilePathFor = (brideId: string) => `/consultant/${data.boutiqueId}/client/${encodeURIComponent(brideId)}`;
  return (
    <>
      <title>{`${data.consultantName} Dashboard - Bridal Coach`}</title>
      <DashboardHeader
        title={`${data.consultantName} Dashboard`}
        subtitle={`${data.boutiqueName} - Today's Consultations`}
      />
      <Stack gap="6">
        <Greeting name={data.consultantName} />
        <Grid
          templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 2fr)' }}
          gap="6"
          alignItems="start"
        >
          <CoachingGoalsCard goals={data.consultantGoals} />
          <Stack gap="6">
            <NotificationsCard notifications={data.notifications} profilePathFor={profilePathFor} />
            <BridesList
              clients={data.activeClients}
              notifications={data.notifications}
              profilePathFor={profilePathFor}
              surveyUrl={data.surveyUrl}
            />
          </Stack>
        </Grid>
      </Stack>
    </>
  );
}

/** /consultant/{boutiqueId} and /consultant/{boutiqueId}/dashboard; an admin sees it with her own data. */
export default function ConsultantDashboardPage() {
  return (
    <AppShell>
      <DashboardGate>{(data) => <ConsultantDashboard data={data} />}</DashboardGate>
    </AppShell>
  );
}
